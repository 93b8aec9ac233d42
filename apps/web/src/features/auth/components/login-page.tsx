import { DocumentTitle } from '../../../components/document-title';
import { AuthTabs } from './auth-tabs';
import { SloganBanner } from './slogan-banner';
import './auth.css';

export function LoginPage() {
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
