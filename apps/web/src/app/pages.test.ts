import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { ptBR } from '../i18n/pt-BR';
import { MENU_ENTRIES } from './menu';
import { pageModules } from './page-modules';
import {
  firstPagesOf,
  firstReadsOf,
  firstReadUrl,
  isSignedInPath,
  LOGIN_FIRST_READS,
  pages,
  signedInPaths,
} from './pages';

describe('the code a page opened cold loads first', () => {
  it('is the layout and the page behind the sign-in, with a session', () => {
    expect(firstPagesOf('/', true)).toEqual(['appLayout', '/']);
    expect(firstPagesOf('/todolist', true)).toEqual(['appLayout', '/todolist']);
    expect(firstPagesOf('/myaccount', true)).toEqual(['appLayout', '/myaccount']);
  });

  it('is /login’s for /login, and for a page behind the sign-in without a session', () => {
    expect(firstPagesOf('/login', false)).toEqual(['login']);
    expect(firstPagesOf('/login', true)).toEqual(['login']);
    expect(firstPagesOf('/finances', false)).toEqual(['login']);
  });

  it('is the invitation page’s for an invitation link, with or without a session', () => {
    const link = '/invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
    expect(firstPagesOf(link, false)).toEqual(['invitation']);
    expect(firstPagesOf(link, true)).toEqual(['invitation']);
    expect(firstPagesOf('/companions', true)).toEqual(['appLayout', '/companions']);
    expect(firstPagesOf('/companions', false)).toEqual(['login']);
  });

  it('is left to the router for other addresses', () => {
    expect(firstPagesOf('/createtripdetails', true)).toEqual([]);
    expect(firstPagesOf('/confirmemail/abc', false)).toEqual([]);
    expect(firstPagesOf('/nowhere', true)).toEqual([]);
    expect(firstPagesOf('/invitation', false)).toEqual([]);
  });

  it('counts only the paths of signed-in pages as such, not page names or inherited keys', () => {
    expect(isSignedInPath('/exchange')).toBe(true);
    expect(isSignedInPath('/companions')).toBe(true);
    expect(isSignedInPath('invitation')).toBe(false);
    expect(isSignedInPath('appLayout')).toBe(false);
    expect(isSignedInPath('login')).toBe(false);
    expect(isSignedInPath('/login')).toBe(false);
    expect(isSignedInPath('/toString')).toBe(false);
    expect(isSignedInPath('/__proto__')).toBe(false);
  });
});

describe('first reads of a signed-in page', () => {
  it("asks for the layout's user, trip and trips, then the page's own data", () => {
    expect(firstReadsOf('/todolist')).toEqual(['getUser', 'getTrip', 'listTrips', 'getTodoLists']);
    expect(firstReadsOf('/finances')).toEqual(['getUser', 'getTrip', 'listTrips', 'getFinances']);
    expect(firstReadsOf('/companions')).toEqual(['getUser', 'getTrip', 'listTrips']);
    expect(firstReadsOf('/constructor')).toEqual(['getUser', 'getTrip', 'listTrips']);
  });

  it('asks for the public configuration on the pages that credit a feed or draw a map', () => {
    const layout = ['getUser', 'getTrip', 'listTrips'];
    expect(firstReadsOf('/')).toEqual([...layout, 'getPublicConfig']);
    expect(firstReadsOf('/noticies')).toEqual([...layout, 'getPublicConfig']);
    expect(firstReadsOf('/advices')).toEqual([...layout, 'getPublicConfig']);
    expect(firstReadsOf('/exchange')).toEqual([...layout, 'getPublicConfig']);
    expect(firstReadsOf('/myaccount')).toEqual(layout);
    expect(LOGIN_FIRST_READS.map(firstReadUrl)).toEqual(['/api/config']);
  });

  it('reads the addresses the API client calls', () => {
    expect(firstReadsOf('/finances').map(firstReadUrl)).toEqual([
      '/api/user',
      '/api/trip',
      '/api/trips',
      '/api/finances',
    ]);
  });
});

describe('the page table', () => {
  it('names the same pages as page-modules.ts, the layout aside', () => {
    expect(Object.keys(pages).sort()).toEqual(
      Object.keys(pageModules)
        .filter((name) => name !== 'appLayout')
        .sort(),
    );
  });

  it('gives each signed-in page, and only those, a title and a menu entry in every catalogue', () => {
    for (const catalogue of [en, ptBR]) {
      expect(Object.keys(catalogue.layout.pageTitles).sort()).toEqual([...signedInPaths].sort());
      expect(
        Object.keys(catalogue.layout.menu)
          .filter((key) => key !== 'exit')
          .sort(),
      ).toEqual([...signedInPaths].sort());
    }
  });

  it('lists the signed-in pages in the menu in its own order', () => {
    expect(MENU_ENTRIES.map((entry) => entry.to)).toEqual([
      '/',
      '/noticies',
      '/advices',
      '/todolist',
      '/finances',
      '/calendar',
      '/itinerary',
      '/exchange',
      '/companions',
      '/myaccount',
    ]);
  });
});
