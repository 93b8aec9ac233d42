import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MessageBox, type Message } from '@/components/ui/message-box';
import { useMessages } from '@/i18n/language';
import { requestPasswordChange } from '../api/request-password-change';
import './password-change.css';

/** 'Change password': mails the reset link to the user's own e-mail and says so. */
export function PasswordChange({ email }: { email: string }) {
  const t = useMessages();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  async function request() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    setMessage(await requestPasswordChange(email));
    setBusy(false);
  }

  return (
    <div className="password-change">
      <Button
        variant="secondary"
        block
        icon={<KeyRound aria-hidden="true" size={18} />}
        busy={busy}
        onClick={() => void request()}
      >
        {t.account.passwordChange.button}
      </Button>
      {message && <MessageBox {...message} onClose={() => setMessage(null)} />}
    </div>
  );
}
