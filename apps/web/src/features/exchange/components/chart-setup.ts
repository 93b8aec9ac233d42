import {
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { canvasColors } from '@/lib/chart-look';

/*
 * Chart.js with only the parts the rate history draws. Imported by the exchange chart alone, so it
 * lands in the /exchange route's chunk, never in the entry or the login route.
 */
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

/** Canvas colours; they mirror styles/tokens.css (a canvas cannot read CSS custom properties). */
export const rateColors = {
  /** --color-danger: the trip currency got dearer. */
  dearer: '#b42318',
  dearerFill: 'rgb(180 35 24 / 0.08)',
  /** --color-success: it did not. */
  cheaper: '#067647',
  cheaperFill: 'rgb(6 118 71 / 0.08)',
  ...canvasColors,
} as const;
