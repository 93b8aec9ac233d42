import { CircleCheck, CircleX, ServerCrash, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import './message-box.css';

/** Spec section 8: three message types plus the server_error kind. */
export type MessageType = 'error' | 'attention' | 'success' | 'server_error';

export interface Message {
  type: MessageType;
  title: string;
  text?: string;
}

const icons: Record<MessageType, LucideIcon> = {
  error: CircleX,
  attention: TriangleAlert,
  success: CircleCheck,
  server_error: ServerCrash,
};

interface MessageBoxProps extends Message {
  /** When given, the box shows a close button that calls it. */
  onClose?: () => void;
  className?: string;
}

export function MessageBox({ type, title, text, onClose, className }: MessageBoxProps) {
  const t = useMessages();
  const Icon = icons[type];
  const urgent = type === 'error' || type === 'server_error';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={['message-box', `message-box--${type.replace('_', '-')}`, className]
        .filter(Boolean)
        .join(' ')}
      data-type={type}
    >
      <Icon className="message-box__icon" aria-hidden="true" size={20} />
      <div className="message-box__body">
        <p className="message-box__title">{title}</p>
        {text && <p className="message-box__text">{text}</p>}
      </div>
      {onClose && (
        <button
          type="button"
          className="icon-button message-box__close"
          aria-label={t.ui.messageBox.close}
          onClick={onClose}
        >
          <X aria-hidden="true" size={16} />
        </button>
      )}
    </div>
  );
}
