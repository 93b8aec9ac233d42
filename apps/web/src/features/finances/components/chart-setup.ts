import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { canvasColors } from '../../../lib/chart-look';

/*
 * Chart.js, registered with only the parts the finance charts draw. Imported by the chart components
 * alone, so it lands in the chunks of the routes that show them (/finances and the dashboard), never
 * in the entry or the login route.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  DoughnutController,
  ArcElement,
  Tooltip,
);

/** Canvas colours; they mirror styles/tokens.css (a canvas cannot read CSS custom properties). */
export const chartColors = {
  accent: '#3451d1',
  accentLight: '#b8c3f3',
  /** The lighter of the two spending slices. */
  trip: '#8ea2f8',
  gain: '#12b76a',
  track: '#e9ecf2',
  ...canvasColors,
} as const;
