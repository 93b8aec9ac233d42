import type { ConflictChoice, WriteConflict } from '../../lib/write-conflict';
import { Button } from './button';
import { Modal } from './modal';
import './conflict-dialog.css';

export const conflictTexts = {
  changedTitle: 'Someone else changed this',
  changed: (subject: string) =>
    `A companion changed ${subject} after you opened it, so your change was not saved yet.`,
  elsewhere: 'Their change was elsewhere in it (its place on the board, or what it holds).',
  field: 'Field',
  theirs: 'Theirs',
  mine: 'Yours',
  takeTheirs: 'Take theirs',
  keepMine: 'Keep mine',
  goneTitle: 'Someone else deleted this',
  gone: (subject: string) =>
    `A companion deleted ${subject} after you opened it, so your change could not be saved.`,
  understood: 'OK',
} as const;

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
  const takeTheirs = () => onChoose('theirs');
  if (conflict.gone) {
    return (
      <Modal
        open
        onClose={takeTheirs}
        title={conflictTexts.goneTitle}
        actions={
          <Button data-autofocus onClick={takeTheirs}>
            {conflictTexts.understood}
          </Button>
        }
      >
        <p className="conflict-dialog__text">{conflictTexts.gone(conflict.subject)}</p>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onClose={takeTheirs}
      title={conflictTexts.changedTitle}
      size="medium"
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={takeTheirs}>
            {conflictTexts.takeTheirs}
          </Button>
          <Button onClick={() => onChoose('mine')}>{conflict.keepMineLabel ?? conflictTexts.keepMine}</Button>
        </>
      }
    >
      <div className="conflict-dialog">
        <p className="conflict-dialog__text">{conflictTexts.changed(conflict.subject)}</p>
        {conflict.rows.length > 0 ? (
          <table className="conflict-dialog__table">
            <thead>
              <tr>
                <th scope="col">{conflictTexts.field}</th>
                <th scope="col">{conflictTexts.theirs}</th>
                <th scope="col">{conflictTexts.mine}</th>
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
          <p className="conflict-dialog__text">{conflictTexts.elsewhere}</p>
        )}
      </div>
    </Modal>
  );
}
