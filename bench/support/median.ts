/** The middle value (the upper of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
