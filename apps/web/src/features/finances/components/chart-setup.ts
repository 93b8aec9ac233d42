import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { canvasColors } from '../../../lib/chart-look';

/*
 * Chart.js, registered with only the parts the finance charts draw. Imported by the chart components
 * alone, so it lands in the chunk of the route that shows them (/finances), never in the entry, the
 * login route or the dashboard (whose half doughnut is an SVG).
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Canvas colours; they mirror styles/tokens.css (a canvas cannot read CSS custom properties). */
export const chartColors = {
  accent: '#3451d1',
  accentLight: '#b8c3f3',
  ...canvasColors,
} as const;
