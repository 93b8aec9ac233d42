import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { endingAnimationsEnded } from './animations';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One rule axe found broken, with the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface AxeWindow {
  axe: {
    run(options: { rules: Record<string, { enabled: boolean }> }): Promise<{
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }>;
  };
}

/**
 * The WCAG rules axe-core finds broken on the page as it stands (an empty list when none), once the
 * animations that end (a modal fading in) have ended: a colour measured mid-fade is not the one read.
 * Label in name (WCAG 2.5.3) is checked too, though axe leaves it off by default: a control whose name
 * leaves out text it shows cannot be pressed by saying that text (Lighthouse reported the board's cards).
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated from outside, as the devtools do: an added <script> would be inline to the page's strict CSP.
  await page.evaluate(axeSource);
  await endingAnimationsEnded(page);
  return page.evaluate(async () => {
    const { violations } = await (globalThis as unknown as AxeWindow).axe.run({
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  });
}
