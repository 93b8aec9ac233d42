import { existsSync } from 'node:fs';
import path from 'node:path';
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
    // The build wrote .br and .gz beside each text asset; the one Accept-Encoding prefers is sent.
    preCompressed: true,
    // Source maps stay on the server's disk: they would hand anyone the whole source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // A file that is not there (a source map, an asset of an older build) is a 404, not the app's page.
    const isFile = path.extname(request.url.split('?')[0] ?? '') !== '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isFile) {
      return reply.code(404).send({ error: 'not_found', message: 'Not found.' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
