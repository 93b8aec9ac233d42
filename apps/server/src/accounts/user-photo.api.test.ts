import { randomBytes } from 'node:crypto';
import { access, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PHOTO_LARGEST_DISPLAY_PX, PHOTO_MAX_BYTES, STORED_PHOTO_NAME_PATTERN } from '@wayfarer/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/accounts-flow';
import { startTestApp, type TestApp } from '../testing/test-app';
import { engines } from '../testing/test-database';

/** A 1×1 PNG and a 1×1 JPEG, as a browser would send them. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////' +
    '////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
/** The start of a Windows program: 'MZ', then the offset of its PE header, which file-type follows. */
const EXE = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

/** A multipart/form-data body with one file part. */
function multipart(
  bytes: Buffer,
  { field = 'file', filename = 'photo.png', contentType = 'image/png' } = {},
) {
  const boundary = `----wayfarer${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(engines)('profile photo on %s', (engine) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await startTestApp(engine, { PHOTO_MAX_CHANGES_PER_HOUR: '3' });
    folder = path.join(t.config.dataDir, 'uploads', 'user');
  });
  afterAll(() => t.close());

  type Auth = Record<string, string>;
  const upload = (auth: Auth, bytes: Buffer, options?: Parameters<typeof multipart>[1]) => {
    const { payload, headers } = multipart(bytes, options);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/photo',
      headers: { ...auth, ...headers },
      payload,
    });
  };
  const photoOf = async (auth: Auth) =>
    (await t.app.inject({ method: 'GET', url: '/api/user', headers: auth })).json<{ photo: string }>().photo;
  const image = (name: string) => t.app.inject({ method: 'GET', url: `/api/imagens/user/${name}` });
  const stored = async () => readdir(folder).catch(() => [] as string[]);
  const exists = (name: string) =>
    access(path.join(folder, name)).then(
      () => true,
      () => false,
    );

  it('stores a png under a random name, sets it as the photo and serves it without a session', async () => {
    const { auth } = await signUp(t);
    const response = await upload(auth, PNG);
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: string }>();
    expect(result).toMatch(STORED_PHOTO_NAME_PATTERN);
    expect(result).toMatch(/\.png$/);
    expect(await photoOf(auth)).toBe(result);

    const served = await image(result);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // Written anew (see the metadata tests below), and served as stored.
    expect(served.rawPayload).toEqual(await readFile(path.join(folder, result)));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  describe('what is kept of a photo', () => {
    /** A camera's photo: 2400×1800, 3 MB, with its make and the GPS position where it was taken. */
    const cameraPhoto = () =>
      sharp({
        create: {
          width: 2400,
          height: 1800,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 92 })
        .withExif({
          IFD0: { Make: 'TravelCam' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '38/1 43/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '9/1 8/1 0/1',
          },
        })
        .toBuffer();

    it('serves a 3 MB camera photo as a few KB, at twice the largest size shown, without EXIF or GPS', async () => {
      const { auth } = await signUp(t);
      const original = await cameraPhoto();
      expect(original.length).toBeGreaterThan(2 * 1024 * 1024);
      expect((await sharp(original).metadata()).exif).toBeDefined();

      const { result } = (
        await upload(auth, original, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      ).json<{
        result: string;
      }>();
      const served = (await image(result)).rawPayload;
      const metadata = await sharp(served).metadata();
      expect(metadata).toMatchObject({
        format: 'jpeg',
        width: 2 * PHOTO_LARGEST_DISPLAY_PX,
        height: 2 * PHOTO_LARGEST_DISPLAY_PX,
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(served.includes('TravelCam')).toBe(false);
      expect(served.includes('Exif')).toBe(false);
      expect(served.length).toBeLessThan(20 * 1024);
    });

    it('turns the photo upright by its EXIF orientation before the orientation is dropped', async () => {
      const { auth } = await signUp(t);
      // 300×100, to be turned a quarter: upright it is taller than wide.
      const sideways = await sharp({
        create: { width: 300, height: 100, channels: 3, background: '#3b9af5' },
      })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect((await sharp(sideways).metadata()).orientation).toBe(6);
      const { result } = (
        await upload(auth, sideways, { filename: 'side.jpg', contentType: 'image/jpeg' })
      ).json<{
        result: string;
      }>();
      const metadata = await sharp((await image(result)).rawPayload).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.orientation).toBeUndefined();
    });

    it('refuses with 415 an image that claims more pixels than any camera takes', async () => {
      const { auth } = await signUp(t);
      const bomb = await sharp({
        create: { width: 10_000, height: 10_000, channels: 3, background: '#000000' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const response = await upload(auth, bomb);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/could not be read as an image/);
    });
  });

  it('judges the type from the bytes: a jpeg named .png is stored and served as a jpeg', async () => {
    const { auth } = await signUp(t);
    const { result } = (await upload(auth, JPEG, { filename: 'me.png', contentType: 'image/png' })).json<{
      result: string;
    }>();
    expect(result).toMatch(/\.jpg$/);
    expect((await image(result)).headers['content-type']).toBe('image/jpeg');
  });

  it('deletes the previous photo when a new one replaces it', async () => {
    const { auth } = await signUp(t);
    const first = (await upload(auth, PNG)).json<{ result: string }>().result;
    const second = (await upload(auth, JPEG, { filename: 'me.jpg', contentType: 'image/jpeg' })).json<{
      result: string;
    }>().result;
    expect(second).not.toBe(first);
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(true);
    expect((await image(first)).statusCode).toBe(404);
  });

  it('serves the default silhouette as default.jpeg', async () => {
    const { auth } = await signUp(t);
    expect(await photoOf(auth)).toBe('default.jpeg');
    const served = await image('default.jpeg');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toMatch(/^<svg /);
  });

  describe('refusals', () => {
    it('refuses a program renamed .png with 415 and a clear message, storing nothing', async () => {
      const { auth } = await signUp(t);
      const before = await stored();
      const response = await upload(auth, EXE, { filename: 'holiday.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'unsupported_photo_type',
        message: 'The photo must be a JPEG or PNG image; this file is application/x-msdownload.',
      });
      expect(await photoOf(auth)).toBe('default.jpeg');
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['plain text', Buffer.from('just some words, not a picture')],
      ['a gif', Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64')],
      ['an empty file', Buffer.alloc(0)],
    ])('refuses %s with 415', async (_case, bytes) => {
      const { auth } = await signUp(t);
      const response = await upload(auth, bytes);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toContain('JPEG or PNG');
    });

    it('refuses a photo over 5 MB with 413, keeping the current one', async () => {
      const { auth } = await signUp(t);
      const current = (await upload(auth, PNG)).json<{ result: string }>().result;
      const before = await stored();
      const huge = Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - PNG.length)]);
      const response = await upload(auth, huge);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        error: 'photo_too_large',
        message: 'The photo must be at most 5 MB.',
      });
      expect(await photoOf(auth)).toBe(current);
      expect(await stored()).toEqual(before);
    });

    it('accepts a photo of exactly 5 MB', async () => {
      const { auth } = await signUp(t);
      const response = await upload(auth, Buffer.concat([PNG, Buffer.alloc(PHOTO_MAX_BYTES - PNG.length)]));
      expect(response.statusCode).toBe(200);
    });

    it('answers 413 over real HTTP too, as a browser uploading with FormData sees it', async () => {
      const { auth } = await signUp(t);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const form = new FormData();
      const huge = Buffer.concat([PNG, Buffer.alloc(2 * PHOTO_MAX_BYTES)]);
      form.append('file', new Blob([huge], { type: 'image/png' }), 'big.png');
      const response = await fetch(`http://127.0.0.1:${port}/api/user/photo`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toHaveProperty('error', 'photo_too_large');
    });

    it('answers 400 when the file is not in the field "file"', async () => {
      const { auth } = await signUp(t);
      const response = await upload(auth, PNG, { field: 'photo' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'missing_file', message: expect.stringContaining('"file"') });
    });

    it('answers 415 for a JSON body and 4xx for a broken multipart body', async () => {
      const { auth } = await signUp(t);
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/user/photo',
        headers: auth,
        payload: { file: PNG.toString('base64') },
      });
      expect(json.statusCode).toBe(415);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/user/photo',
        headers: { ...auth, 'content-type': 'multipart/form-data; boundary=xyz' },
        payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
    });

    it('answers 401 to an upload without a session', async () => {
      expect((await upload({}, PNG)).statusCode).toBe(401);
    });

    it.each([
      ['a path out of the folder', '..%2F..%2F..%2Fetc%2Fpasswd'],
      ['an upper-case name', `${'AB'.repeat(16)}.png`],
      ['another extension', `${'ab'.repeat(16)}.svg`],
    ])('answers 400 for %s', async (_case, name) => {
      const response = await image(name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('error');
    });

    it('answers 404 JSON for a well-formed name that holds no photo', async () => {
      const response = await image(`${'ab'.repeat(16)}.png`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'Photo not found.' });
    });
  });

  it('answers 429 past the photo changes allowed within the hour, keeping the current photo', async () => {
    const { auth } = await signUp(t);
    for (let change = 0; change < 3; change += 1) expect((await upload(auth, PNG)).statusCode).toBe(200);
    const current = await photoOf(auth);
    const refused = await upload(auth, PNG);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'too_many_photo_changes',
      message: 'Your photo was changed too often within the hour. Try again in 60 minute(s).',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await photoOf(auth)).toBe(current);
  });

  it('never lets another user change or remove this user’s photo', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    const ownerPhoto = (await upload(owner.auth, PNG)).json<{ result: string }>().result;
    const first = (await upload(stranger.auth, JPEG)).json<{ result: string }>().result;
    await upload(stranger.auth, PNG);

    expect(await photoOf(owner.auth)).toBe(ownerPhoto);
    expect(await exists(ownerPhoto)).toBe(true);
    expect(await exists(first)).toBe(false);
    expect(await photoOf(stranger.auth)).not.toBe(ownerPhoto);
  });
});
