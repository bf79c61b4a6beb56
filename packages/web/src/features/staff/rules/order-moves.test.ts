import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '@clubportal/contract/staff';
import { orderMoves, unitsLeft } from './order-moves';

const desk = BUILT_IN_ROLES.desk;

describe('the order steps the console offers', () => {
  it('offers a paid order only its preparing, whatever its delivery', () => {
    expect(orderMoves({ state: 'paid', delivery: 'ship' }, desk)).toEqual(['prepared']);
    expect(orderMoves({ state: 'paid', delivery: 'collect' }, desk)).toEqual(['prepared']);
  });
  it('offers a prepared order its shipping when it is sent, its collection when it is picked up at the club', () => {
    expect(orderMoves({ state: 'prepared', delivery: 'ship' }, desk)).toEqual(['shipped']);
    expect(orderMoves({ state: 'prepared', delivery: 'collect' }, desk)).toEqual(['collected']);
  });
  it('offers a shipped or collected order its return, and nothing after a return or before the payment', () => {
    expect(orderMoves({ state: 'shipped', delivery: 'ship' }, desk)).toEqual(['returned']);
    expect(orderMoves({ state: 'collected', delivery: 'collect' }, desk)).toEqual(['returned']);
    expect(orderMoves({ state: 'returned', delivery: 'ship' }, desk)).toEqual([]);
    expect(orderMoves({ state: 'unpaid', delivery: 'collect' }, desk)).toEqual([]);
  });
  it('offers nothing to whoever only reads the shop (no orders.write)', () => {
    expect(BUILT_IN_ROLES['read-only']).toContain('shop.read');
    expect(orderMoves({ state: 'paid', delivery: 'ship' }, BUILT_IN_ROLES['read-only'])).toEqual([]);
    expect(orderMoves({ state: 'prepared', delivery: 'collect' }, ['shop.read'])).toEqual([]);
  });
  it('counts the units a return may still give back', () => {
    expect(unitsLeft({ units: 3, returned: 1 })).toBe(2);
    expect(unitsLeft({ units: 1, returned: 1 })).toBe(0);
  });
});
