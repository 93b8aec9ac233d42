import { describe, expect, it } from 'vitest';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, sparkline } from './sparkline';

describe('sparkline', () => {
  it('puts each of the 7 days in the middle of its column, the first on the left', () => {
    const { points } = sparkline([1, 2, 3, 4, 5, 6, 7]);
    expect(points.map(({ x }) => x)).toEqual([50, 150, 250, 350, 450, 550, 650]);
    expect(SPARKLINE_WIDTH).toBe(700);
  });

  it('scales the values to their own minimum and maximum, the highest at the top', () => {
    const { points } = sparkline([0.00615, 0.00617, 0.00616, 0.0062, 0.00618, 0.00619, 0.00621]);
    const ys = points.map(({ y }) => y);
    expect(ys[6]).toBe(10); // the maximum, just under the top edge
    expect(ys[0]).toBe(SPARKLINE_HEIGHT - 10); // the minimum, just over the bottom edge
    expect(ys[1]).toBeLessThan(ys[0]!);
    expect(ys[3]).toBeLessThan(ys[1]!);
  });

  it('draws a line through the points and an area closed along the bottom', () => {
    const { line, area } = sparkline([2, 1, 3]);
    expect(line).toBe('M116.67 50 L350 90 L583.33 10');
    expect(area).toBe('M116.67 50 L350 90 L583.33 10 L583.33 100 L116.67 100 Z');
  });

  it('draws equal values as a level line halfway up', () => {
    const { points } = sparkline([1, 1, 1, 1, 1, 1, 1]);
    expect(new Set(points.map(({ y }) => y))).toEqual(new Set([50]));
  });

  it('leaves out what is not a number, and draws nothing without any', () => {
    expect(sparkline([1, Number.NaN, 3]).points).toHaveLength(2);
    expect(sparkline([])).toEqual({ points: [], line: '', area: '' });
  });
});
