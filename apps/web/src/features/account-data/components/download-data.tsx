import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MessageBox, type Message } from '../../../components/ui/message-box';
import { clearSession } from '../../../lib/session';
import { downloadAccountData } from '../api/export-account';
import { downloadProgressText } from '../download-progress';
import { downloadFailure, isAbort, isSessionOver } from '../messages';
import './account-data.css';

/** Bytes received so far; null while the server prepares the archive, undefined when none is running. */
type Progress = number | null | undefined;

/** "Download my data": everything of the user in one ZIP, with how much has come while it comes. */
export function DownloadData() {
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
      setMessage({
        type: 'success',
        title: 'Your data is downloaded.',
        text: 'Find the ZIP among your downloads.',
      });
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
        <h2 id={titleId}>Your data</h2>
        <p>Download everything Wayfarer holds about you, in one ZIP file:</p>
      </div>
      <ul className="account-data__list">
        <li>your account: name, e-mail, time zone and settings, never your password;</li>
        <li>every trip you belong to, with your role, its board, its goals and costs;</li>
        <li>your own money: entrances, domestic goals and costs (also as a spreadsheet, finances.csv);</li>
        <li>a calendar file of the dated items (calendar.ics), and the files attached to the boards.</li>
      </ul>
      <div className="account-data__actions">
        <Button
          variant="secondary"
          icon={<Download aria-hidden="true" size={18} />}
          busy={busy}
          onClick={() => void download()}
        >
          Download my data
        </Button>
        {busy && (
          <Button variant="ghost" onClick={() => running.current?.abort()}>
            Cancel
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
