import { RotateCw, SkipForward, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n/language';

interface RadioFailureProps {
  name: string;
  /** The list has no other station: the button tries this one again. */
  onlyStation: boolean;
  onNext: () => void;
}

/** A station whose stream did not play: said in words, with the next station one click away. */
export function RadioFailure({ name, onlyStation, onNext }: RadioFailureProps) {
  const { common, radio } = useMessages();
  return (
    <div className="radio-widget__panel radio-widget__panel--failed">
      <TriangleAlert aria-hidden="true" size={20} className="radio-widget__failure-icon" />
      <div className="radio-widget__failure">
        <p className="radio-widget__failure-text">
          <strong title={name}>{name}</strong>
          {radio.notAnswering}
        </p>
        <Button
          variant="secondary"
          icon={
            onlyStation ? (
              <RotateCw aria-hidden="true" size={18} />
            ) : (
              <SkipForward aria-hidden="true" size={18} />
            )
          }
          onClick={onNext}
        >
          {onlyStation ? common.retry : radio.tryNext}
        </Button>
      </div>
    </div>
  );
}
