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

Chart.defaults.font.family =
  getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim() || 'system-ui';
Chart.defaults.font.size = 12;
Chart.defaults.color = '#5a6577';
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;

/** Canvas colours; they mirror styles/tokens.css (a canvas cannot read CSS custom properties). */
export const chartColors = {
  accent: '#3451d1',
  accentLight: '#b8c3f3',
  /** The lighter of the two spending slices. */
  trip: '#8ea2f8',
  gain: '#12b76a',
  track: '#e9ecf2',
  grid: '#eef0f4',
  text: '#18212f',
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
