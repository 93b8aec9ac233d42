import { LoaderCircle } from 'lucide-react';
import { useMessages } from '@/i18n/language';
import './spinner.css';

interface SpinnerProps {
  /** Accessible name of the image; the spec calls it the loading image. */
  label?: string;
  size?: number;
}

export function Spinner({ label, size = 20 }: SpinnerProps) {
  const t = useMessages();
  return (
    <span className="spinner" role="img" aria-label={label ?? t.ui.spinner.label}>
      <LoaderCircle aria-hidden="true" size={size} strokeWidth={2.25} />
    </span>
  );
}
