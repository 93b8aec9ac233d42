/**
 * The option an arrow key makes active in a list of `count` options, wrapping at both ends. -1 means
 * none: the first ArrowDown goes to the first option and the first ArrowUp to the last.
 */
export function moveActiveOption(active: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (active < 0 || active >= count) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
