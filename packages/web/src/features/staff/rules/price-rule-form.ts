import type { PriceRuleBody, StaffPriceRule } from '@clubportal/contract/staff-prices';

/** A price rule as its form holds it: every field text, `audience` one of `everyone`, `group:<id>`, `customer`. */
export type RuleFormValues = {
  durationMinutes: string;
  weekday: string;
  from: string;
  to: string;
  resourceId: string;
  audience: string;
  customerId: string;
  validFrom: string;
  validTo: string;
  price: string;
};

/** The form's starting values: a stored rule's, or a new rule for everyone, all day, of the first duration. */
export function ruleFormValues(rule: StaffPriceRule | null, durations: readonly number[]): RuleFormValues {
  if (!rule)
    return {
      durationMinutes: String(durations[0] ?? 60),
      weekday: '',
      from: '00:00',
      to: '24:00',
      resourceId: '',
      audience: 'everyone',
      customerId: '',
      validFrom: '',
      validTo: '',
      price: '',
    };
  return {
    durationMinutes: String(rule.durationMinutes),
    weekday: rule.weekday === null ? '' : String(rule.weekday),
    from: rule.from,
    to: rule.to,
    resourceId: rule.resourceId === null ? '' : String(rule.resourceId),
    audience: rule.customerId !== null ? 'customer' : rule.customerGroupId !== null ? `group:${rule.customerGroupId}` : 'everyone',
    customerId: rule.customerId === null ? '' : String(rule.customerId),
    validFrom: rule.validFrom ?? '',
    validTo: rule.validTo ?? '',
    price: String(rule.price),
  };
}

const idOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The body the server takes. Nothing is judged here: a price that is not a number, a band that ends before it
 * starts, an unknown customer, are refused by the server with its sentence in the staff member's language.
 */
export function ruleBody(v: RuleFormValues): PriceRuleBody {
  return {
    durationMinutes: Number(v.durationMinutes),
    weekday: idOrNull(v.weekday),
    from: v.from,
    to: v.to,
    resourceId: idOrNull(v.resourceId),
    customerGroupId: v.audience.startsWith('group:') ? Number(v.audience.slice('group:'.length)) : null,
    customerId: v.audience === 'customer' ? idOrNull(v.customerId) : null,
    validFrom: v.validFrom || null,
    validTo: v.validTo || null,
    // A decimal comma is as good as a point; an empty price is not a number, which the server refuses.
    price: v.price.trim() === '' ? Number.NaN : Number(v.price.trim().replace(',', '.')),
  };
}

/** Weekday names (1 Monday .. 7 Sunday) in the interface language. */
export function weekdayName(weekday: number, language: string): string {
  // 2024-01-01 was a Monday.
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, weekday));
}
