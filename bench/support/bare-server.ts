/**
 * The yardstick of bench/http.ts: a bare Fastify route sending, from memory, the JSON text it is given,
 * in a process of its own as the app runs in one. Prints 'ready <port>' once it listens.
 *
 *   node --import tsx bench/support/bare-server.ts <file with the JSON>
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server.ts <json file>');
const text = readFileSync(file, 'utf8');

const app = Fastify();
app.get('/answer', (_, reply) => reply.type('application/json; charset=utf-8').send(text));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
