import type { ItineraryItem } from '@wayfarer/core';
import { Lightbulb, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/i18n/language';
import { IDEAS } from '../itinerary-drag';
import type { ItemActions } from './itinerary-item';
import { ItemList } from './item-list';

interface IdeasSectionProps extends ItemActions {
  items: readonly ItineraryItem[];
  colour: string;
  readOnly: boolean;
  onAdd: () => void;
}

/** "Not yet planned": the ideas of no day yet, dragged to a day when their day comes. */
export function IdeasSection({ items, colour, readOnly, onAdd, onEdit, onDelete }: IdeasSectionProps) {
  const t = useMessages().itinerary.ideas;
  const headingId = useId();
  return (
    <section className="itinerary-ideas" aria-labelledby={headingId}>
      <header className="itinerary-ideas__head">
        <Lightbulb aria-hidden="true" size={20} />
        <h2 id={headingId} className="itinerary-ideas__title">
          {t.title}
        </h2>
        {!readOnly && (
          <Button variant="ghost" icon={<Plus aria-hidden="true" size={18} />} onClick={onAdd}>
            {t.add}
          </Button>
        )}
      </header>
      <ItemList
        listId={IDEAS}
        items={items}
        onDay={null}
        colour={colour}
        readOnly={readOnly}
        empty={{ text: t.empty, hint: t.emptyHint }}
        numbered={false}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </section>
  );
}
