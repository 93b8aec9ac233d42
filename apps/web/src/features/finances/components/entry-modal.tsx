import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import type { useSendAttempt } from '@/lib/use-send-attempt';
import { TheirsKept } from '@/lib/write-conflict';
import { failureMessage } from '../messages';
import './entry-modal.css';

interface EntryModalProps {
  title: string;
  onClose: () => void;
  canSave: boolean;
  /** The form's fields say what keeps it from being saved when the user tries (lib/use-send-attempt.ts). */
  attempt: Pick<ReturnType<typeof useSendAttempt>, 'trySend'>;
  /** Calls the server; the page changes only once it agreed (the api hooks see to that). */
  onSave: () => Promise<unknown>;
  /** Given for an existing entry: the Delete button. */
  onDelete?: () => Promise<unknown>;
  /** Said next to Delete, such as what happens to a goal's costs. */
  deleteNote?: string;
  children: ReactNode;
}

type Running = 'save' | 'delete' | null;

/**
 * The modal around every finance form: Save (and Delete for an existing entry) with their loading
 * state, the failure message when the server refuses (nothing changes then), and the closing.
 */
export function EntryModal({
  title,
  onClose,
  canSave,
  attempt,
  onSave,
  onDelete,
  deleteNote,
  children,
}: EntryModalProps) {
  const messages = useMessages();
  const t = messages.common;
  const formId = useId();
  const [running, setRunning] = useState<Running>(null);
  const [failure, setFailure] = useState<Message | null>(null);
  async function run(action: 'save' | 'delete', call: () => Promise<unknown>) {
    if (running) return;
    setRunning(action);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setRunning(null);
      // The user chose a companion's change over theirs: the page shows it, and the form has no more to do.
      if (error instanceof TheirsKept) onClose();
      else setFailure(failureMessage(error, action));
      return;
    }
    // The spec closes the form 2 s after the submit; the page already shows the change from the server's
    // answer (or at once, queued offline), so waiting longer would only keep the user from it.
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.trySend(event.currentTarget) && canSave) void run('save', onSave);
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          {onDelete && (
            <div className="entry-modal__delete">
              <Button
                variant="secondary"
                className="entry-modal__delete-button"
                icon={<Trash2 aria-hidden="true" size={18} />}
                busy={running === 'delete'}
                busyLabel={messages.ui.spinner.deleting}
                inactive={running === 'save'}
                onClick={() => void run('delete', onDelete)}
              >
                {t.delete}
              </Button>
              {deleteNote && <p className="entry-modal__note">{deleteNote}</p>}
            </div>
          )}
          <Button
            type="submit"
            form={formId}
            busy={running === 'save'}
            unready={!canSave}
            inactive={running === 'delete'}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <form id={formId} className="form-stack" noValidate onSubmit={handleSubmit}>
        {failure && <MessageBox {...failure} onClose={() => setFailure(null)} />}
        <fieldset className="form-stack__fields" disabled={running !== null}>
          {children}
        </fieldset>
      </form>
    </Modal>
  );
}
