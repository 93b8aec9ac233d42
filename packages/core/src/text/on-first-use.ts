/**
 * A value made the first time it is asked for, then kept. Meant for Intl's formatters: the first one a
 * page makes loads ICU's locale data, a long task on the main thread of a fresh page, so a formatter made
 * as its module loads would charge that to every page loading the module, before its first screen,
 * whether or not the page formats anything.
 */
export function onFirstUse<T extends object>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
