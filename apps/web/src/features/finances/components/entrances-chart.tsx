import {
  entrancesByMonth,
  formatMoney,
  MONTH_NAMES,
  type CalendarMonth,
  type Entrance,
} from '@wayfarer/core';
import type { ChartData, ChartOptions } from 'chart.js';
import { useId, useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { Card } from '../../../components/ui/card';
import { entrancesBars } from '../chart-data';
import { tooltipLook } from '../../../lib/chart-look';
import { chartColors } from './chart-setup';
import './entrances-chart.css';

interface EntrancesChartProps {
  entrances: readonly Entrance[];
  /** The month the chart ends with: the current one. */
  current: CalendarMonth;
  /** The month picked below, drawn in the accent colour when it is one of the 12. */
  selected: CalendarMonth;
}

const compactMoney = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The 12-month entrances bar chart, with the same figures as a table for assistive tech. */
export function EntrancesChart({ entrances, current, selected }: EntrancesChartProps) {
  const titleId = useId();
  const series = useMemo(() => entrancesByMonth(entrances, current), [entrances, current]);
  const bars = entrancesBars(series, selected);

  const data: ChartData<'bar', number[], string[]> = {
    labels: bars.labels,
    datasets: [
      {
        label: 'Entrances',
        data: bars.totals.map((cents) => cents / 100),
        backgroundColor: bars.selected.map((on) => (on ? chartColors.accent : chartColors.accentLight)),
        hoverBackgroundColor: chartColors.accent,
        borderRadius: 6,
        borderSkipped: 'bottom',
        maxBarThickness: 44,
      },
    ],
  };

  const options: ChartOptions<'bar'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 400 },
    plugins: {
      tooltip: {
        ...tooltipLook,
        callbacks: {
          title: ([item]) => {
            const month = item && series[item.dataIndex]?.month;
            return month ? `${MONTH_NAMES[month.monthIndex]} ${month.year}` : '';
          },
          // The exact cents, not the float the bar was drawn from.
          label: (item) => formatMoney(bars.totals[item.dataIndex] ?? 0),
        },
      },
    },
    scales: {
      x: {
        grid: { display: false },
        border: { display: false },
        ticks: { maxRotation: 0, autoSkipPadding: 8 },
      },
      y: {
        beginAtZero: true,
        // An empty year still gets a sensible scale rather than $0 to $1.
        suggestedMax: bars.sum === 0 ? 1000 : undefined,
        border: { display: false },
        grid: { color: chartColors.grid },
        ticks: { maxTicksLimit: 5, callback: (value) => compactMoney.format(Number(value)) },
      },
    },
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
      <div className="entrances-chart__canvas">
        <Bar data={data} options={options} aria-hidden="true" />
      </div>
      <table className="visually-hidden">
        <caption>Entrances per month, the last 12 months</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Entrances</th>
          </tr>
        </thead>
        <tbody>
          {series.map(({ month, total }) => (
            <tr key={`${month.year}-${month.monthIndex}`}>
              <th scope="row">{`${MONTH_NAMES[month.monthIndex]} ${month.year}`}</th>
              <td>{formatMoney(total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
