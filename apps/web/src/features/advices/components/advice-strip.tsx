import type { AdvicePlace } from '@wayfarer/core';
import { useState } from 'react';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { Card } from '@/components/ui/card';
import { CardTitleLink } from '@/components/ui/card-title-link';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { AdviceDetailModal } from './advice-detail-modal';
import { AdviceRow } from './advice-row';
import './advice-strip.css';

/** Spec section 2: seven grey 200 × 300 cards stand in while there are no places. */
const STRIP_PLACEHOLDERS = 7;

/**
 * The dashboard's advice strip (spec section 2): places of every kind near the destination in a
 * sideways row, the heading leading to /advices; a card opens the same detail modal as /advices.
 */
export function AdviceStrip({ className }: { className?: string }) {
  const trip = useCurrentTrip();
  const t = useMessages().advices;
  const [selected, setSelected] = useState<AdvicePlace | null>(null);

  return (
    <Card className={['advice-strip', className].filter(Boolean).join(' ')}>
      <AdviceRow
        heading={<CardTitleLink to="/advices">{t.title}</CardTitleLink>}
        placesLabel={t.places}
        lat={trip.tripLat}
        lon={trip.tripLon}
        city={trip.tripCity}
        placeholders={STRIP_PLACEHOLDERS}
        keepPlaceholders
        onOpen={setSelected}
      />
      <FeedCredit feed="places" lead={t.creditLead} lines={1} className="advice-strip__credit" />
      <AdviceDetailModal place={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
