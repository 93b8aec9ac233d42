import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { ringFill } from '../progress';
import './goal-ring.css';

interface GoalRingProps {
  icon: LucideIcon;
  /** The goal's colour (the palette's). */
  color: string;
  /** Spent out of the goal, in percent; the ring is full at 100 and beyond. */
  percentage: number;
}

const RADIUS = 27;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The goal's icon inside a ring that fills as its money is spent. Decorative: the card says the figures. */
export function GoalRing({ icon: Icon, color, percentage }: GoalRingProps) {
  const fill = ringFill(percentage);
  return (
    <span className="goal-ring" style={{ '--goal-color': color } as CSSProperties} aria-hidden="true">
      <svg viewBox="0 0 64 64" className="goal-ring__svg">
        <circle className="goal-ring__track" cx="32" cy="32" r={RADIUS} />
        {fill > 0 && (
          <circle
            className="goal-ring__fill"
            cx="32"
            cy="32"
            r={RADIUS}
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fill)}
            transform="rotate(-90 32 32)"
          />
        )}
      </svg>
      <span className="goal-ring__icon">
        <Icon size={22} strokeWidth={2} />
      </span>
    </span>
  );
}
