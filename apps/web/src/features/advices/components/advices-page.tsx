import type { AdvicePlace } from '@wayfarer/core';
import { useState } from 'react';
import { FeedCredit } from '@/components/feeds/feed-credit';
import { Page } from '@/components/layout/page';
import { useMessages } from '@/i18n/language';
import { useCurrentTrip } from '@/lib/current-trip';
import { ADVICE_ROWS } from '../advice-places';
import { AdviceDetailModal } from './advice-detail-modal';
import { AdviceRow } from './advice-row';
import { DiscoveryBanner } from './discovery-banner';
import './advices.css';
import { pageTitle } from '@/lib/page-titles';

/** /advices: the Discovery banner and four category rows of places near the destination. */
export function AdvicesPage() {
  const trip = useCurrentTrip();
  const t = useMessages().advices;
  const [selected, setSelected] = useState<AdvicePlace | null>(null);
  const where = { lat: trip.tripLat, lon: trip.tripLon, city: trip.tripCity };

  return (
    <Page title={pageTitle('/advices')}>
      <div className="advices">
        <DiscoveryBanner {...where} held={selected !== null} onOpen={setSelected} />
        {ADVICE_ROWS.map((category) => (
          <AdviceRow
            key={category.id}
            heading={t.categories[category.id].name}
            placesLabel={t.categories[category.id].places}
            category={category.id}
            {...where}
            onOpen={setSelected}
          />
        ))}
        <FeedCredit feed="places" lead={t.creditLead} />
      </div>
      <AdviceDetailModal place={selected} onClose={() => setSelected(null)} />
    </Page>
  );
}
