import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { messages, useMessages } from '@/i18n/language';
import { clearSession } from '@/lib/session';
import { downloadAccountData } from '../api/export-account';
import { downloadProgressText } from '../download-progress';
import { downloadFailure, isAbort, isSessionOver } from '../messages';
import './account-data.css';

/** Bytes received so far; null while the server prepares the archive, undefined when none is running. */
type Progress = number | null | undefined;

/** "Download my data": everything of the user in one ZIP, with how much has come while it comes. */
export function DownloadData() {
  const t = useMessages();
  const titleId = useId();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>(undefined);
  const [message, setMessage] = useState<Message | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the page ends a download under way: nothing would save what it brings.
  useEffect(() => () => running.current?.abort(), []);

  async function download() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setMessage(null);
    setProgress(null);
    try {
      await downloadAccountData({ signal: controller.signal, onProgress: setProgress });
      setMessage({ type: 'success', ...messages().accountData.download.done });
    } catch (error) {
      if (isSessionOver(error)) {
        clearSession();
        navigate('/login', { replace: true });
        queryClient.clear();
        return;
      }
      if (!isAbort(error)) setMessage(downloadFailure(error));
    } finally {
      running.current = null;
      setProgress(undefined);
    }
  }

  const busy = progress !== undefined;
  return (
    <Card className="account-data" aria-labelledby={titleId}>
      <div className="account-data__head">
        <h2 id={titleId}>{t.accountData.download.title}</h2>
        <p>{t.accountData.download.lead}</p>
      </div>
      <ul className="account-data__list">
        <li>{t.accountData.download.contents.account}</li>
        <li>{t.accountData.download.contents.trips}</li>
        <li>{t.accountData.download.contents.money}</li>
        <li>{t.accountData.download.contents.calendar}</li>
      </ul>
      <div className="account-data__actions">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" size={18} />}
          busy={busy}
          onClick={() => void download()}
        >
          {t.accountData.download.button}
        </Button>
        {busy && (
          <Button variant="ghost" onClick={() => running.current?.abort()}>
            {t.common.cancel}
          </Button>
        )}
        <p className="account-data__progress" role="status">
          {busy ? downloadProgressText(progress) : ''}
        </p>
      </div>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
    </Card>
  );
}
