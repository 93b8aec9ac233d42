/**
 * Where focus goes in a menu of `count` items when `key` is pressed on item `index` (WAI-ARIA menu
 * button pattern): arrows wrap at both ends, Home and End jump. null for keys the menu does not move on.
 */
export function menuKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
