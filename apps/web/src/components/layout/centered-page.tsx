import type { ReactNode } from 'react';
import { Brand } from '../brand';
import './centered-page.css';

/** A single white card in the middle of the pale page, for the pages outside the signed-in layout. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return (
    <div className="centered-page">
      <header className="centered-page__top">
        <Brand />
      </header>
      <main className="centered-page__card">{children}</main>
    </div>
  );
}
