import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { webDistDir } from '../paths';

/**
 * Serves the built web app; any other GET that wants HTML gets index.html, so a reload on a client
 * route works. Hashed assets are cached for a year, index.html never.
 */
export async function serveWebApp(app: FastifyInstance, root = webDistDir): Promise<void> {
  if (!existsSync(root)) {
    app.log.warn({ root }, 'the web app is not built; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
