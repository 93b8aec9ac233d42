import { useEffect, useRef, useState } from 'react';

/** What each field of a form lacks before the form can be sent, in words; null or absent when nothing. */
export type FieldProblems<Field extends string> = Partial<Record<Field, string | null>>;

/**
 * A form that will not send says why: until the user tries to send it, its fields stay quiet; from the
 * first try on, each field that keeps the form from being sent shows what it lacks (and stops as soon as
 * it is fixed), and every try moves the focus to the first such field; a try that sends quiets them again,
 * so that a form emptied for the next item does not greet it with problems. Its fields mark themselves
 * invalid (aria-invalid) with the problem the form hands them.
 */
export function useSendAttempt<Field extends string>(problems: FieldProblems<Field>) {
  const triedForm = useRef<HTMLFormElement | null>(null);
  const [tries, setTries] = useState(0);
  const ready = Object.values(problems).every((problem) => !problem);

  useEffect(() => {
    if (tries === 0) return;
    triedForm.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);

  return {
    /** Nothing is missing. */
    ready,
    /** What the field lacks, once the user tried to send the form; undefined otherwise. */
    problem: (field: Field): string | undefined => (tries > 0 ? (problems[field] ?? undefined) : undefined),
    /** On the form's submit: true when it may be sent; otherwise it names what is missing and returns false. */
    trySend(form: HTMLFormElement): boolean {
      triedForm.current = form;
      setTries((count) => (ready ? 0 : count + 1));
      return ready;
    },
  };
}
