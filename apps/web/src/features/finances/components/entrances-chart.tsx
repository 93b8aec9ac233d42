import { entrancesByMonth, type CalendarMonth, type Entrance, type Language } from '@wayfarer/core';
import { useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Card } from '@/components/ui/card';
import { useFormats } from '@/i18n/formats';
import { useMessages } from '@/i18n/language';
import { barKeyTarget, entrancesBars } from '../chart-data';
import { monthLabel } from '../dates';
import { homeCurrencyOf, homeMoney } from '../money';
import './entrances-chart.css';

interface EntrancesChartProps {
  entrances: readonly Entrance[];
  /** The month the chart ends with: the current one. */
  current: CalendarMonth;
  /** The month picked below, drawn in the accent colour when it is one of the 12. */
  selected: CalendarMonth;
  /** The home currency the figures are in. */
  homeCurrency: string;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * The value axis's short figures in the home currency, as the language writes them: '$1K', 'R$ 1 mil'.
 * Made on first use, once per language and currency.
 */
function compactMoney(language: Language, currency: string): Intl.NumberFormat {
  const key = `${language}:${currency}`;
  let format = compactFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        notation: 'compact',
        maximumFractionDigits: 1,
      });
    } catch {
      format = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    }
    compactFormats.set(key, format);
  }
  return format;
}

/** A custom property for the stylesheet, which draws the geometry. */
const share = (name: '--at' | '--height' | '--tick-chars', value: number) =>
  ({ [name]: value }) as CSSProperties;

/**
 * The 12-month entrances bar chart, drawn by CSS from a table of the months: no chart library on
 * /finances, and the table is what assistive tech reads. Each month shows its exact figure on hover,
 * and on focus: the chart is one tab stop, the arrow keys move between the months.
 */
export function EntrancesChart({ entrances, current, selected, homeCurrency }: EntrancesChartProps) {
  const t = useMessages().finances.chart;
  const format = useFormats();
  const ticks = compactMoney(format.language, homeCurrencyOf(homeCurrency));
  const titleId = useId();
  const series = useMemo(() => entrancesByMonth(entrances, current), [entrances, current]);
  const bars = entrancesBars(series, selected, format);
  const tickTexts = bars.ticks.map((tick) => ticks.format(tick.value / 100));
  // The value labels' column is as wide as its longest label: 'R$ 1,5 mil' needs more room than '$1K'.
  const tickChars = Math.max(3, ...tickTexts.map((text) => text.length));
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
          <h2 id={titleId}>{t.title}</h2>
          <p className="finances__muted">{t.lastMonths}</p>
        </div>
        <p className="entrances-chart__sum">
          <span className="finances__muted">{t.total}</span>
          <strong>{homeMoney(format, bars.sum, homeCurrency)}</strong>
        </p>
      </header>
      <div className="entrances-chart__plot" style={share('--tick-chars', tickChars)}>
        <div className="entrances-chart__axis" aria-hidden="true">
          {bars.ticks.map((tick, index) => (
            <span key={tick.value} className="entrances-chart__line" style={share('--at', tick.share)}>
              <span className="entrances-chart__tick">{tickTexts[index]}</span>
            </span>
          ))}
        </div>
        <table className="entrances-chart__months">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">{t.month}</th>
              <th scope="col">{t.entrances}</th>
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
                  <span className="visually-hidden">{monthLabel(month, format)}</span>
                </th>
                <td>
                  <span className="entrances-chart__value">{homeMoney(format, total, homeCurrency)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
