import type { ItineraryDay } from '@wayfarer/core';
import { useDroppable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';
import { useMessages } from '@/i18n/language';
import type { DayLabels } from '../day-labels';
import { stripId } from '../itinerary-drag';

interface DayStripProps {
  days: readonly ItineraryDay[];
  labels: readonly DayLabels[];
  colours: readonly string[];
  selectedDayId: string | null;
  onSelect: (dayId: string) => void;
  readOnly: boolean;
}

/**
 * The phone's row of days, one shown at a time: a button per day, scrolled sideways. An item dragged
 * onto a day's button goes to that day's end.
 */
export function DayStrip({ days, labels, colours, selectedDayId, onSelect, readOnly }: DayStripProps) {
  const t = useMessages().itinerary.page;
  return (
    <nav className="day-strip" aria-label={t.dayStrip}>
      <ol className="day-strip__days">
        {days.map((day, index) => (
          <DayButton
            key={day.id}
            day={day}
            labels={labels[index] ?? { name: '', short: '' }}
            colour={colours[index] ?? ''}
            selected={day.id === selectedDayId}
            onSelect={onSelect}
            readOnly={readOnly}
          />
        ))}
      </ol>
    </nav>
  );
}

interface DayButtonProps {
  day: ItineraryDay;
  labels: DayLabels;
  colour: string;
  selected: boolean;
  onSelect: (dayId: string) => void;
  readOnly: boolean;
}

function DayButton({ day, labels, colour, selected, onSelect, readOnly }: DayButtonProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stripId(day.id), disabled: readOnly });
  return (
    <li
      ref={setNodeRef}
      className={['day-strip__day', isOver && 'day-strip__day--over'].filter(Boolean).join(' ')}
    >
      <button
        type="button"
        className="day-strip__button"
        aria-pressed={selected}
        title={labels.name}
        style={{ '--day-colour': colour } as CSSProperties}
        onClick={() => onSelect(day.id)}
      >
        {labels.short}
      </button>
    </li>
  );
}
