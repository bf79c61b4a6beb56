import type { Language } from '@clubportal/contract/languages';
import {
  BOOKING_TYPE_TEXT_FIELDS,
  type BookingTypeTranslation,
  type StaffBookingType,
  type StaffBookingTypeBody,
} from '@clubportal/contract/staff-booking-types';

/**
 * The booking type form's values as typed (numbers as text: a field may be empty while typed) and their body.
 * Durations are typed as a list ("60, 90"); how far ahead and the cancellation window in hours; levels as
 * the players read them (1.50), kept in hundredths. An empty limit is none.
 */
export type BookingTypeForm = {
  name: string;
  category: string;
  description: string;
  extendedDescription: string;
  image: string;
  kind: string;
  durations: string;
  preferredDuration: string;
  slotStepMinutes: string;
  maxParticipants: string;
  sharedPaymentAllowed: boolean;
  allowJoin: boolean;
  /** Sold by place (classes the club opens) rather than by the court. */
  byPlace: boolean;
  resultSets: '3' | '5';
  anticipationHours: string;
  anticipationText: string;
  cancelWindowHours: string;
  cancelText: string;
  refundRule: StaffBookingTypeBody['refundRule'];
  holdMinutes: string;
  minLevel: string;
  maxLevel: string;
  /** A by-place type's floor plan, by id ('' none). */
  floorPlanId: string;
  translations: Partial<Record<Language, BookingTypeTranslation>>;
};

const emptyTranslation = (): BookingTypeTranslation =>
  Object.fromEntries(BOOKING_TYPE_TEXT_FIELDS.map((f) => [f, ''])) as BookingTypeTranslation;

const hours = (minutes: number | null) => (minutes === null ? '' : String(Math.round((minutes / 60) * 100) / 100));
const levelText = (hundredths: number | null) => (hundredths === null ? '' : (hundredths / 100).toFixed(2));

export function formOf(type: StaffBookingType | null, kinds: readonly string[], languages: readonly Language[]): BookingTypeForm {
  const translations = Object.fromEntries(
    languages.map((l) => [l, { ...emptyTranslation(), ...(type?.translations[l] ?? {}) }]),
  ) as BookingTypeForm['translations'];
  if (!type)
    return {
      name: '',
      category: '',
      description: '',
      extendedDescription: '',
      image: '',
      kind: kinds[0] ?? '',
      durations: '60, 90',
      preferredDuration: '90',
      slotStepMinutes: '30',
      maxParticipants: '4',
      sharedPaymentAllowed: true,
      allowJoin: false,
      byPlace: false,
      resultSets: '3',
      anticipationHours: '',
      anticipationText: '',
      cancelWindowHours: '24',
      cancelText: '',
      refundRule: 'original',
      holdMinutes: '15',
      minLevel: '',
      maxLevel: '',
      floorPlanId: '',
      translations,
    };
  return {
    name: type.name,
    category: type.category,
    description: type.description,
    extendedDescription: type.extendedDescription,
    image: type.image,
    kind: type.kind,
    durations: type.durations.join(', '),
    preferredDuration: String(type.preferredDuration),
    slotStepMinutes: String(type.slotStepMinutes),
    maxParticipants: String(type.maxParticipants),
    sharedPaymentAllowed: type.sharedPaymentAllowed,
    allowJoin: type.allowJoin,
    byPlace: type.byPlace,
    resultSets: type.resultSets === 5 ? '5' : '3',
    anticipationHours: hours(type.anticipationMinutes),
    anticipationText: type.anticipationText,
    cancelWindowHours: hours(type.cancelWindowMinutes),
    cancelText: type.cancelText,
    refundRule: type.refundRule,
    holdMinutes: String(type.holdMinutes),
    minLevel: levelText(type.minLevel),
    maxLevel: levelText(type.maxLevel),
    floorPlanId: type.floorPlanId === null ? '' : String(type.floorPlanId),
    translations,
  };
}

/** The durations typed, in minutes (whatever separates them); NaN where a part is not a number, for the server to refuse. */
export const durationsOf = (text: string): number[] =>
  text
    .split(/[\s,;]+/)
    .filter((p) => p !== '')
    .map(Number);

const number = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));
const orNull = (text: string, scale: number) => (text.trim() === '' ? null : Math.round(number(text) * scale));

export function bodyOf(form: BookingTypeForm): StaffBookingTypeBody {
  return {
    name: form.name,
    category: form.category,
    description: form.description,
    extendedDescription: form.extendedDescription,
    image: form.image,
    kind: form.kind,
    durations: durationsOf(form.durations),
    preferredDuration: number(form.preferredDuration),
    slotStepMinutes: number(form.slotStepMinutes),
    maxParticipants: number(form.maxParticipants),
    sharedPaymentAllowed: form.sharedPaymentAllowed,
    allowJoin: form.allowJoin,
    resultSets: form.resultSets === '5' ? 5 : 3,
    anticipationMinutes: orNull(form.anticipationHours, 60),
    anticipationText: form.anticipationText,
    cancelWindowMinutes: Math.round(number(form.cancelWindowHours) * 60),
    cancelText: form.cancelText,
    refundRule: form.refundRule,
    holdMinutes: number(form.holdMinutes),
    minLevel: orNull(form.minLevel, 100),
    maxLevel: orNull(form.maxLevel, 100),
    // A type sold by the court has no floor plan.
    floorPlanId: !form.byPlace || form.floorPlanId === '' ? null : Number(form.floorPlanId),
    byPlace: form.byPlace,
    translations: form.translations,
  };
}
