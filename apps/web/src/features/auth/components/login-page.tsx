import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { MessageBox } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { loginNoticeOf } from '@/lib/login-notice';
import { returnPathOf } from '@/lib/return-path';
import { loginNotes, returnNotes } from '../messages';
import { dismissGooglePrompt } from '../use-google-sign-in';
import { AuthTabs } from './auth-tabs';
import { LanguagePicker } from './language-picker';
import { SloganBanner } from './slogan-banner';
import './login-page.css';

export function LoginPage() {
  const t = useMessages();
  // Google's One Tap prompt floats over the page: it must not follow the user into the app.
  useEffect(() => dismissGooglePrompt, []);
  const search = useSearch();
  const returnTo = returnPathOf(search);
  const notice = loginNoticeOf(search);
  return (
    <main className="login-page">
      <DocumentTitle title={t.auth.loginPage.documentTitle} />
      <div className="login-page__frame">
        <SloganBanner />
        <div className="login-page__panel">
          <LanguagePicker className="login-page__language" />
          {notice && <MessageBox {...loginNotes()[notice]} className="login-page__note" />}
          {returnTo?.startsWith('/invitation/') && (
            <MessageBox {...returnNotes().invitation} className="login-page__note" />
          )}
          <AuthTabs />
        </div>
      </div>
    </main>
  );
}
