import { createContext, use, useCallback, useState, type ReactNode } from 'react';
import { ConflictDialog } from '../components/ui/conflict-dialog';
import type { AskConflict, ConflictChoice, WriteConflict } from './write-conflict';

const ConflictChoiceContext = createContext<AskConflict | null>(null);

interface Question {
  conflict: WriteConflict;
  answer: (choice: ConflictChoice) => void;
}

/**
 * Asks the user about each write refused as stale, one dialog at a time in the order they came, for
 * the mutations of the signed-in pages (useAskConflict).
 */
export function ConflictChoiceProvider({ children }: { children: ReactNode }) {
  const [questions, setQuestions] = useState<Question[]>([]);
  const ask = useCallback<AskConflict>(
    (conflict) => new Promise((answer) => setQuestions((waiting) => [...waiting, { conflict, answer }])),
    [],
  );
  const [asked] = questions;
  return (
    <ConflictChoiceContext value={ask}>
      {children}
      {asked && (
        <ConflictDialog
          key={questions.length}
          conflict={asked.conflict}
          onChoose={(choice) => {
            asked.answer(choice);
            setQuestions((waiting) => waiting.slice(1));
          }}
        />
      )}
    </ConflictChoiceContext>
  );
}

/** How a mutation asks the user to choose between their change and a companion's (write-conflict.ts). */
export function useAskConflict(): AskConflict {
  const ask = use(ConflictChoiceContext);
  if (!ask)
    throw new Error('useAskConflict() was called outside <ConflictChoiceProvider> (app/provider.tsx).');
  return ask;
}
