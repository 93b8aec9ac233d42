import type { Page } from 'playwright-core';

/** The page's running animations, as far as this file reads them (the e2e code compiles without the DOM's types). */
interface AnimatedWindow {
  document: {
    getAnimations(): {
      effect: { getComputedTiming(): { endTime?: unknown } } | null;
      finished: Promise<unknown>;
    }[];
  };
}

/**
 * Resolves once the page's animations that end (a modal fading and scaling in) have ended; endless ones
 * (a spinner, a shimmer) are left running. What is measured mid-animation (a colour, a box) is not what
 * stays on screen.
 */
export async function endingAnimationsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = (globalThis as unknown as AnimatedWindow).document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
