import { LoaderCircle } from 'lucide-react';
import './spinner.css';

interface SpinnerProps {
  /** Accessible name of the image; the spec calls it the loading image. */
  label?: string;
  size?: number;
}

export function Spinner({ label = 'loading image', size = 20 }: SpinnerProps) {
  return (
    <span className="spinner" role="img" aria-label={label}>
      <LoaderCircle aria-hidden="true" size={size} strokeWidth={2.25} />
    </span>
  );
}
