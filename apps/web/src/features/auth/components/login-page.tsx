import { useEffect } from 'react';
import { DocumentTitle } from '../../../components/document-title';
import { dismissGooglePrompt } from '../use-google-sign-in';
import { AuthTabs } from './auth-tabs';
import { SloganBanner } from './slogan-banner';
import './login-page.css';

export function LoginPage() {
  // Google's One Tap prompt floats over the page: it must not follow the user into the app.
  useEffect(() => dismissGooglePrompt, []);
  return (
    <main className="login-page">
      <DocumentTitle title="Login" />
      <div className="login-page__frame">
        <SloganBanner />
        <div className="login-page__panel">
          <AuthTabs />
        </div>
      </div>
    </main>
  );
}
