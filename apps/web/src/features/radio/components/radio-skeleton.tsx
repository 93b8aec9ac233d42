import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/i18n/language';
import './radio-controls.css';
import './radio-volume.css';

/** The player's shape while the stations load (spec: "skeleton while the list is empty"). */
export function RadioSkeleton() {
  const t = useMessages().radio;
  return (
    <LoadingRegion label={t.loading} className="radio-widget__player">
      <div className="radio-widget__panel">
        <Skeleton width={140} />
        <div className="radio-widget__station">
          <Skeleton shape="circle" width={48} className="radio-widget__icon-skeleton" />
          <div className="radio-widget__station-text">
            <Skeleton shape="title" width="55%" />
            <Skeleton width={64} />
          </div>
        </div>
      </div>
      <div className="radio-widget__controls">
        <div className="radio-controls">
          <Skeleton shape="circle" width={40} />
          <Skeleton shape="circle" width={48} />
          <Skeleton shape="circle" width={40} />
        </div>
        <div className="radio-volume">
          <Skeleton shape="circle" width={20} />
          <Skeleton height={6} className="radio-volume__skeleton" />
        </div>
      </div>
    </LoadingRegion>
  );
}
