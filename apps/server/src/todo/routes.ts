import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { heldBytesPerAnswer } from '../http/answer-cache';
import { requireUser } from '../http/auth';
import { attachmentFiles } from './attachment-files';
import { attachmentLinkSigner } from './attachment-links';
import { attachmentRoutes, openAttachmentRoute } from './attachment-routes';
import { commentRoutes } from './comment-routes';
import { listRoutes } from './list-routes';
import { taskRoutes } from './task-routes';

/** The to-do board: lists, their moves, tasks, comments and attachments, each only ever the caller's. */
export async function todoRoutes(app: FastifyInstance, { config, db }: AppDeps) {
  const links = attachmentLinkSigner(config.ATTACHMENT_SIGNING_SECRET);
  const files = attachmentFiles(config.dataDir, app.log);

  openAttachmentRoute(app, { db, links, files });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    listRoutes(signedIn, { db, links, files, heldBytes: heldBytesPerAnswer(config) });
    taskRoutes(signedIn, { db });
    commentRoutes(signedIn, { db });
    await attachmentRoutes(signedIn, { db, links, files });
  });
}
