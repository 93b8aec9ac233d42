import {
  entrancesByMonth,
  formatMoney,
  MONTH_NAMES,
  onFirstUse,
  type CalendarMonth,
  type Entrance,
} from '@wayfarer/core';
import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Card } from '../../../components/ui/card';
import { barKeyTarget, entrancesBars } from '../chart-data';
import './entrances-chart.css';

interface EntrancesChartProps {
  entrances: readonly Entrance[];
  /** The month the chart ends with: the current one. */
  current: CalendarMonth;
  /** The month picked below, drawn in the accent colour when it is one of the 12. */
  selected: CalendarMonth;
}

const compactMoney = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      maximumFractionDigits: 1,
    }),
);

/** A custom property for the stylesheet, which draws the geometry. */
const share = (name: '--at' | '--height', value: number) => ({ [name]: value }) as CSSProperties;

/**
 * The 12-month entrances bar chart, drawn by CSS from a table of the months: no chart library on
 * /finances, and the table is what assistive tech reads. Each month shows its exact figure on hover,
 * and on focus: the chart is one tab stop, the arrow keys move between the months.
 */
export function EntrancesChart({ entrances, current, selected }: EntrancesChartProps) {
  const titleId = useId();
  const series = useMemo(() => entrancesByMonth(entrances, current), [entrances, current]);
  const bars = entrancesBars(series, selected);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const [focused, setFocused] = useState<number | null>(null);
  const selectedIndex = bars.selected.indexOf(true);
  const tabStop = focused ?? (selectedIndex >= 0 ? selectedIndex : series.length - 1);

  const moveFocus = (event: KeyboardEvent) => {
    const target = barKeyTarget(event.key, tabStop, series.length);
    if (target === null) return;
    event.preventDefault();
    rows.current[target]?.focus();
  };

  return (
    <Card className="entrances-chart" aria-labelledby={titleId}>
      <header className="finances__card-head">
        <div>
          <h2 id={titleId}>Entrances</h2>
          <p className="finances__muted">The last 12 months</p>
        </div>
        <p className="entrances-chart__sum">
          <span className="finances__muted">Total</span>
          <strong>{formatMoney(bars.sum)}</strong>
        </p>
      </header>
      <div className="entrances-chart__plot">
        <div className="entrances-chart__axis" aria-hidden="true">
          {bars.ticks.map((tick) => (
            <span key={tick.value} className="entrances-chart__line" style={share('--at', tick.share)}>
              <span className="entrances-chart__tick">{compactMoney().format(tick.value / 100)}</span>
            </span>
          ))}
        </div>
        <table className="entrances-chart__months">
          <caption className="visually-hidden">Entrances per month, the last 12 months</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Entrances</th>
            </tr>
          </thead>
          <tbody onKeyDown={moveFocus}>
            {series.map(({ month, total }, index) => (
              <tr
                key={`${month.year}-${month.monthIndex}`}
                ref={(row) => {
                  rows.current[index] = row;
                }}
                className={
                  bars.selected[index]
                    ? 'entrances-chart__month entrances-chart__month--selected'
                    : 'entrances-chart__month'
                }
                style={share('--height', bars.heights[index] ?? 0)}
                tabIndex={index === tabStop ? 0 : -1}
                onFocus={() => setFocused(index)}
                onBlur={() => setFocused(null)}
              >
                <th scope="row">
                  <span className="entrances-chart__label" aria-hidden="true">
                    {bars.labels[index]?.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </span>
                  <span className="visually-hidden">{`${MONTH_NAMES[month.monthIndex]} ${month.year}`}</span>
                </th>
                <td>
                  <span className="entrances-chart__value">{formatMoney(total)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
