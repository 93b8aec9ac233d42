import { getDocumentProxy } from 'unpdf';
import { READ_LIMITS, type ReadBudget, Unreadable } from './limits';

/*
 * A PDF's text, page by page, with unpdf (PDF.js's serverless build: no worker, no network). Eval is off
 * (`isEvalSupported: false`: PDF.js then interprets a PDF's PostScript functions and never compiles them),
 * fonts are neither loaded from the system nor fetched, and the budget is checked between pages: a page
 * that takes longer than the time left ends the read.
 */

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Unreadable('tooSlow')), ms).unref());
}

/** The text of a PDF's first READ_LIMITS.pdfPages pages, a line per line of text. */
export async function pdfText(bytes: Uint8Array, budget: ReadBudget): Promise<string> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // PDF.js takes the buffer over; it gets a copy so that the caller's bytes stay whole.
    pdf = await Promise.race([
      getDocumentProxy(bytes.slice(), {
        isEvalSupported: false,
        useSystemFonts: false,
        disableFontFace: true,
        stopAtErrors: false,
        // Errors only: a damaged PDF's warnings are no news to the server's log.
        verbosity: 0,
      }),
      timeout(budget.remainingMs),
    ]);
  } catch (error) {
    throw error instanceof Unreadable ? error : new Unreadable('damaged');
  }
  const lines: string[] = [];
  try {
    for (let number = 1; number <= Math.min(pdf.numPages, READ_LIMITS.pdfPages); number += 1) {
      budget.check();
      const page = await Promise.race([pdf.getPage(number), timeout(budget.remainingMs)]);
      const content = await Promise.race([page.getTextContent(), timeout(budget.remainingMs)]);
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      lines.push(line);
    }
  } catch (error) {
    throw error instanceof Unreadable ? error : new Unreadable('damaged');
  } finally {
    void pdf.destroy();
  }
  return lines.join('\n');
}
