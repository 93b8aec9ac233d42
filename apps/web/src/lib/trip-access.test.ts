import { describe, expect, it } from 'vitest';
import { ptBR } from '../i18n/pt-BR';
import { addedByText, tripAccessOf } from './trip-access';

const member = (role: 'owner' | 'editor' | 'viewer', memberCount = 2) => ({
  tripId: '7c0b0d53-6a3e-4a38-9a1e-8f6c2b4c1d20',
  role,
  memberCount,
});

describe('the controls a member of the current trip sees', () => {
  it('gives a viewer no write control: no add, edit, delete or drag on the board and the trip finances', () => {
    const { known, role, may } = tripAccessOf(member('viewer'));
    expect(known).toBe(true);
    expect(role).toBe('viewer');
    expect(may).toEqual({
      read: true,
      write: false,
      editDetails: false,
      manageMembers: false,
      shareItinerary: false,
      deleteTrip: false,
      leave: true,
    });
  });

  it('lets an editor change the plans and the trip, but not manage its members', () => {
    expect(tripAccessOf(member('editor')).may).toEqual({
      read: true,
      write: true,
      editDetails: true,
      manageMembers: false,
      shareItinerary: false,
      deleteTrip: false,
      leave: true,
    });
  });

  it('lets the owner do everything but leave: the trip is handed over first', () => {
    expect(tripAccessOf(member('owner')).may).toEqual({
      read: true,
      write: true,
      editDetails: true,
      manageMembers: true,
      shareItinerary: true,
      deleteTrip: true,
      leave: false,
    });
  });

  it('offers no control until the membership is known, so none flashes in or out', () => {
    const access = tripAccessOf(undefined);
    expect(access.known).toBe(false);
    expect(Object.values(access.may).every((allowed) => !allowed)).toBe(true);
  });

  it('leaves a user without a current trip every control on their own plans, and nobody to manage', () => {
    const access = tripAccessOf(null);
    expect(access).toMatchObject({ known: true, role: null, shared: false });
    expect(access.may).toMatchObject({ write: true, editDetails: true, manageMembers: false, leave: false });
  });

  it('calls a trip shared once it has a second member', () => {
    expect(tripAccessOf(member('owner', 1)).shared).toBe(false);
    expect(tripAccessOf(member('owner', 2)).shared).toBe(true);
  });
});

describe('who added an item', () => {
  const ana = { id: '0d3c1a2b-5e6f-4a7b-8c9d-0e1f2a3b4c5d', name: 'Ana Traveller' };

  it('is said on the items of a shared trip, a gone account as a former member', () => {
    expect(addedByText(ana, true)).toBe('Added by Ana Traveller');
    expect(addedByText(null, true)).toBe('Added by a former member');
  });

  it('is said in the catalogue’s language', () => {
    expect(addedByText(ana, true, ptBR)).toBe('Adicionado por Ana Traveller');
    expect(addedByText(null, true, ptBR)).toBe('Adicionado por um ex-participante');
  });

  it('is not said of items no one else sees, nor in a trip planned alone', () => {
    expect(addedByText(undefined, true)).toBeNull();
    expect(addedByText(ana, false)).toBeNull();
  });

  it('says "former member" after the companion who added it deleted their account, leaving the reader alone', () => {
    expect(addedByText(null, false)).toBe('Added by a former member');
  });
});
