import { describe, expect, it } from 'vitest';
import { ACTIVITIES_PAGE_WINDOW } from '@clubportal/contract/activity-limits';
import { pageLinks } from '../../../lib/page-links';
import { activitiesHref, countdown, pageCount, pageRows, posterSrc, readActivitiesView, signUpState } from './activity-rules';

const pageWindow = (current: number, pages: number) => pageLinks(current, pages, ACTIVITIES_PAGE_WINDOW);

describe('activities view in the address', () => {
  it('reads type, status and page, falling back to ongoing registrations on page 1', () => {
    expect(readActivitiesView(new URLSearchParams('type=activity&status=finished&page=3'))).toEqual({
      type: 'activity',
      status: 'finished',
      page: 3,
    });
    expect(readActivitiesView(new URLSearchParams('type=party&status=soon&page=-2'))).toEqual({
      type: 'registration',
      status: 'ongoing',
      page: 1,
    });
    expect(readActivitiesView(new URLSearchParams(''))).toEqual({ type: 'registration', status: 'ongoing', page: 1 });
    expect(readActivitiesView(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes a view back, leaving page 1 out', () => {
    expect(activitiesHref({ type: 'activity', status: 'upcoming', page: 1 })).toBe('/activities?type=activity&status=upcoming');
    expect(activitiesHref({ type: 'registration', status: 'ongoing', page: 4 })).toBe(
      '/activities?type=registration&status=ongoing&page=4',
    );
  });
});

describe('pages of 12 with a window of 5', () => {
  it('asks for 12 rows a page', () => {
    expect(pageRows(1)).toEqual({ startRow: 0, endRow: 12 });
    expect(pageRows(3)).toEqual({ startRow: 24, endRow: 36 });
    expect(pageCount(0)).toBe(1);
    expect(pageCount(12)).toBe(1);
    expect(pageCount(13)).toBe(2);
  });

  it('centres the window on the current page and keeps it inside the pages', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });
});

describe('poster and countdown', () => {
  it('falls back to the default poster', () => {
    expect(posterSrc('', (f) => `/uploads/${f}`)).toBe('/img/activity-default.png');
    expect(posterSrc('camp.svg', (f) => `/uploads/${f}`)).toBe('/uploads/camp.svg');
  });

  it('counts down days, hours, minutes and seconds, and stops at the start', () => {
    const now = Date.parse('2026-06-15T10:00:00.000Z');
    expect(countdown('2026-06-17T13:04:05.000Z', now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown('2026-06-15T10:00:00.000Z', now)).toBeNull();
    expect(countdown('2026-06-14T10:00:00.000Z', now)).toBeNull();
  });
});

describe('sign-up state', () => {
  const base = {
    onlineSignUp: true,
    placesLeft: 3,
    signUpCloses: '2026-06-20T00:00:00.000Z',
    alreadyIn: false,
    waitlist: { position: null, offerExpiresAt: null },
    now: Date.parse('2026-06-15T10:00:00.000Z'),
  };
  it('offers sign-up only when online, and says Already In', () => {
    expect(signUpState(base)).toBe('signUp');
    expect(signUpState({ ...base, onlineSignUp: false })).toBe('hidden');
    expect(signUpState({ ...base, alreadyIn: true })).toBe('alreadyIn');
    expect(signUpState({ ...base, signUpCloses: '2026-06-14T00:00:00.000Z' })).toBe('closed');
  });
  it('offers the waitlist when full, and the kept place when offered', () => {
    expect(signUpState({ ...base, placesLeft: 0 })).toBe('waitlist');
    expect(signUpState({ ...base, placesLeft: 0, waitlist: { position: 2, offerExpiresAt: null } })).toBe('onWaitlist');
    expect(signUpState({ ...base, placesLeft: 1, waitlist: { position: 1, offerExpiresAt: '2026-06-15T11:00:00.000Z' } })).toBe('offer');
  });
});
