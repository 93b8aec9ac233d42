import { entrances } from '../../features/finances/api/finance-items';
import { ExchangePage as ExchangeFeaturePage } from '../../features/exchange/components/exchange-page';

/**
 * /exchange: the exchange feature's page, whose 'Record this exchange' saves an entrance through the
 * finances' own save, so that the finances held in memory show it at once (features do not import each
 * other: they meet here).
 */
export function ExchangePage() {
  const save = entrances.useSave();
  return <ExchangeFeaturePage recordExchange={(entrance) => save.mutateAsync(entrance)} />;
}
