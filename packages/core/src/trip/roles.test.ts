import { describe, expect, it } from 'vitest';
import { abilitiesOn, mayOnItem, TRIP_ITEM_KINDS } from './roles';

const ana = 'ana';
const bruno = 'bruno';

describe('what a member may do with one item of a trip', () => {
  it('lets any member whose role writes edit and delete the trip’s lists, tasks, files, goals and costs', () => {
    for (const kind of TRIP_ITEM_KINDS.filter((kind) => kind !== 'comment')) {
      expect(abilitiesOn({ userId: bruno, role: 'editor' }, kind, { createdBy: ana }), kind).toEqual({
        edit: true,
        delete: true,
      });
      expect(abilitiesOn({ userId: bruno, role: 'viewer' }, kind, { createdBy: bruno }), kind).toEqual({
        edit: false,
        delete: false,
      });
    }
  });

  it('keeps a comment its author’s words: only they edit it; they and the owner delete it', () => {
    const anasComment = { createdBy: ana };
    expect(abilitiesOn({ userId: ana, role: 'editor' }, 'comment', anasComment)).toEqual({
      edit: true,
      delete: true,
    });
    expect(abilitiesOn({ userId: bruno, role: 'editor' }, 'comment', anasComment)).toEqual({
      edit: false,
      delete: false,
    });
    expect(abilitiesOn({ userId: bruno, role: 'owner' }, 'comment', anasComment)).toEqual({
      edit: false,
      delete: true,
    });
    // A viewer's role writes nothing, their own words included.
    expect(mayOnItem({ userId: ana, role: 'viewer' }, 'comment', 'delete', anasComment)).toBe(false);
  });

  it('leaves a comment whose author left to the owner alone, and everything to a person planning without a trip', () => {
    expect(abilitiesOn({ userId: bruno, role: 'editor' }, 'comment', { createdBy: null })).toEqual({
      edit: false,
      delete: false,
    });
    expect(abilitiesOn({ userId: bruno, role: 'owner' }, 'comment', { createdBy: null }).delete).toBe(true);
    expect(abilitiesOn({ userId: ana, role: null }, 'comment', { createdBy: null })).toEqual({
      edit: true,
      delete: true,
    });
  });
});
