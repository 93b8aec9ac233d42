import { describe, expect, it } from 'vitest';
import { userPhotoUrl } from './profile-photo';
import { photoNameSchema } from './schemas';

describe('photo names', () => {
  it.each(['default.jpeg', `${'a1'.repeat(16)}.jpg`, `${'0f'.repeat(16)}.png`])('accepts %s', (name) => {
    expect(photoNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    '../../etc/passwd',
    `${'a1'.repeat(16)}.gif`,
    `${'A1'.repeat(16)}.jpg`,
    `${'a1'.repeat(15)}.jpg`,
    'default.jpg',
    `x/${'a1'.repeat(16)}.png`,
  ])('refuses %s', (name) => {
    expect(photoNameSchema.safeParse(name).success).toBe(false);
  });

  it('builds the path the app loads a photo from', () => {
    expect(userPhotoUrl('default.jpeg')).toBe('/api/imagens/user/default.jpeg');
  });
});
