import type { BookingUnreadReason } from '@wayfarer/core';

/*
 * Every file a reader is handed may be hostile: made to be huge once unpacked, nested without end, or
 * slow to parse. Each reader stops at these bounds and refuses with a reason rather than work on.
 */

export const READ_LIMITS = {
  /** A file as uploaded (the import's multipart limit) or a text as pasted. */
  inputBytes: 10 * 1024 * 1024,
  zipEntries: 200,
  /** Files inside files: a mail forwarded as an attachment of a mail is depth 2. */
  depth: 5,
  /** JSON-LD scripts and Microdata reservations read in one page. */
  jsonLdBlocks: 100,
  /** Arrays and objects inside each other in one JSON value. */
  jsonDepth: 64,
  /** Pages of a PDF whose text is read; a booking's is on its first few. */
  pdfPages: 20,
  /** Wall time of work on one file, the files inside it included. */
  budgetMs: 2000,
} as const;

/** A reader's own refusal: the only error a reader lets out. */
export class Unreadable extends Error {
  constructor(readonly reason: BookingUnreadReason) {
    super(`unreadable: ${reason}`);
    this.name = 'Unreadable';
  }
}

/** The time one file may take, shared by every reader that works on it and the files inside it. */
export class ReadBudget {
  private readonly deadline: number;

  constructor(ms: number = READ_LIMITS.budgetMs) {
    this.deadline = performance.now() + ms;
  }

  /** Refuses once the time is spent; readers call it between steps of their work. */
  check(): void {
    if (performance.now() > this.deadline) throw new Unreadable('tooSlow');
  }

  get remainingMs(): number {
    return Math.max(0, this.deadline - performance.now());
  }
}
