import { describe, expect, it } from 'vitest';
import { firstReadsOf, firstReadUrl, LOGIN_FIRST_READS } from './page-data';

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
