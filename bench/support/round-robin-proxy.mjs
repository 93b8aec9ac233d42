/**
 * A small reverse proxy for bench/http.ts: each request goes to the next of the given instances in
 * turn, over kept-alive connections, as a load balancer without sticky sessions sends them. Prints
 * 'ready <port>' once it listens. Plain JavaScript in a process of its own, so that it takes no time
 * from the benchmark's own process.
 *
 *   node bench/support/round-robin-proxy.mjs http://127.0.0.1:3001 http://127.0.0.1:3002
 */
import { Agent, createServer, request } from 'node:http';

const targets = process.argv.slice(2).map((url) => new URL(url));
if (targets.length === 0) throw new Error('usage: round-robin-proxy.mjs <instance url>…');

const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;

const server = createServer((incoming, outgoing) => {
  const target = targets[next];
  next = (next + 1) % targets.length;
  const forwarded = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
      agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(forwarded);
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => console.log(`ready ${server.address().port}`));
