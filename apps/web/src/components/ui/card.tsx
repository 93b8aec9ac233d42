import type { HTMLAttributes } from 'react';
import './card.css';

/** The white surface on the pale grey page that every block of content sits on. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section {...rest} className={['card', className].filter(Boolean).join(' ')} />;
}
