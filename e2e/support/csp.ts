import type { BrowserContext } from 'playwright-core';

/** What a page's `securitypolicyviolation` event says (the e2e code is typed without the DOM library). */
interface ViolationEvent {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}
type ReportingWindow = {
  document: { addEventListener(type: string, listener: (event: ViolationEvent) => void): void };
  __reportCspViolation(text: string): void;
};

/** Runs in each page before its scripts: hands every violation the browser reports to the test. */
function reportViolations() {
  const page = globalThis as unknown as ReportingWindow;
  page.document.addEventListener('securitypolicyviolation', (event) =>
    page.__reportCspViolation(
      `${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'} ` +
        `(${event.sourceFile}:${event.lineNumber})`,
    ),
  );
}

/**
 * Every Content-Security-Policy violation the context's pages report, as `securitypolicyviolation`
 * events or as console errors, listed as they happen: a test that went through its pages expects none.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(reportViolations);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}
