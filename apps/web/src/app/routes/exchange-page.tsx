import { entrances } from '@/features/finances/api/finance-items';
import { ExchangeRates } from '@/features/exchange/components/exchange-rates';

/**
 * /exchange: the exchange feature's rates and fees (ExchangeRates), whose 'Record this exchange' saves an entrance through the
 * finances' own save, so that the finances held in memory show it at once (features do not import each
 * other: they meet here).
 */
export function ExchangePage() {
  const save = entrances.useSave();
  return <ExchangeRates recordExchange={(entrance) => save.mutateAsync(entrance)} />;
}
