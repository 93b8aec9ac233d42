/**
 * The dashboard's 7-day sparkline, drawn in a box of SPARKLINE_WIDTH × SPARKLINE_HEIGHT units that the
 * SVG stretches to its size. Each day sits in the middle of one of seven equal columns, so the labels
 * under the line ('-6d' … 'Today', one per column) stand right below their points.
 */
export const SPARKLINE_WIDTH = 700;
export const SPARKLINE_HEIGHT = 100;
/** Room above the highest and below the lowest point, so that the line's width is not cut. */
const INSET = 10;

export interface SparklinePoint {
  x: number;
  y: number;
}

export interface Sparkline {
  points: SparklinePoint[];
  /** The line through the points, for <path d>. */
  line: string;
  /** The same line closed along the bottom edge, for a soft fill under it. */
  area: string;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Points scaled to the values' own minimum (bottom) and maximum (top), left to right in the order
 * given (oldest first for rates: see ratesOldestFirst). Equal values draw a level line halfway up.
 */
export function sparkline(values: readonly number[]): Sparkline {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { points: [], line: '', area: '' };
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const column = SPARKLINE_WIDTH / values.length;
  const points = values.flatMap((value, index) => {
    if (!Number.isFinite(value)) return [];
    const share = max === min ? 0.5 : (value - min) / (max - min);
    return [
      { x: round(column * (index + 0.5)), y: round(INSET + (1 - share) * (SPARKLINE_HEIGHT - 2 * INSET)) },
    ];
  });
  const line = points.map(({ x, y }, index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const area =
    first && last ? `${line} L${last.x} ${SPARKLINE_HEIGHT} L${first.x} ${SPARKLINE_HEIGHT} Z` : '';
  return { points, line, area };
}
