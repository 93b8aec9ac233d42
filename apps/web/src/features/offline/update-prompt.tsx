import { X } from 'lucide-react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useMessages } from '@/i18n/language';
import './update-prompt.css';

function UpdatePrompt({ onAccept, onClose }: { onAccept: () => void; onClose: () => void }) {
  const t = useMessages();
  const [reloading, setReloading] = useState(false);
  return (
    <div className="update-prompt" role="status">
      <button
        type="button"
        className="update-prompt__accept"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onAccept();
        }}
      >
        {t.offline.updateReady}
      </button>
      <button
        type="button"
        className="update-prompt__close"
        aria-label={t.offline.updateLater}
        title={t.offline.updateLater}
        onClick={onClose}
      >
        <X aria-hidden="true" size={18} />
      </button>
    </div>
  );
}

/**
 * Shows "New version — reload" in a root of its own, beside whatever page is open (the sign-in page
 * included), until the user accepts or puts it off; put off, the new version takes over at the next
 * visit, once no tab runs the old one.
 */
export function showUpdatePrompt(accept: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<UpdatePrompt onAccept={accept} onClose={close} />);
}
