import { PHOTO_MAX_BYTES } from '@wayfarer/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { photoFileProblem, photoUploadFailure } from './photo-rules';

describe('photoFileProblem', () => {
  it('lets a jpeg or png of at most 5 MB through', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: 1200 })).toBeNull();
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
  });

  it('refuses any other declared type', () => {
    for (const type of ['image/gif', 'image/webp', 'application/x-msdownload', '']) {
      expect(photoFileProblem({ type, size: 1200 })?.text).toBe('Choose a JPEG or PNG image.');
    }
  });

  it('refuses a photo above 5 MB and an empty file', () => {
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })?.text).toBe(
      'The photo must be at most 5 MB.',
    );
    expect(photoFileProblem({ type: 'image/png', size: 0 })?.type).toBe('error');
  });
});

describe('photoUploadFailure', () => {
  it("explains the server's refusals", () => {
    expect(photoUploadFailure(new ApiRequestError(415, 'unsupported_photo_type', 'x')).text).toBe(
      'Choose a JPEG or PNG image.',
    );
    expect(photoUploadFailure(new ApiRequestError(413, 'photo_too_large', 'x')).text).toBe(
      'The photo must be at most 5 MB.',
    );
    const wait = 'Your photo was changed too often within the hour. Try again in 12 minute(s).';
    expect(photoUploadFailure(new ApiRequestError(429, 'too_many_photo_changes', wait))).toEqual({
      type: 'error',
      title: 'Photo not changed',
      text: wait,
    });
  });

  it('tells a lost connection and other failures apart', () => {
    expect(photoUploadFailure(new ApiRequestError(0, 'network_error', 'x')).text).toContain(
      'could not be reached',
    );
    expect(photoUploadFailure(new ApiRequestError(500, 'internal', 'x'))).toMatchObject({
      type: 'server_error',
      text: 'Please to try again.',
    });
  });
});
