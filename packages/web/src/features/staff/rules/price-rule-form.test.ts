import { describe, expect, it } from 'vitest';
import { ruleBody, ruleFormValues, weekdayName } from './price-rule-form';

describe('the price rule form', () => {
  it('starts a new rule for everyone, all day, of the first duration', () => {
    expect(ruleBody({ ...ruleFormValues(null, [60, 90]), price: '12,5' })).toEqual({
      durationMinutes: 60,
      weekday: null,
      from: '00:00',
      to: '24:00',
      resourceId: null,
      customerGroupId: null,
      customerId: null,
      validFrom: null,
      validTo: null,
      price: 12.5,
    });
  });

  it("gives back a stored rule's conditions unchanged", () => {
    const rule = {
      id: 4,
      position: 2,
      durationMinutes: 90,
      weekday: 6,
      from: '17:00',
      to: '21:00',
      resourceId: 3,
      customerGroupId: 7,
      customerId: null,
      customerName: null,
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
      price: 30,
    };
    const { id: _id, position: _p, customerName: _n, ...body } = rule;
    expect(ruleBody(ruleFormValues(rule, [60, 90]))).toEqual(body);
    expect(ruleBody({ ...ruleFormValues(rule, [60, 90]), audience: 'customer', customerId: '12' })).toMatchObject({
      customerGroupId: null,
      customerId: 12,
    });
  });

  it('names weekdays from Monday in the interface language', () => {
    expect(weekdayName(1, 'en-US')).toBe('Monday');
    expect(weekdayName(7, 'es-ES')).toBe('domingo');
  });
});
