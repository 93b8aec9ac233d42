import { useMessages } from '@/i18n/language';
import type { ConflictChoice, WriteConflict } from '@/lib/write-conflict';
import { Button } from './button';
import { Modal } from './modal';
import './conflict-dialog.css';

interface ConflictDialogProps {
  conflict: WriteConflict;
  onChoose: (choice: ConflictChoice) => void;
}

/**
 * Shows what a companion changed where the user's write was refused as stale, field beside field, and
 * lets them take theirs or keep their own. Focus starts on "Take theirs", and Escape takes theirs too:
 * only a deliberate choice writes over someone else's change.
 */
export function ConflictDialog({ conflict, onChoose }: ConflictDialogProps) {
  const texts = useMessages().ui.conflict;
  const takeTheirs = () => onChoose('theirs');
  if (conflict.gone) {
    return (
      <Modal
        open
        onClose={takeTheirs}
        title={texts.goneTitle}
        actions={
          <Button data-autofocus onClick={takeTheirs}>
            {texts.understood}
          </Button>
        }
      >
        <p className="conflict-dialog__text">{texts.gone(conflict.subject)}</p>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={takeTheirs}
      title={texts.changedTitle}
      size="medium"
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={takeTheirs}>
            {texts.takeTheirs}
          </Button>
          <Button onClick={() => onChoose('mine')}>{conflict.keepMineLabel ?? texts.keepMine}</Button>
        </>
      }
    >
      <div className="conflict-dialog">
        <p className="conflict-dialog__text">{texts.changed(conflict.subject)}</p>
        {conflict.rows.length > 0 ? (
          <table className="conflict-dialog__table">
            <thead>
              <tr>
                <th scope="col">{texts.field}</th>
                <th scope="col">{texts.theirs}</th>
                <th scope="col">{texts.mine}</th>
              </tr>
            </thead>
            <tbody>
              {conflict.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.theirs}</td>
                  <td>{row.mine}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="conflict-dialog__text">{texts.elsewhere}</p>
        )}
      </div>
    </Modal>
  );
}
