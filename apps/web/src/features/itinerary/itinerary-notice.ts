import { createContext, useContext } from 'react';
import type { Message } from '@/components/ui/message-box';

export interface ItineraryNotice {
  /** The last refusal of the server, shown over the itinerary. */
  notice: Message | null;
  notify(message: Message): void;
  dismiss(): void;
}

/** Outside the itinerary's page a refusal is only logged. */
export const ItineraryNoticeContext = createContext<ItineraryNotice>({
  notice: null,
  notify: (message) => console.error(message.title, message.text),
  dismiss: () => undefined,
});

export const useItineraryNotice = () => useContext(ItineraryNoticeContext);
