import { RotateCw } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import { Button } from './button';

interface RetryButtonProps {
  onRetry: () => void;
  /** The new attempt is running: the button shows it is busy and ignores clicks. */
  retrying: boolean;
  /** 16 in a compact card, 18 elsewhere. */
  iconSize?: number;
}

/** 'Try again', after something failed to load: every failure note offers the same button. */
export function RetryButton({ onRetry, retrying, iconSize = 18 }: RetryButtonProps) {
  const t = useMessages();
  return (
    <Button
      variant="secondary"
      icon={<RotateCw aria-hidden="true" size={iconSize} />}
      busy={retrying}
      busyLabel={t.common.loading}
      onClick={onRetry}
    >
      {t.common.retry}
    </Button>
  );
}
