import { describe, expect, it } from 'vitest';
import { bookingsPage } from './bookings-paging.js';

describe('My Bookings paging', () => {
  it('is the first 50 of each list without paging parameters (the spec call)', () => {
    expect(bookingsPage({})).toEqual({ limit: 50, nextPage: 1, pastPage: 1, nextOffset: 0, pastOffset: 0 });
  });
  it('pages each list on its own, with the size asked', () => {
    expect(bookingsPage({ pastPage: 3, pageSize: 20 })).toEqual({ limit: 20, nextPage: 1, pastPage: 3, nextOffset: 0, pastOffset: 40 });
    expect(bookingsPage({ nextPage: 2 })).toMatchObject({ nextOffset: 50, pastOffset: 0 });
  });
});
