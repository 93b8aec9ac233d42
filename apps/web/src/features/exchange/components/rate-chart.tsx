import type { ChartData, ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatRate, type RateHistory } from '../exchange-model';
import { useMessages } from '@/i18n/language';
import { tooltipLook } from '@/lib/chart-look';
import { rateColors } from './chart-setup';

interface RateChartProps {
  history: RateHistory;
  home: string;
  trip: string;
}

/** The 7-day line, red or green (spec section 2), with the same figures as a table for assistive tech. */
export function RateChart({ history, home, trip }: RateChartProps) {
  const t = useMessages().exchange;
  const color = history.dearer ? rateColors.dearer : rateColors.cheaper;
  const data: ChartData<'line', number[], string> = {
    labels: [...history.labels],
    datasets: [
      {
        label: t.pair(trip, home),
        data: history.values,
        borderColor: color,
        backgroundColor: history.dearer ? rateColors.dearerFill : rateColors.cheaperFill,
        fill: 'start',
        // Monotone curves never swing past a point: a rate between two days stays between them.
        cubicInterpolationMode: 'monotone',
        borderWidth: 2.5,
        pointRadius: 3.5,
        pointHoverRadius: 6,
        pointBackgroundColor: rateColors.surface,
        pointBorderColor: color,
        pointBorderWidth: 2,
      },
    ],
  };

  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: { duration: 400 },
    interaction: { mode: 'index', intersect: false },
    plugins: {
      tooltip: {
        ...tooltipLook,
        callbacks: {
          label: (item) => t.chart.tooltip(trip, formatRate(item.parsed.y ?? Number.NaN), home),
        },
      },
    },
    scales: {
      // All seven labels, level, even at 375 px: they are short ('-6d' … 'Today').
      x: { grid: { display: false }, border: { display: false }, ticks: { maxRotation: 0, autoSkip: false } },
      y: {
        border: { display: false },
        grid: { color: rateColors.grid },
        ticks: { maxTicksLimit: 5, callback: (value) => formatRate(Number(value)) },
      },
    },
  };

  return (
    <>
      <div className="exchange__canvas">
        <Line data={data} options={options} aria-hidden="true" />
      </div>
      <table className="visually-hidden">
        <caption>{t.pairWeek(trip, home)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.chart.day}</th>
            <th scope="col">{t.chart.rateIn(home)}</th>
          </tr>
        </thead>
        <tbody>
          {history.days.map((day, index) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              <td>{formatRate(history.values[index] ?? Number.NaN)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
