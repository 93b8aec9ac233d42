import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The value of a label/amount line ('Total Entrances' → '$ 3,000.00') inside a region. */
export function figure(scope: Locator, label: string) {
  return scope
    .locator('.figure')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');
}

/** Waits for a text the page shows once React has drawn the change. */
export async function expectText(locator: Locator, text: string) {
  await expect.poll(() => locator.textContent()).toBe(text);
}
