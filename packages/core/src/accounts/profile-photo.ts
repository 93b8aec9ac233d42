import { API_BASE } from '../http/constants';
import { endpointPath } from '../http/endpoint-path';
import { accountEndpoints } from './endpoints';

/** Spec section 3: a user without a photo of their own has this one. */
export const DEFAULT_PHOTO = 'default.jpeg';
/** Profile photos are jpeg or png, judged from the bytes, and at most 5 MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** The largest a photo is shown, in CSS pixels (My Account); the server stores it at twice that. */
export const PHOTO_LARGEST_DISPLAY_PX = 112;
/** Stored photos get 128 random bits as a name, so the name alone is the permission to see one. */
export const STORED_PHOTO_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png)$/;

/** Where the app shows a user's photo from (an <img> sends no bearer header, so this path needs none). */
export function userPhotoUrl(photo: string): string {
  return `${API_BASE}${endpointPath(accountEndpoints.getUserPhoto.path, { name: photo })}`;
}
