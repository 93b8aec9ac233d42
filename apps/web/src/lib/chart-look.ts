import { Chart } from 'chart.js';

/*
 * The app's look on every Chart.js canvas: the system font, muted labels, no animation for those who
 * asked for reduced motion. Imported by each feature's chart setup, so it loads with the routes that
 * draw charts and never with the entry or the login route.
 */
Chart.defaults.font.family =
  getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim() || 'system-ui';
Chart.defaults.font.size = 12;
Chart.defaults.color = '#5a6577';
if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) Chart.defaults.animation = false;

/** Canvas colours every chart uses; they mirror styles/tokens.css (a canvas cannot read CSS properties). */
export const canvasColors = {
  grid: '#eef0f4',
  surface: '#ffffff',
  text: '#18212f',
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
