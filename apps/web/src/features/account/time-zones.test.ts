import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './time-zones';

describe('the time zones offered', () => {
  it('are the browser’s, sorted, with UTC and the account’s own added once', () => {
    expect(timeZoneChoices(['Europe/Lisbon', 'Asia/Tokyo'], 'America/Sao_Paulo')).toEqual([
      'America/Sao_Paulo',
      'Asia/Tokyo',
      'Europe/Lisbon',
      'UTC',
    ]);
    expect(timeZoneChoices(['UTC', 'Europe/Lisbon'], 'Europe/Lisbon')).toEqual(['Europe/Lisbon', 'UTC']);
  });
});
