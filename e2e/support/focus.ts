import type { Locator } from 'playwright-core';

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate(
    (element) =>
      element === (element as { ownerDocument: { activeElement: unknown } }).ownerDocument.activeElement,
  );
}
