import type { ReactNode } from 'react';
import { DocumentTitle } from '../document-title';
import './page.css';

interface PageProps {
  /** The h1 and the tab title ('Wayfarer — {title}'). */
  title: string;
  /** Buttons or links at the end of the title row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One page of the signed-in app: its title as the h1, then its content. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <div className="page">
      <DocumentTitle title={title} />
      <div className="page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}
