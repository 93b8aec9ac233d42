import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { COMPRESSION_THRESHOLD_BYTES, compressed, encodingFor, type AnswerEncoding } from './compression';
import { etagOf, isUnchanged } from './etag';

export interface AnswerCacheOptions {
  /**
   * How many bytes the held answers may take, their compressed forms included; the least recently read
   * go first. An answer larger than this on its own is sent but not held.
   */
  maxBytes: number;
  /** An answer older than this is built again even if nothing changed (signed links inside it expire). */
  maxAgeMs: number;
  now?: () => number;
}

/** The bytes each of the three held answers (the board, the finances, the itinerary) may take: a third of HELD_ANSWERS_MB. */
export function heldBytesPerAnswer(config: Config): number {
  return (config.HELD_ANSWERS_MB * 1024 * 1024) / 3;
}

/** An answer as held: its text, the compressed forms clients asked for so far, and its validator. */
export interface HeldAnswer {
  /** The owner's counter when the answer was built. */
  version: number;
  builtAt: number;
  text: Buffer;
  /** A weak validator drawn from the text: the same bytes give the same tag on every instance. */
  etag: string;
  encoded: Map<AnswerEncoding, Promise<Buffer>>;
  /** What the text and its finished compressed forms take. */
  bytes: number;
}

/** Where an owner's counter in answer_versions stood when the request's session was checked. */
export interface AnswerVersion {
  ownerId: string;
  version: number;
}

/**
 * The route options of an endpoint that sends a held answer: the answer cache compresses it once, so the
 * compression plugin's two hooks (and its decompression of a request body a GET does not have) would
 * only find that out again on every request.
 */
export const HELD_ANSWER_ROUTE = { compress: false, decompress: false } as const;

/** Adds accept-encoding to Vary without dropping what another plugin (CORS) put there. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
}

/**
 * A per-instance store of built answers (JSON text) by owner, valid while the owner's counter in
 * answer_versions has not moved. The counter is read with the session (see requireUser), so serving a
 * held answer costs no query of its own; building one is several queries and a serialisation of tens of
 * KB. Requests that miss at once share one build. Each encoding is compressed once per answer, on the
 * first request that asks for it, and the answer carries an ETag, so a client that holds it gets a 304.
 * Keyed by whoever the answer is built for: the owner of the data, or, where an answer says what its
 * reader may do with each item (`can`), the reader in their role (trip-policy.ts readerAnswerKey).
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const held = new Map<string, HeldAnswer>();
  const building = new Map<string, { version: number; answer: Promise<HeldAnswer> }>();
  let heldBytes = 0;
  const now = options.now ?? Date.now;

  function evictBeyondBudget(): void {
    for (const [ownerId, answer] of held) {
      if (heldBytes <= options.maxBytes) return;
      held.delete(ownerId);
      heldBytes -= answer.bytes;
    }
  }

  function hold(ownerId: string, answer: HeldAnswer): void {
    const previous = held.get(ownerId);
    // A slower build of an older counter must not replace a newer answer (counters only ever grow).
    if (previous && previous.version > answer.version) return;
    if (previous) {
      held.delete(ownerId);
      heldBytes -= previous.bytes;
    }
    if (answer.bytes > options.maxBytes) return;
    held.set(ownerId, answer);
    heldBytes += answer.bytes;
    evictBeyondBudget();
  }

  async function build(version: number, makeText: () => Promise<string>): Promise<HeldAnswer> {
    const text = Buffer.from(await makeText());
    return { version, builtAt: now(), text, etag: etagOf(text), encoded: new Map(), bytes: text.length };
  }

  /** The answer's bytes in this encoding, compressed the first time they are asked for. */
  function encodedForm(ownerId: string, answer: HeldAnswer, encoding: AnswerEncoding): Promise<Buffer> {
    let form = answer.encoded.get(encoding);
    if (form) return form;
    form = compressed(answer.text, encoding);
    answer.encoded.set(encoding, form);
    void form.then(
      (bytes) => {
        answer.bytes += bytes.length;
        if (held.get(ownerId) !== answer) return;
        heldBytes += bytes.length;
        if (answer.bytes > options.maxBytes) {
          held.delete(ownerId);
          heldBytes -= answer.bytes;
        }
        evictBeyondBudget();
      },
      // The request awaiting it reports the failure; a later one compresses again.
      () => answer.encoded.delete(encoding),
    );
    return form;
  }

  async function answerFor({ ownerId, version }: AnswerVersion, makeText: () => Promise<string>) {
    const current = held.get(ownerId);
    if (current && current.version === version && now() - current.builtAt < options.maxAgeMs) {
      // Read again: it moves to the end of the eviction order.
      held.delete(ownerId);
      held.set(ownerId, current);
      return current;
    }
    const pending = building.get(ownerId);
    if (pending && pending.version === version) return pending.answer;
    const answer = build(version, makeText);
    building.set(ownerId, { version, answer });
    try {
      const built = await answer;
      hold(ownerId, built);
      return built;
    } finally {
      if (building.get(ownerId)?.answer === answer) building.delete(ownerId);
    }
  }

  return {
    /**
     * The owner's answer: the held one when the counter still says what it said when it was built and
     * it is young enough, else `makeText()`'s text, held for the next reads. The counter was read before
     * building, so a held answer is never older than the counter it is filed under.
     */
    answer: answerFor,

    /**
     * Sends the owner's answer as JSON, in the encoding the compression plugin would choose, with its
     * ETag; a 304 without a body when If-None-Match names that tag. `private, no-cache`: a browser keeps
     * the answer but asks again each time, and no shared cache keeps it.
     */
    async send(
      request: FastifyRequest,
      reply: FastifyReply,
      owner: AnswerVersion,
      makeText: () => Promise<string>,
    ): Promise<FastifyReply> {
      const answer = await answerFor(owner, makeText);
      reply.header('etag', answer.etag).header('cache-control', 'private, no-cache');
      varyOnEncoding(reply);
      if (isUnchanged(request, answer.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = encodingFor(request);
      if (!encoding || answer.text.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.text);
      const body = await encodedForm(owner.ownerId, answer, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },

    /** What the held answers take now, compressed forms included (for tests and benchmarks). */
    get heldBytes() {
      return heldBytes;
    },
  };
}
