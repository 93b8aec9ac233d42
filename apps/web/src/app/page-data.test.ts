import { describe, expect, it } from 'vitest';
import { firstReadsOf, firstReadUrl, LOGIN_FIRST_READS } from './page-data';

describe('first reads of a signed-in page', () => {
  it("asks for the layout's user and trip, then the page's own data", () => {
    expect(firstReadsOf('/todolist')).toEqual(['getUser', 'getTrip', 'getTodoLists']);
    expect(firstReadsOf('/finances')).toEqual(['getUser', 'getTrip', 'getFinances']);
    expect(firstReadsOf('/constructor')).toEqual(['getUser', 'getTrip']);
  });

  it('asks for the public configuration on the pages that credit a feed or draw a map', () => {
    expect(firstReadsOf('/')).toEqual(['getUser', 'getTrip', 'getPublicConfig']);
    expect(firstReadsOf('/noticies')).toEqual(['getUser', 'getTrip', 'getPublicConfig']);
    expect(firstReadsOf('/advices')).toEqual(['getUser', 'getTrip', 'getPublicConfig']);
    expect(firstReadsOf('/exchange')).toEqual(['getUser', 'getTrip', 'getPublicConfig']);
    expect(firstReadsOf('/myaccount')).toEqual(['getUser', 'getTrip']);
    expect(LOGIN_FIRST_READS.map(firstReadUrl)).toEqual(['/api/config']);
  });

  it('reads the addresses the API client calls', () => {
    expect(firstReadsOf('/finances').map(firstReadUrl)).toEqual(['/api/user', '/api/trip', '/api/finances']);
  });
});
