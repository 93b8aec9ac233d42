import { useState, type ReactNode } from 'react';
import { useMessages } from '@/i18n/language';
import { Button } from './button';
import { MessageBox, type Message } from './message-box';
import { Modal } from './modal';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  /** The question, as the dialog's title: 'Remove Bruno?'. */
  title: string;
  /** What goes, or changes, once confirmed. */
  children: ReactNode;
  /** The confirming button's words: the action's own ('Delete trip'), never a bare 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs the change; the dialog closes once it resolves and shows `failure(error)` if it rejects. */
  onConfirm: () => Promise<unknown>;
  failure: (error: unknown) => Message;
  onClose: () => void;
}

/**
 * The question asked before a change that cannot be taken back. Focus starts on Cancel, so that an Enter
 * pressed out of habit cancels; the confirming button is red and names the change. While it runs the
 * dialog stays, busy; a refusal is shown in it, and the change can be tried again or cancelled.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  failure,
  onClose,
}: ConfirmDialogProps) {
  const t = useMessages();
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<Message | null>(null);

  async function confirm() {
    if (running) return;
    setRunning(true);
    setProblem(null);
    try {
      await onConfirm();
    } catch (error) {
      setRunning(false);
      setProblem(failure(error));
      return;
    }
    onClose();
  }

  return (
    <Modal
      open
      onClose={() => {
        if (!running) onClose();
      }}
      title={title}
      actions={
        <>
          <Button variant="secondary" data-autofocus inactive={running} onClick={onClose}>
            {cancelLabel ?? t.common.cancel}
          </Button>
          <Button variant="danger" busy={running} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="confirm-dialog">
        {problem && <MessageBox {...problem} onClose={() => setProblem(null)} />}
        <div className="confirm-dialog__text">{children}</div>
      </div>
    </Modal>
  );
}
