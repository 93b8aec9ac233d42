import type { Invitation } from '@wayfarer/core';
import { MailOpen, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { DocumentTitle } from '@/components/document-title';
import { CenteredPage } from '@/components/layout/centered-page';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { RetryButton } from '@/components/ui/retry-button';
import { Spinner } from '@/components/ui/spinner';
import { useFormats } from '@/i18n/formats';
import { messages, useMessages } from '@/i18n/language';
import { api, ApiRequestError } from '@/lib/api-client';
import { localDay } from '@/lib/calendar-day';
import { loginPathReturningTo, type LoginPrefill } from '@/lib/return-path';
import { clearSession, getToken } from '@/lib/session';
import { signOut } from '@/lib/sign-out';
import { acceptInvitation, getInvitation } from '../api/invitation';
import {
  invitationNotFound,
  invitationProblem,
  isInvitationToken,
  isMe,
  roleGuide,
  type InvitationProblem,
} from '../companions';
import { ticketDate } from '../ticket-date';
import { AbilityList } from './ability-list';
import { destinationLabel } from '../trip-form';
import './invitation-page.css';

/** Who reads the invitation: nobody signed in, or an account (its e-mail; null if it could not be read). */
type Reader = { signedIn: false } | { signedIn: true; email: string | null };

type SettledState =
  | { status: 'ready'; invitation: Invitation; reader: Reader }
  | { status: 'problem'; problem: Exclude<InvitationProblem, { kind: 'wrong_account' }>; signedIn: boolean };
type PageState = { status: 'loading' } | SettledState;

/** GET /user with the tab's session: a session over (401) is no session, and is forgotten. */
async function readerOfThisTab(): Promise<Reader> {
  if (!getToken()) return { signedIn: false };
  try {
    return { signedIn: true, email: (await api.call('getUser')).data.email };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      clearSession();
      return { signedIn: false };
    }
    return { signedIn: true, email: null };
  }
}

/**
 * /invitation/:token, the mailed link: who invites the reader to which trip and as what. Signed out,
 * it offers to sign in or register, and the sign-in comes back here (lib/return-path.ts); signed in
 * with the invited e-mail it accepts, and the trip opens; with another account it says so and offers
 * to sign out. A link used, withdrawn, expired or unknown says which.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const t = useMessages().companions.invitation;
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: SettledState } | null>(null);
  const key = `${token}#${attempt}`;
  const wellFormed = isInvitationToken(token);

  useEffect(() => {
    if (!wellFormed) return;
    let cancelled = false;
    const settle = (state: SettledState) => {
      if (!cancelled) setSettled({ key, state });
    };
    Promise.all([getInvitation(token), readerOfThisTab()]).then(
      ([invitation, reader]) => settle({ status: 'ready', invitation, reader }),
      (error: unknown) => {
        const problem = invitationProblem(error, messages().companions.invitation.loadFailed.title);
        if (problem.kind !== 'wrong_account') {
          settle({ status: 'problem', problem, signedIn: getToken() !== null });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token, key, wellFormed]);

  const state: PageState = !wellFormed
    ? {
        status: 'problem',
        problem: { kind: 'not_found', message: invitationNotFound() },
        signedIn: getToken() !== null,
      }
    : settled?.key === key
      ? settled.state
      : { status: 'loading' };

  return (
    <CenteredPage>
      <DocumentTitle title={t.documentTitle} />
      <div className="invitation" aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? (
          <div className="invitation__loading">
            <Spinner size={32} label={t.loading} />
            <p>{t.loading}</p>
          </div>
        ) : state.status === 'problem' ? (
          <InvitationTrouble
            problem={state.problem}
            signedIn={state.signedIn}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        ) : (
          <InvitationCard
            token={token}
            invitation={state.invitation}
            reader={state.reader}
            onGone={(problem) => setSettled({ key, state: { status: 'problem', problem, signedIn: true } })}
          />
        )}
      </div>
    </CenteredPage>
  );
}

interface InvitationCardProps {
  token: string;
  invitation: Invitation;
  reader: Reader;
  onGone: (problem: Extract<InvitationProblem, { kind: 'gone' | 'not_found' }>) => void;
}

function InvitationCard({ token, invitation, reader, onGone }: InvitationCardProps) {
  const [, navigate] = useLocation();
  const { companions } = useMessages();
  const t = companions.invitation;
  const titleId = useId();
  const roleId = useId();
  const [accepting, setAccepting] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [wrongAccount, setWrongAccount] = useState(false);
  const [failed, setFailed] = useState<Message | null>(null);
  const destination = destinationLabel(invitation, useFormats());
  const here = `/invitation/${token}`;
  // /login's forms start with the invited address, which the sign-in or the account must be of.
  const prefill: LoginPrefill = { email: invitation.email };
  const otherAccount =
    wrongAccount || (reader.signedIn && reader.email !== null && !isMe(invitation, reader.email));
  const abilities = roleGuide(companions).find(({ role }) => role === invitation.role)?.abilities ?? [];

  async function accept() {
    if (accepting) return;
    setAccepting(true);
    setFailed(null);
    try {
      await acceptInvitation(token);
    } catch (error) {
      setAccepting(false);
      const problem = invitationProblem(error, t.acceptFailed);
      if (problem.kind === 'wrong_account') setWrongAccount(true);
      else if (problem.kind === 'failed') setFailed(problem.message);
      else onGone(problem);
      return;
    }
    // The trip is the current one now: the app starts again on its dashboard, nothing of before kept.
    window.location.assign('/');
  }

  async function switchToInvitedAccount() {
    setLeaving(true);
    await signOut();
    navigate(loginPathReturningTo(here), { state: prefill });
  }

  return (
    <article className="invitation__card" aria-labelledby={titleId}>
      <span className="invitation__icon" aria-hidden="true">
        <MailOpen size={28} />
      </span>
      <h1 id={titleId}>{t.heading(destination)}</h1>
      <p className="invitation__lead">{t.invites(invitation.invitedBy, destination, invitation.role)}</p>
      <dl className="invitation__facts">
        <div>
          <dt>{t.when}</dt>
          <dd>{ticketDate(invitation.whenDay)}</dd>
        </div>
        <div>
          <dt>{t.for}</dt>
          <dd className="invitation__email">{invitation.email}</dd>
        </div>
        <div>
          <dt>{t.expires}</dt>
          <dd>{ticketDate(localDay(invitation.expiresAt))}</dd>
        </div>
      </dl>
      <section className="invitation__role" aria-labelledby={roleId}>
        <h2 id={roleId}>{t.asRole(invitation.role)}</h2>
        <AbilityList abilities={abilities} />
      </section>

      {failed && <MessageBox {...failed} onClose={() => setFailed(null)} />}
      {!reader.signedIn ? (
        <>
          <p className="invitation__next">{t.signInToAccept(invitation.email)}</p>
          <div className="invitation__actions">
            <Button onClick={() => navigate(loginPathReturningTo(here), { state: prefill })}>
              {t.signIn}
            </Button>
            <Button
              variant="secondary"
              onClick={() => navigate(loginPathReturningTo(here, { register: true }), { state: prefill })}
            >
              {t.register}
            </Button>
          </div>
        </>
      ) : otherAccount ? (
        <>
          <MessageBox
            type="attention"
            title={t.wrongAccount.title}
            text={t.wrongAccount.text(invitation.email, reader.email)}
          />
          <div className="invitation__actions">
            <Button busy={leaving} onClick={() => void switchToInvitedAccount()}>
              {t.switchAccount}
            </Button>
            <Button variant="ghost" onClick={() => navigate('/')}>
              {t.notNow}
            </Button>
          </div>
        </>
      ) : (
        <>
          {reader.email && <p className="invitation__next">{t.signedInAs(reader.email)}</p>}
          <div className="invitation__actions">
            <Button busy={accepting} onClick={() => void accept()}>
              {t.accept}
            </Button>
            <Button variant="ghost" inactive={accepting} onClick={() => navigate('/')}>
              {t.notNow}
            </Button>
          </div>
        </>
      )}
    </article>
  );
}

interface InvitationTroubleProps {
  problem: Exclude<InvitationProblem, { kind: 'wrong_account' }>;
  signedIn: boolean;
  onRetry: () => void;
}

/** A link that no longer works (or never did), or an invitation that could not be read. */
function InvitationTrouble({ problem, signedIn, onRetry }: InvitationTroubleProps) {
  const [, navigate] = useLocation();
  const t = useMessages().companions.invitation;
  return (
    <div className="invitation__card invitation__card--trouble">
      <span className="invitation__icon invitation__icon--trouble" aria-hidden="true">
        <TriangleAlert size={28} />
      </span>
      <h1>{problem.message.title}</h1>
      {problem.message.text && <p className="invitation__lead">{problem.message.text}</p>}
      <div className="invitation__actions">
        {problem.kind === 'failed' && <RetryButton onRetry={onRetry} retrying={false} />}
        <Button onClick={() => navigate(signedIn ? '/' : '/login')}>
          {signedIn ? t.toDashboard : t.toLogin}
        </Button>
      </div>
    </div>
  );
}
