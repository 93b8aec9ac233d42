import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Suspense, use } from 'react';
import { useLocation, useParams } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { CenteredPage } from '@/components/layout/centered-page';
import { Button } from '@/components/ui/button';
import type { Message } from '@/components/ui/message-box';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/i18n/language';
import { loginPathReturningTo, rememberedReturnPath } from '@/lib/return-path';
import { confirmEmail } from '../api/confirm-email';
import { confirmEmailMessages } from '../messages';
import './confirm-email-page.css';

/**
 * One PATCH per token for the page's lifetime: the promise is cached, so React's StrictMode double render
 * (or any re-render) reuses it instead of sending a second PATCH, which would answer 203 'already used'.
 */
const confirmations = new Map<string, Promise<Message>>();

function confirmOnce(token: string): Promise<Message> {
  let confirmation = confirmations.get(token);
  if (!confirmation) {
    confirmation = confirmEmail(token);
    confirmations.set(token, confirmation);
  }
  return confirmation;
}

export function ConfirmEmailPage() {
  const t = useMessages();
  const { token = '' } = useParams();
  return (
    <CenteredPage>
      <DocumentTitle title={t.auth.confirmEmail.documentTitle} />
      <div aria-live="polite">
        <Suspense fallback={<ConfirmEmailState message={confirmEmailMessages().verifying} pending />}>
          <SettledState result={confirmOnce(token)} />
        </Suspense>
      </div>
    </CenteredPage>
  );
}

function SettledState({ result }: { result: Promise<Message> }) {
  return <ConfirmEmailState message={use(result)} pending={false} />;
}

const icons = { success: CircleCheck, attention: TriangleAlert, error: CircleX, server_error: CircleX };

/**
 * Where 'Go to login' leads: back to the page the registration came from (an invitation) when it
 * remembered one, so that /login says what the sign-in is for; else /login.
 */
function loginPath(): string {
  const returnTo = rememberedReturnPath(window.localStorage);
  return returnTo ? loginPathReturningTo(returnTo) : '/login';
}

function ConfirmEmailState({ message, pending }: { message: Message; pending: boolean }) {
  const t = useMessages();
  const [, navigate] = useLocation();
  const Icon = icons[message.type];
  return (
    <div className="auth-result">
      <div className="auth-result__icon" data-type={pending ? 'pending' : message.type}>
        {pending ? (
          <Spinner label={t.auth.confirmEmail.verifyingLabel} size={32} />
        ) : (
          <Icon aria-hidden="true" size={32} />
        )}
      </div>
      <h1>{message.title}</h1>
      <p className="auth-result__text">{message.text}</p>
      <Button inactive={pending} onClick={() => navigate(loginPath())}>
        {t.auth.confirmEmail.goToLogin}
      </Button>
    </div>
  );
}
