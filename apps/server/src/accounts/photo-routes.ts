import fastifyMultipart from '@fastify/multipart';
import { DEFAULT_PHOTO, PHOTO_MAX_BYTES } from '@wayfarer/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../app-deps';
import { requireUser } from '../http/auth';
import { addEndpointRoute } from '../http/endpoint-route';
import { readSingleFileUpload } from '../http/single-file-upload';
import { HttpError, notFound } from '../http/errors';
import { countHits, retryAfterOf } from '../http/rate-limits';
import { DEFAULT_AVATAR } from './default-avatar';
import { photoFiles, type PhotoExtension } from './photo-files';
import { processPhoto } from './photo-processing';
import { replaceUserPhoto } from './photo-repository';

const HOUR_MS = 3_600_000;
const PHOTO_TYPES: Record<string, PhotoExtension> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const CONTENT_TYPES: Record<PhotoExtension, string> = { jpg: 'image/jpeg', png: 'image/png' };
const photoTooLarge = () =>
  new HttpError(413, 'photo_too_large', (t) => t.errors.photoTooLarge(PHOTO_MAX_BYTES / 1024 / 1024));

/** An image needs nothing else to load, and is never to be sniffed as anything but its type. */
function imageHeaders(reply: FastifyReply, contentType: string, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'");
}

/** The profile photo: the caller changes their own; anyone holding a photo's random name may load it. */
export async function userPhotoRoutes(app: FastifyInstance, { config, db, files: store }: AppDeps) {
  const files = photoFiles(store, app.log);

  addEndpointRoute(app, 'getUserPhoto', async (request, reply) => {
    const { name } = request.params;
    if (name === DEFAULT_PHOTO) {
      return imageHeaders(reply, DEFAULT_AVATAR.contentType, 'public, max-age=86400').send(
        DEFAULT_AVATAR.body,
      );
    }
    const stored = await files.open(name);
    if (!stored) throw notFound('Photo not found.');
    const extension = name.endsWith('.png') ? 'png' : 'jpg';
    // Names are never reused: a new photo gets a new name, so a loaded one never changes.
    return imageHeaders(reply, CONTENT_TYPES[extension], 'public, max-age=31536000, immutable')
      .header('content-length', stored.size)
      .send(stored.stream);
  });

  await app.register(async (signedIn) => {
    requireUser(signedIn, db);
    await signedIn.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });

    addEndpointRoute(signedIn, 'uploadUserPhoto', async (request, reply) => {
      const changes = await countHits(db, [
        { key: `photo:${request.session.userId}`, max: config.PHOTO_MAX_CHANGES_PER_HOUR, windowMs: HOUR_MS },
      ]);
      const retryAfter = retryAfterOf(changes);
      if (retryAfter > 0) {
        reply.header('retry-after', String(retryAfter));
        throw new HttpError(429, 'too_many_photo_changes', (t) =>
          t.errors.tooManyPhotoChanges(Math.ceil(retryAfter / 60)),
        );
      }
      const bytes = await readSingleFileUpload(request, photoTooLarge);
      const detected = await fileTypeFromBuffer(bytes);
      const extension = detected && PHOTO_TYPES[detected.mime];
      if (!extension) {
        throw new HttpError(415, 'unsupported_photo_type', (t) =>
          t.errors.photoTypeRefused(detected ? detected.mime : null),
        );
      }
      const photo = await processPhoto(bytes, extension);
      if (!photo) {
        throw new HttpError(
          415,
          'unsupported_photo_type',
          'The photo could not be read as an image: choose another JPEG or PNG.',
        );
      }
      const { name } = await files.save(photo.bytes, photo.extension, CONTENT_TYPES[photo.extension]);
      const previous = await replaceUserPhoto(db, request.session.userId, name).catch(
        async (error: unknown) => {
          await files.remove(name);
          throw error;
        },
      );
      if (previous === undefined) {
        await files.remove(name);
        throw notFound('User not found.');
      }
      await files.remove(previous);
      return { result: name };
    });
  });
}
