import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { heldBytesPerAnswer } from '../http/answer-cache';
import { requireUser } from '../http/auth';
import { runPeriodically } from '../http/periodic-task';
import { attachmentFiles } from '../storage/attachment-files';
import { attachmentLinkSigner } from './attachment-links';
import { attachmentRoutes, openAttachmentRoute } from './attachment-routes';
import { commentRoutes } from './comment-routes';
import { listRoutes } from './list-routes';
import { taskRoutes } from './task-routes';
import { sweepAbandonedUploads, UPLOAD_SWEEP_INTERVAL_MS } from './upload-sweep';

/** The to-do board: lists, their moves, tasks, comments and attachments, each only ever the caller's. */
export async function todoRoutes(app: FastifyInstance, { config, db, files: store }: AppDeps) {
  const links = attachmentLinkSigner(config.ATTACHMENT_SIGNING_SECRET);
  const files = attachmentFiles(store, app.log);
  const quota = { maxPending: config.UPLOAD_MAX_PENDING, maxBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024 };
  runPeriodically(app, 'sweeping abandoned uploads', UPLOAD_SWEEP_INTERVAL_MS, () =>
    sweepAbandonedUploads(db, files),
  );

  openAttachmentRoute(app, { db, links, files });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    listRoutes(signedIn, { db, links, files, heldBytes: heldBytesPerAnswer(config) });
    taskRoutes(signedIn, { db });
    commentRoutes(signedIn, { db });
    await attachmentRoutes(signedIn, { db, links, files, quota });
  });
}
