import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/** An answer already written as JSON goes out as that very text: no second check and serialisation. */
export function sendJsonText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** The text the route's serialiser would have written for the value: checked by the schema, then JSON. */
export function jsonTextOf<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(schema.encode(value as z.output<S>));
}
