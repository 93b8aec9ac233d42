import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { ATTACHMENT_FILE_NAME_PATTERN, ATTACHMENT_MAX_BYTES } from '@wayfarer/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { SignedInRequest } from '../http/signed-in';
import { addEndpointRoute } from '../http/endpoint-route';
import { Stale } from '../db/versions';
import { HttpError, notFound, staleWrite } from '../http/errors';
import { receiveSingleFile, type IncomingFile } from '../http/single-file-upload';
import type { AttachmentFiles } from '../storage/attachment-files';
import { COMPOUND_FILE, compoundFileKind, SNIFF_BYTES, sniffAttachment, WORD_97 } from './attachment-kind';
import type { AttachmentLinkSigner } from './attachment-links';
import { attachmentsOf, findAttachedFile, type UploadQuota } from './attachment-repository';
import { authorNames, boardAccessFor, boardReaderOf } from './board-access';
import { inlineDisposition } from './content-disposition';
import { presentAttachment } from './presenters';
import { listNotFound } from './errors';

interface AttachmentDeps {
  db: Db;
  links: AttachmentLinkSigner;
  files: AttachmentFiles;
}

const attachmentNotFound = () => notFound('Attachment not found.');
const unsupportedType = () =>
  new HttpError(415, 'unsupported_file_type', 'Attach a pdf, doc, docx, jpeg or png file.');
const attachmentTooLarge = () =>
  new HttpError(413, 'file_too_large', (t) => t.errors.fileTooLarge(ATTACHMENT_MAX_BYTES / 1024 / 1024));

/** Upload, attach and delete: registered inside the signed-in scope. */
export async function attachmentRoutes(
  signedIn: FastifyInstance,
  { db, links, files, quota }: AttachmentDeps & { quota: UploadQuota },
) {
  const attachments = (request: SignedInRequest) => attachmentsOf(boardAccessFor(db, request));
  await signedIn.register(fastifyMultipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  /**
   * Judges the upload by its first bytes, then streams it to the store; a refused or failed upload is
   * read to its end before the answer, so that its connection is left ready for the next request.
   */
  async function storeUpload(upload: IncomingFile, sweep: () => Promise<readonly string[]>) {
    try {
      const sniffed = await sniffAttachment(upload.head);
      if (!sniffed) throw unsupportedType();
      await files.remove(await sweep());
      // A compound file is stored as the one kind it may be, then looked into: a DOC keeps it.
      const stored = await files.save(upload.stream, sniffed === COMPOUND_FILE ? WORD_97 : sniffed);
      const type =
        sniffed === COMPOUND_FILE
          ? await compoundFileKind(files.source(stored.name, stored.size)).catch(async (error: unknown) => {
              await files.remove([stored.name]);
              throw error;
            })
          : sniffed;
      if (!type) {
        await files.remove([stored.name]);
        throw unsupportedType();
      }
      return { fileName: stored.name, size: stored.size, type };
    } catch (error) {
      await upload.discard();
      throw error;
    }
  }

  addEndpointRoute(signedIn, 'uploadAttachment', async (request, reply) => {
    const upload = await receiveSingleFile(request, attachmentTooLarge, SNIFF_BYTES);
    const todos = attachments(request);
    const { fileName, size, type } = await storeUpload(upload, () => todos.sweepAbandonedUploads());
    const recorded = await todos
      .recordUpload({ fileName, mimeType: type.mime, size }, quota)
      .catch(async (error: unknown) => {
        await files.remove([fileName]);
        throw error;
      });
    if (recorded !== 'recorded') {
      await files.remove([fileName]);
      if (recorded.refused === 'too_many_pending') {
        throw new HttpError(429, 'too_many_pending_uploads', (t) =>
          t.errors.tooManyPendingUploads(recorded.pending),
        );
      }
      throw new HttpError(413, 'upload_quota_exceeded', (t) =>
        t.errors.uploadQuotaExceeded(recorded.usedBytes, quota.maxBytes),
      );
    }
    return reply.code(201).send({ fileName });
  });

  addEndpointRoute(signedIn, 'createTodoAttachment', async (request, reply) => {
    const { title, link, toDoListId } = request.body;
    const board = boardAccessFor(db, request);
    const result = await attachmentsOf(board).createAttachment({
      title,
      toDoListId,
      fileName: link,
    });
    if (result === 'no_list') throw listNotFound();
    if (result === 'no_upload') throw notFound('Upload not found: upload the file first.');
    if (result === 'already_attached') {
      throw new HttpError(409, 'already_attached', 'This upload is already attached; upload it again.');
    }
    return reply
      .code(201)
      .send(presentAttachment(result, links, boardReaderOf(board, await authorNames(board))));
  });

  addEndpointRoute(signedIn, 'deleteTodoAttachment', async (request, reply) => {
    const { id, version } = request.query;
    const board = boardAccessFor(db, request);
    const fileName = await attachmentsOf(board).deleteAttachment(id, version);
    if (fileName instanceof Stale) {
      throw staleWrite(presentAttachment(fileName.current, links, boardReaderOf(board)));
    }
    if (!fileName) throw attachmentNotFound();
    await files.remove([fileName]);
    return reply.code(204).send(null);
  });
}

/**
 * Opens an attachment in a new tab, where no bearer header is sent: the signed link GET /todolist
 * handed out is the permission. Registered outside the signed-in scope.
 */
export function openAttachmentRoute(app: FastifyInstance, { db, links, files }: AttachmentDeps) {
  addEndpointRoute(app, 'openAttachment', async (request, reply) => {
    const { fileName } = request.params;
    const verdict = links.check(fileName, request.query.expires, request.query.sig);
    if (verdict === 'expired') {
      throw new HttpError(
        403,
        'link_expired',
        'This link has expired: open the attachment from the board again.',
      );
    }
    if (verdict === 'forged') throw new HttpError(403, 'invalid_link', 'This link is not valid.');
    const file = ATTACHMENT_FILE_NAME_PATTERN.test(fileName)
      ? await findAttachedFile(db, fileName)
      : undefined;
    const stored = file && (await files.open(fileName));
    if (!file || !stored) throw attachmentNotFound();
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', inlineDisposition(file.title, path.extname(fileName).slice(1)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stored.stream);
  });
}
