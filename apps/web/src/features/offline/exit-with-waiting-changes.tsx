import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/i18n/language';
import { useWaitingChanges } from '@/lib/offline/use-waiting-changes';

/** Exit while changes made offline wait: they live only on this device, so the user is asked first. */
export function ExitWithWaitingChanges({ onExit, onStay }: { onExit: () => void; onStay: () => void }) {
  const t = useMessages();
  const count = useWaitingChanges().length;
  return (
    <Modal
      open
      onClose={onStay}
      label={t.offline.exitAnyway}
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onStay}>
            {t.offline.stay}
          </Button>
          <Button variant="danger" onClick={onExit}>
            {t.offline.exitAnyway}
          </Button>
        </>
      }
    >
      <p>{t.offline.exitWithWaiting(count)}</p>
    </Modal>
  );
}
