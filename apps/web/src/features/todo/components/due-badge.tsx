import { dueMark, type DueMarkOptions } from '../due-dates';
import './due-badge.css';

interface DueBadgeProps extends Pick<DueMarkOptions, 'wording'> {
  day: string;
  done: boolean;
  today: string;
  className?: string;
}

/** A due day in words, today's and late ones marked by their words and their look. */
export function DueBadge({ day, done, today, wording, className }: DueBadgeProps) {
  const { state, text } = dueMark(day, done, today, { wording });
  return (
    <span className={['due-badge', `due-badge--${state}`, className].filter(Boolean).join(' ')}>
      <time dateTime={day}>{text}</time>
    </span>
  );
}
