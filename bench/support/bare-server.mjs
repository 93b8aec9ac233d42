/**
 * The yardstick of bench/http.ts: bare Fastify routes sending, from memory, the JSON texts they are
 * given, in a process of their own as the app runs in one. `GET /<name>` answers the file <name>.json;
 * to a client taking brotli (or else gzip) it sends bytes compressed once at start, as the app sends a
 * held answer. Prints 'ready <port>' once it listens. Plain JavaScript, run by plain node like the
 * app's build, so that no loader weighs on either figure.
 *
 *   node bench/support/bare-server.mjs <file>.json…
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: bare-server.mjs <file>.json…');

const app = Fastify();
for (const file of files) {
  const text = readFileSync(file);
  const br = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  const gzip = gzipSync(text);
  app.get(`/${path.basename(file, '.json')}`, (request, reply) => {
    reply.type('application/json; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (accepted.includes('br')) return reply.header('content-encoding', 'br').send(br);
    if (accepted.includes('gzip')) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(text);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
