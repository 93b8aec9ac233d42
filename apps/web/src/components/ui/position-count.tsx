import { useMessages } from '@/i18n/language';

interface PositionCountProps {
  /** What is counted, for screen readers: 'Article' reads 'Article 3 of 10'. */
  noun: string;
  /** Zero-based: the first item is 0. */
  index: number;
  count: number;
  className?: string;
  /** Announce each move politely (a pager the reader steps through). */
  announce?: boolean;
}

/** Where a pager is: '3 / 10' on screen, 'Article 3 of 10' to a screen reader. */
export function PositionCount({ noun, index, count, className, announce = false }: PositionCountProps) {
  const t = useMessages();
  return (
    <p className={className} role={announce ? 'status' : undefined}>
      <span className="visually-hidden">{noun} </span>
      {index + 1}
      <span aria-hidden="true"> / </span>
      <span className="visually-hidden">{` ${t.ui.positionCount.of} `}</span>
      {count}
    </p>
  );
}
