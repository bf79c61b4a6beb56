import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { ACTIVITY_DEFAULT_TERMS, type StaffActivity, type StaffActivityBody } from '@clubportal/contract/staff-activities';

/**
 * "4 Jul 2026, 18:00" for a club wall-clock `yyyy-MM-ddTHH:mm`: already the club's time, so it is formatted as
 * it stands (read as UTC and shown in UTC), never moved into the browser's zone.
 */
export function useLocalDateTime(): (local: string | null) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (local) =>
      local
        ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
            new Date(`${local}:00Z`),
          )
        : '—',
    [i18n.language],
  );
}

/** A new activity's form: a week from today at 18:00 for two hours, no limit, free, published, online sign-up, the usual terms. */
export function newActivity(today: Date, languages: readonly Language[]): StaffActivityBody {
  const day = new Date(today.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    name: '',
    type: 'activity',
    start: `${day}T18:00`,
    end: `${day}T20:00`,
    poster: '',
    description: '',
    capacity: null,
    signUpOpens: null,
    signUpCloses: null,
    price: 0,
    onlineSignUp: true,
    published: true,
    ...ACTIVITY_DEFAULT_TERMS,
    forChildren: false,
    sports: [],
    signUpForm: null,
    texts: Object.fromEntries(languages.map((l) => [l, { name: '', description: '' }])),
  };
}

/** An activity as its form edits it (every offered language with a box, empty where no translation is written). */
export function activityValues(a: StaffActivity, languages: readonly Language[]): StaffActivityBody {
  return {
    name: a.name,
    type: a.type,
    start: a.start,
    end: a.end ?? a.start,
    poster: a.poster,
    description: a.description,
    capacity: a.capacity,
    signUpOpens: a.signUpOpens,
    signUpCloses: a.signUpCloses,
    price: a.price,
    onlineSignUp: a.onlineSignUp,
    published: a.published,
    cancelHoursBefore: a.cancelHoursBefore,
    refundPercent: a.refundPercent,
    forChildren: a.forChildren,
    sports: a.sports,
    signUpForm: a.signUpForm,
    texts: Object.fromEntries(languages.map((l) => [l, a.texts[l] ?? { name: '', description: '' }])),
  };
}

/** An empty box is "none" (no limit, no date, no form). */
export const orNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : v);
export const numberOrNull = (v: unknown) => (orNull(v) === null ? null : Number(v));
