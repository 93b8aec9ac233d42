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

/*
 * Chart.js with only the parts the rate history draws. Imported by the exchange chart alone, so it
 * lands in the /exchange route's chunk, never in the entry or the login route.
 */
Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

Chart.defaults.font.family =
  getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim() || 'system-ui';
Chart.defaults.font.size = 12;
Chart.defaults.color = '#5a6577';
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;

/** Canvas colours; they mirror styles/tokens.css (a canvas cannot read CSS custom properties). */
export const rateColors = {
  /** --color-danger: the trip currency got dearer. */
  dearer: '#b42318',
  dearerFill: 'rgb(180 35 24 / 0.08)',
  /** --color-success: it did not. */
  cheaper: '#067647',
  cheaperFill: 'rgb(6 118 71 / 0.08)',
  grid: '#eef0f4',
  surface: '#ffffff',
} as const;

/** The tooltip in the app's look: dark, rounded, the system font. */
export const tooltipLook = {
  backgroundColor: '#141b2d',
  titleColor: '#ffffff',
  bodyColor: '#c3cad8',
  padding: 10,
  cornerRadius: 8,
  displayColors: false,
} as const;
