import { describe, expect, it } from 'vitest';
import type { StaffBookingType } from '@clubportal/contract/staff-booking-types';
import { bodyOf, durationsOf, formOf } from './booking-type-form';

const padel: StaffBookingType = {
  id: 1,
  name: 'Pádel',
  category: 'Pádel',
  description: '',
  extendedDescription: '',
  image: 'gallery1.svg',
  kind: 'padel_court',
  durations: [60, 90, 120],
  preferredDuration: 90,
  slotStepMinutes: 30,
  maxParticipants: 4,
  sharedPaymentAllowed: true,
  allowJoin: true,
  resultSets: 3,
  anticipationMinutes: 7 * 24 * 60,
  anticipationText: '',
  cancelWindowMinutes: 90,
  cancelText: '',
  refundRule: 'original',
  holdMinutes: 15,
  minLevel: 150,
  maxLevel: null,
  byPlace: false,
  floorPlanId: null,
  published: true,
  position: 1,
  translations: { 'en-US': { name: 'Padel' } },
};

describe('the booking type form', () => {
  it('gives back the stored type unchanged when nothing is typed (hours, levels and every language filled in)', () => {
    const form = formOf(padel, ['padel_court'], ['en-US', 'fr-FR']);
    expect(form).toMatchObject({
      durations: '60, 90, 120',
      anticipationHours: '168',
      cancelWindowHours: '1.5',
      minLevel: '1.50',
      maxLevel: '',
    });
    const { id: _i, published: _p, position: _o, translations: _t, ...own } = padel;
    const body = bodyOf(form);
    expect({ ...body, translations: undefined }).toEqual({ ...own, translations: undefined });
    expect(body.translations['en-US']).toMatchObject({ name: 'Padel', category: '' });
    expect(body.translations['fr-FR']).toMatchObject({ name: '' });
  });

  it('reads durations whatever separates them, an empty limit as none and a decimal comma as a point', () => {
    expect(durationsOf('60,90; 120  45')).toEqual([60, 90, 120, 45]);
    const body = bodyOf({ ...formOf(padel, [], []), anticipationHours: '', minLevel: '2,25', maxParticipants: '' });
    expect(body.anticipationMinutes).toBeNull();
    expect(body.minLevel).toBe(225);
    // Left for the server to refuse with its sentence, never guessed.
    expect(body.maxParticipants).toBeNaN();
  });
});
