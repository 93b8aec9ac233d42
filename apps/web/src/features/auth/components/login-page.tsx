import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { DocumentTitle } from '../../../components/document-title';
import { MessageBox } from '../../../components/ui/message-box';
import { returnPathOf } from '../../../lib/return-path';
import { returnNotes } from '../messages';
import { dismissGooglePrompt } from '../use-google-sign-in';
import { AuthTabs } from './auth-tabs';
import { SloganBanner } from './slogan-banner';
import './login-page.css';

export function LoginPage() {
  // Google's One Tap prompt floats over the page: it must not follow the user into the app.
  useEffect(() => dismissGooglePrompt, []);
  const returnTo = returnPathOf(useSearch());
  return (
    <main className="login-page">
      <DocumentTitle title="Login" />
      <div className="login-page__frame">
        <SloganBanner />
        <div className="login-page__panel">
          {returnTo?.startsWith('/invitation/') && (
            <MessageBox {...returnNotes.invitation} className="login-page__note" />
          )}
          <AuthTabs />
        </div>
      </div>
    </main>
  );
}
