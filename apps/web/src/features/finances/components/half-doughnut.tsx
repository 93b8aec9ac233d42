import { formatMoney, formatPercentage, type MonthlyResumeFigures } from '@wayfarer/core';
import type { ChartData, ChartOptions } from 'chart.js';
import { Doughnut } from 'react-chartjs-2';
import { halfDoughnut } from '../chart-data';
import { tooltipLook } from '../../../lib/chart-look';
import { chartColors } from './chart-setup';
import './finance-parts.css';

/** Slice colours in the order of the core's labels: Total Domestic, Total Trip, Total Entrances. */
const SLICE_COLORS = [chartColors.accent, chartColors.trip, chartColors.gain];
const SLICE_CLASSES = ['domestic', 'trip', 'in'];

/**
 * The dashboard's half doughnut (spec section 9: rotation -90, circumference 180, cutout 84). Chart.js
 * reads a numeric cutout as pixels of half the canvas's shorter side, so the canvas is square (240 px):
 * the ring then runs from 84 px to the 116 px radius. A half circle fills only the middle of a square,
 * so the frame around it shows the canvas's top half (see finance-widget.css). The percentage spent sits
 * in the middle as text and the labels are an HTML legend: both are read out, and crisp at any zoom.
 */
export function HalfDoughnut({ resume }: { resume: MonthlyResumeFigures }) {
  const { slices, empty } = halfDoughnut(resume);

  const data: ChartData<'doughnut', number[], string> = {
    labels: empty ? ['Nothing yet'] : slices.map((slice) => slice.label),
    datasets: [
      {
        data: empty ? [1] : slices.map((slice) => slice.value / 100),
        backgroundColor: empty ? [chartColors.track] : SLICE_COLORS,
        hoverBackgroundColor: empty ? [chartColors.track] : SLICE_COLORS,
        borderColor: chartColors.surface,
        borderWidth: empty ? 0 : 3,
        borderRadius: 6,
        hoverOffset: empty ? 0 : 4,
      },
    ],
  };

  const options: ChartOptions<'doughnut'> = {
    rotation: -90,
    circumference: 180,
    cutout: 84,
    responsive: true,
    maintainAspectRatio: false,
    animation: { animateRotate: true, duration: 600 },
    plugins: {
      tooltip: {
        ...tooltipLook,
        enabled: !empty,
        callbacks: {
          label: (item) => {
            const slice = slices[item.dataIndex];
            return slice ? `${slice.label}: ${formatMoney(slice.value)}` : '';
          },
        },
      },
    },
  };

  return (
    <figure className="half-doughnut">
      <div className="half-doughnut__chart">
        <div className="half-doughnut__canvas">
          <Doughnut data={data} options={options} aria-hidden="true" />
        </div>
        <p className="half-doughnut__centre">
          <strong className="half-doughnut__percentage" data-testid="finance-percentage">
            {formatPercentage(resume.percentage)}
          </strong>
          <span className="half-doughnut__caption">spent</span>
        </p>
      </div>
      <figcaption>
        <ul className="legend half-doughnut__legend">
          {slices.map((slice, index) => (
            <li key={slice.label} className={`legend__item legend__item--${SLICE_CLASSES[index] ?? 'in'}`}>
              {slice.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
