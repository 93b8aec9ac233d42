import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One rule axe found broken, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeWindow {
  axe: {
    run(): Promise<{
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }>;
  };
}

/** The WCAG rules axe-core finds broken on the page as it stands (an empty list when none). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async () => {
    const { violations } = await (globalThis as unknown as AxeWindow).axe.run();
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
}
