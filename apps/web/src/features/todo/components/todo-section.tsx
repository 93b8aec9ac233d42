import { Plus, Trash2, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n/language';
import './todo-section.css';

interface TodoSectionProps {
  icon: LucideIcon;
  title: string;
  count: number;
  /** The toggle that opens and closes the add form. */
  addLabel: string;
  /** The add form, given the id the toggle controls; none for a viewer, who adds nothing. */
  form?: (id: string) => ReactNode;
  emptyText: string;
  children: ReactNode;
}

/** One of the edit modal's sections (Tasks, Attachments, Comments): a toggle opens its add form. */
export function TodoSection({
  icon: Icon,
  title,
  count,
  addLabel,
  form,
  emptyText,
  children,
}: TodoSectionProps) {
  const t = useMessages();
  const headingId = useId();
  const formId = useId();
  const [adding, setAdding] = useState(false);
  return (
    <section className="todo-section" aria-labelledby={headingId}>
      <div className="todo-section__head">
        <h3 id={headingId} className="todo-section__title">
          <Icon aria-hidden="true" size={18} />
          {title}
          <span className="todo-section__count">
            {count}
            <span className="visually-hidden">{t.todo.section.countUnit(count)}</span>
          </span>
        </h3>
        {form && (
          <Button
            variant="ghost"
            className="todo-section__toggle"
            aria-expanded={adding}
            aria-controls={adding ? formId : undefined}
            icon={<Plus aria-hidden="true" size={18} className="todo-section__toggle-icon" />}
            onClick={() => setAdding((open) => !open)}
          >
            {addLabel}
          </Button>
        )}
      </div>
      {adding && form?.(formId)}
      {count === 0 ? (
        <p className="todo-section__empty">{emptyText}</p>
      ) : (
        <ul className="todo-section__items">{children}</ul>
      )}
    </section>
  );
}

interface DeleteButtonProps {
  label: string;
  onClick: () => void;
}

/** The small trash button at the end of a task, attachment or comment. */
export function DeleteItemButton({ label, onClick }: DeleteButtonProps) {
  return (
    <button
      type="button"
      className="icon-button todo-item__delete"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Trash2 aria-hidden="true" size={18} />
    </button>
  );
}

/** "Added by …" under an item of a shared trip (see useAddedBy); nothing where it is not said. */
export function AddedBy({ text }: { text: string | null }) {
  return text ? <span className="todo-item__added-by">{text}</span> : null;
}
