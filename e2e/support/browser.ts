import { chromium, type Browser, type Locator } from 'playwright-core';

/** Debian's Chromium (CHROMIUM_PATH overrides); the flags keep it off the network this machine lacks. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** What the page's window offers a style query (the e2e code is typed without the DOM library). */
interface StyleWindow {
  getComputedStyle(element: unknown): { getPropertyValue(name: string): string };
}

/** One computed CSS property of the element, as the browser resolved it. */
export function computedStyle(locator: Locator, property: string): Promise<string> {
  return locator.evaluate(
    (element, name) =>
      (globalThis as unknown as StyleWindow).getComputedStyle(element).getPropertyValue(name),
    property,
  );
}
