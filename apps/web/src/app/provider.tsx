import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConflictChoiceProvider } from '../lib/conflict-choice';
import { queryClient } from './query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConflictChoiceProvider>{children}</ConflictChoiceProvider>
    </QueryClientProvider>
  );
}
