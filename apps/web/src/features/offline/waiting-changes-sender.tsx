import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { CloudUpload } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { ApiRequestError } from '@/lib/api-client';
import { useAskConflict } from '@/lib/conflict-choice';
import { staleCurrentOf } from '@/lib/write-conflict';
import { useOffline } from '@/lib/offline/connection';
import { useWaitingChanges } from '@/lib/offline/use-waiting-changes';
import {
  followAccount,
  loadWaitingChanges,
  sendWaitingChanges,
  type RefusedChange,
  type Verdict,
} from '@/lib/offline/waiting-changes';
import './offline-banner.css';

/** How often changes are tried again while the browser says online and the server was out of reach. */
const RETRY_EVERY_MS = 15_000;

interface Question {
  refused: RefusedChange;
  answer: (verdict: 'discard' | 'retry') => void;
}

/**
 * Sends the changes made offline once the server can be reached: at once when the connection comes
 * back, and every little while when it had seemed to be there. A refusal stops the queue and asks:
 * a companion's newer change the usual way (theirs or mine), any other refusal (a role taken away, a
 * change no longer valid) with what the server said, to drop the change or try it again. Once all are
 * through, the pages read the server's truth again. Shows how many wait meanwhile. `account` is the
 * signed-in user's e-mail address once known: changes an ended session of theirs left are then sent too.
 * `onSessionEnded` is told when a change is refused for want of a session (the changes stay).
 */
export function WaitingChangesSender({
  account,
  onSessionEnded,
}: {
  account: string | undefined;
  onSessionEnded: () => void;
}) {
  const t = useMessages();
  const queryClient = useQueryClient();
  const ask = useAskConflict();
  const offline = useOffline();
  const waiting = useWaitingChanges();
  const [question, setQuestion] = useState<Question | null>(null);
  const sending = useRef(false);

  const decide = useCallback(
    async (refused: RefusedChange): Promise<Verdict> => {
      const stale = staleCurrentOf(refused.error);
      if (stale) {
        const current = stale.current as { version?: unknown } | null;
        const gone = current === null;
        const choice = await ask({ subject: refused.change.subject, rows: [], gone });
        return choice === 'mine' && !gone && typeof current.version === 'number'
          ? { againstVersion: current.version }
          : 'discard';
      }
      return new Promise((answer) => setQuestion({ refused, answer }));
    },
    [ask],
  );

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await loadWaitingChanges();
      // Once all are through (and only then: none waited on most loads), the pages read the server's truth.
      if (onlineManager.isOnline() && (await sendWaitingChanges(decide)))
        await queryClient.invalidateQueries();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) onSessionEnded();
      else console.error(error);
    } finally {
      sending.current = false;
    }
  }, [decide, queryClient, onSessionEnded]);

  useEffect(() => {
    if (account) void followAccount(account).then(send);
  }, [account, send]);

  useEffect(() => {
    void send();
    return onlineManager.subscribe((online) => {
      if (online) void send();
    });
  }, [send]);

  const count = waiting.length;
  // Also while the server seemed out of reach with the browser online: no event says when it is back,
  // and a change that goes through is what shows it (send() does nothing while the browser is offline).
  useEffect(() => {
    if (count === 0) return;
    const timer = setInterval(() => void send(), RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [count, send]);

  const choose = (verdict: 'discard' | 'retry') => {
    question?.answer(verdict);
    setQuestion(null);
  };

  return (
    <>
      {count > 0 && (
        <p className="offline-banner offline-banner--waiting" role="status">
          <CloudUpload aria-hidden="true" size={18} />
          <span>{offline ? t.offline.waitingChanges(count) : t.offline.sendingChanges}</span>
        </p>
      )}
      {question && (
        <Modal
          open
          onClose={() => choose('discard')}
          title={t.offline.refused.title}
          actions={
            <>
              <Button variant="secondary" data-autofocus onClick={() => choose('discard')}>
                {t.offline.refused.discard}
              </Button>
              <Button onClick={() => choose('retry')}>{t.offline.refused.retry}</Button>
            </>
          }
        >
          <p>{t.offline.refused.text(question.refused.change.subject, question.refused.error.message)}</p>
        </Modal>
      )}
    </>
  );
}
