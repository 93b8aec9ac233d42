import { describe, expect, it } from 'vitest';
import { firstReadsOf, firstReadUrl } from './page-data';

describe('first reads of a signed-in page', () => {
  it("asks for the layout's user and trip, then the page's own data", () => {
    expect(firstReadsOf('/')).toEqual(['getUser', 'getTrip', 'getTodoLists', 'getFinances']);
    expect(firstReadsOf('/todolist')).toEqual(['getUser', 'getTrip', 'getTodoLists']);
    expect(firstReadsOf('/noticies')).toEqual(['getUser', 'getTrip']);
    expect(firstReadsOf('/constructor')).toEqual(['getUser', 'getTrip']);
  });

  it('reads the addresses the API client calls', () => {
    expect(firstReadsOf('/finances').map(firstReadUrl)).toEqual(['/api/user', '/api/trip', '/api/finances']);
  });
});
