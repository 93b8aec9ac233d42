import type { DeleteUserBody, TripSummary } from '@wayfarer/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { PasswordInput } from '@/components/ui/password-input';
import { useMessages } from '@/i18n/language';
import { loginPathWithNotice } from '@/lib/login-notice';
import { usePublicConfig } from '@/lib/public-config';
import { clearSession } from '@/lib/session';
import { deleteUser, useMembersOfTripsToHandOver } from '../api/delete-user';
import { deletionPlan } from '../deletion-plan';
import { deletionFailure, isSessionOver } from '../messages';
import { DeletionSummary } from './deletion-summary';

/** What Google's button is given: where its credential goes, and where to say why there is none. */
export interface GoogleConfirmHandlers {
  onCredential: (credential: string) => void;
  onMessage: (message: Message | null) => void;
}

interface DeleteAccountDialogProps {
  trips: readonly TripSummary[] | undefined;
  confirmWithGoogle: (handlers: GoogleConfirmHandlers) => ReactNode;
  onClose: () => void;
}

/**
 * The last question before the account goes: what each trip becomes, and the password (or, for an
 * account made with Google, a fresh choice of that Google account) as proof. The password field takes
 * focus, so that an Enter out of habit asks for it rather than deleting anything.
 */
export function DeleteAccountDialog({ trips, confirmWithGoogle, onClose }: DeleteAccountDialogProps) {
  const t = useMessages();
  const texts = t.accountData.deletion;
  const formId = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const membersOf = useMembersOfTripsToHandOver(trips ?? []);
  const plan = trips && deletionPlan(trips, membersOf);
  const googleOn = Boolean(usePublicConfig().data?.signIn.googleClientId);
  const [withGoogle, setWithGoogle] = useState(false);
  // After a switch of proof, its button has gone: the other proof's first control takes the focus.
  const [switched, setSwitched] = useState(false);
  const [password, setPassword] = useState('');
  const [credential, setCredential] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [running, setRunning] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running) return;
    let body: DeleteUserBody;
    if (withGoogle) {
      if (!credential) {
        setMessage({ type: 'attention', title: texts.googleFirst });
        return;
      }
      body = { credential };
    } else {
      if (!password) {
        setFieldError(texts.typePassword);
        return;
      }
      body = { password };
    }
    setRunning(true);
    setFieldError(null);
    setMessage(null);
    try {
      await deleteUser(body);
    } catch (error) {
      setRunning(false);
      if (isSessionOver(error)) {
        clearSession();
        navigate('/login', { replace: true });
        queryClient.clear();
        return;
      }
      // A Google credential is good once: another try needs another.
      setCredential(null);
      const failure = deletionFailure(error);
      if ('field' in failure) setFieldError(failure.field);
      else setMessage(failure.message);
      return;
    }
    clearSession();
    navigate(loginPathWithNotice('account-deleted'), { replace: true });
    queryClient.clear();
  }

  return (
    <Modal
      open
      size="medium"
      title={texts.dialogTitle}
      onClose={() => {
        if (!running) onClose();
      }}
      actions={
        <>
          <Button variant="secondary" inactive={running} onClick={onClose}>
            {t.common.cancel}
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={running}>
            {texts.confirm}
          </Button>
        </>
      }
    >
      <form id={formId} className="delete-account" noValidate onSubmit={(event) => void submit(event)}>
        <p>{texts.cannotUndo}</p>
        <DeletionSummary plan={plan} />
        {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
        {withGoogle ? (
          <div className="delete-account__proof">
            <p>{texts.googleLead}</p>
            {credential ? (
              <p className="delete-account__confirmed" role="status">
                {texts.googleConfirmed}
              </p>
            ) : (
              confirmWithGoogle({ onCredential: setCredential, onMessage: setMessage })
            )}
            <button
              type="button"
              className="link-button"
              autoFocus
              onClick={() => {
                setWithGoogle(false);
                setSwitched(true);
              }}
            >
              {texts.passwordInstead}
            </button>
          </div>
        ) : (
          <div className="delete-account__proof">
            <PasswordInput
              label={texts.passwordLabel}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setFieldError(null);
              }}
              invalid={fieldError !== null}
              hint={fieldError}
              data-autofocus
              autoFocus={switched}
            />
            {googleOn && (
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setWithGoogle(true);
                  setSwitched(true);
                  setFieldError(null);
                }}
              >
                {texts.googleInstead}
              </button>
            )}
          </div>
        )}
      </form>
    </Modal>
  );
}
