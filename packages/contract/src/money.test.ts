import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from './format.js';
import {
  add,
  addDecimalAmounts,
  multiplyDecimalAmount,
  compare,
  currencyDecimals,
  divideHalfUp,
  equals,
  fromDecimal,
  isCurrencyCode,
  money,
  MoneyError,
  multiply,
  negate,
  percentOf,
  rememberCurrencyDecimals,
  subtract,
  sum,
  toDecimal,
  toDecimalString,
  zero,
  type CurrencyCode,
} from './money.js';
import { currencyCodeSchema } from './settings.js';

const eur = (amount: number) => money(amount, 'EUR');
const clp = (amount: number) => money(amount, 'CLP');

describe('currencies', () => {
  it('knows ISO 4217 codes and refuses others', () => {
    for (const code of ['EUR', 'MXN', 'CLP', 'USD', 'VES', 'JPY', 'KWD']) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ['eur', 'EURO', 'XYZ', '€', '', 'E R', 42, null]) expect(isCurrencyCode(code)).toBe(false);
  });

  // These digits give stored amounts their meaning: if an ICU update ever changed one, this must fail.
  it('takes the decimals from the currency', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('MXN')).toBe(2);
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('VES')).toBe(2);
    expect(currencyDecimals('CLP')).toBe(0);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(() => currencyDecimals('XYZ')).toThrow('Invalid currency code "XYZ": use an ISO 4217 code such as EUR, MXN or CLP');
  });

  it('takes decimals a server sent without asking Intl again, and refuses impossible ones', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    rememberCurrencyDecimals('BHD', 3);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(formatPrice(1.2345, { currencySymbol: 'BD', decimalSeparator: '.', currencyCode: 'BHD' })).toBe('1.235\u00a0BD');
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    expect(() => rememberCurrencyDecimals('XYZ' as CurrencyCode, 2)).toThrow('Invalid currency code "XYZ"');
    expect(() => rememberCurrencyDecimals('EUR', 2.5)).toThrow('2.5 is not a number of decimals of EUR');
    expect(() => rememberCurrencyDecimals('EUR', 7)).toThrow('7 is not a number of decimals of EUR');
  });

  it('has a zod schema with a message naming the wrong value', () => {
    expect(currencyCodeSchema.parse('CLP')).toBe('CLP');
    const result = currencyCodeSchema.safeParse('EURO');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid currency code "EURO": use an ISO 4217 code such as EUR, MXN or CLP');
  });
});

describe('money values', () => {
  it('are integer minor units of a known currency', () => {
    expect(eur(1250)).toEqual({ amount: 1250, currency: 'EUR' });
    expect(() => eur(12.5)).toThrow(MoneyError);
    expect(() => eur(Number.MAX_SAFE_INTEGER + 1)).toThrow('too large');
    expect(() => money(1, 'XYZ')).toThrow('Invalid currency code');
    expect(Object.is(eur(-0).amount, 0)).toBe(true);
  });

  it('add, subtract, negate, multiply and sum on integers', () => {
    expect(add(eur(10), eur(20))).toEqual(eur(30));
    expect(subtract(eur(10), eur(25))).toEqual(eur(-15));
    expect(negate(eur(15))).toEqual(eur(-15));
    expect(multiply(eur(1999), 3)).toEqual(eur(5997));
    expect(multiply(clp(15000), 1000)).toEqual(clp(15_000_000));
    expect(sum([eur(10), eur(20), eur(-5)], 'EUR')).toEqual(eur(25));
    expect(sum([], 'CLP')).toEqual(zero('CLP'));
  });

  it('never adds a tenth and a fifth into 0.30000000000000004', () => {
    expect(toDecimal(add(fromDecimal(0.1, 'EUR'), fromDecimal(0.2, 'EUR')))).toBe(0.3);
    // A thousand ten-cent items are exactly 100, where float addition drifts.
    const items = Array.from({ length: 1000 }, () => fromDecimal('0.10', 'EUR'));
    expect(toDecimal(sum(items, 'EUR'))).toBe(100);
  });

  it('refuses to mix currencies or multiply by a fraction', () => {
    expect(() => add(eur(1), clp(1))).toThrow('Cannot combine EUR with CLP');
    expect(() => compare(eur(1), clp(1))).toThrow('Cannot combine EUR with CLP');
    expect(() => multiply(eur(100), 1.5)).toThrow('A quantity must be a whole number, got 1.5');
  });

  it('refuses results beyond safe integers instead of losing cents', () => {
    expect(() => add(eur(Number.MAX_SAFE_INTEGER), eur(1))).toThrow('The sum is too large');
    expect(() => multiply(eur(2 ** 40), 2 ** 20)).toThrow('The product is too large');
    expect(add(eur(Number.MAX_SAFE_INTEGER - 1), eur(1)).amount).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('compare and equals', () => {
    expect([eur(30), eur(-5), eur(10)].sort(compare).map((m) => m.amount)).toEqual([-5, 10, 30]);
    expect(compare(eur(7), eur(7))).toBe(0);
    expect(equals(eur(7), eur(7))).toBe(true);
    expect(equals(eur(7), clp(7))).toBe(false);
  });
});

describe('divideHalfUp', () => {
  it('rounds halves away from zero and everything else to the nearest', () => {
    expect(divideHalfUp(5n, 2n)).toBe(3n);
    expect(divideHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideHalfUp(7n, 3n)).toBe(2n);
    expect(divideHalfUp(8n, 3n)).toBe(3n);
    expect(divideHalfUp(-8n, 3n)).toBe(-3n);
    expect(divideHalfUp(149n, 100n)).toBe(1n);
    expect(divideHalfUp(150n, 100n)).toBe(2n);
    expect(() => divideHalfUp(1n, 0n)).toThrow('The divisor must be positive');
  });
});

describe('fromDecimal', () => {
  it('reads the API decimals exactly per currency', () => {
    expect(fromDecimal(12.5, 'EUR')).toEqual(eur(1250));
    expect(fromDecimal('12.50', 'EUR')).toEqual(eur(1250));
    expect(fromDecimal(19.99, 'EUR')).toEqual(eur(1999)); // 19.99 * 100 is 1998.9999999999998
    expect(fromDecimal(4.35, 'MXN')).toEqual(money(435, 'MXN')); // 4.35 * 100 is 434.99999999999994
    expect(fromDecimal(1500, 'CLP')).toEqual(clp(1500));
    expect(fromDecimal('1500.00', 'CLP')).toEqual(clp(1500));
    expect(fromDecimal(1500, 'JPY')).toEqual(money(1500, 'JPY'));
    expect(fromDecimal('1.234', 'KWD')).toEqual(money(1234, 'KWD'));
    expect(fromDecimal(-3.05, 'EUR')).toEqual(eur(-305));
    expect(fromDecimal('-0', 'EUR')).toEqual(eur(0));
    expect(fromDecimal('.5', 'EUR')).toEqual(eur(50));
    expect(fromDecimal('1.5e3', 'EUR')).toEqual(eur(150000));
    expect(fromDecimal(1.2e-1, 'EUR')).toEqual(eur(12));
  });

  it('refuses more decimals than the currency has, with a clear message', () => {
    expect(() => fromDecimal(1.005, 'EUR')).toThrow('1.005 is not a valid EUR amount: EUR has at most 2 decimals');
    expect(() => fromDecimal('12.345', 'EUR')).toThrow('"12.345" is not a valid EUR amount: EUR has at most 2 decimals');
    expect(fromDecimal('12.500', 'EUR')).toEqual(eur(1250)); // trailing zeros are no fraction of a cent
    expect(() => fromDecimal(1500.5, 'CLP')).toThrow('1500.5 is not a valid CLP amount: CLP has no decimals');
    expect(() => fromDecimal(0.1 + 0.2, 'EUR')).toThrow('EUR has at most 2 decimals');
  });

  it('rounds half away from zero only when asked', () => {
    expect(fromDecimal(1.005, 'EUR', { rounding: 'halfUp' })).toEqual(eur(101)); // Math.round(1.005 * 100) gives 100
    expect(fromDecimal(-1.005, 'EUR', { rounding: 'halfUp' })).toEqual(eur(-101));
    expect(fromDecimal(0.1 + 0.2, 'EUR', { rounding: 'halfUp' })).toEqual(eur(30));
    expect(fromDecimal(1500.5, 'CLP', { rounding: 'halfUp' })).toEqual(clp(1501));
    expect(fromDecimal(1500.49, 'CLP', { rounding: 'halfUp' })).toEqual(clp(1500));
    expect(fromDecimal('1e-300', 'EUR', { rounding: 'halfUp' })).toEqual(eur(0));
  });

  it('refuses what is not a finite, safe amount', () => {
    expect(() => fromDecimal(Number.NaN, 'EUR')).toThrow('NaN is not an amount of money');
    expect(() => fromDecimal(Number.POSITIVE_INFINITY, 'EUR')).toThrow('Infinity is not an amount of money');
    expect(() => fromDecimal('12,50', 'EUR')).toThrow('"12,50" is not a decimal number');
    expect(() => fromDecimal('', 'EUR')).toThrow('"" is not a decimal number');
    expect(() => fromDecimal('abc', 'EUR')).toThrow('is not a decimal number');
    expect(() => fromDecimal('1'.repeat(200), 'EUR')).toThrow('is not a decimal number');
    expect(() => fromDecimal(90_071_992_547_409.92, 'EUR')).toThrow('too large to be handled exactly');
    expect(() => fromDecimal('1e9999', 'EUR')).toThrow('too large to be handled exactly');
    expect(() => fromDecimal(1e21, 'JPY')).toThrow('too large to be handled exactly');
    expect(() => fromDecimal('1e-300', 'EUR')).toThrow('EUR has at most 2 decimals');
    expect(() => fromDecimal(1, 'EURO')).toThrow('Invalid currency code "EURO"');
  });

  it('accepts the largest safe amounts', () => {
    expect(fromDecimal('90071992547409.91', 'EUR')).toEqual(eur(Number.MAX_SAFE_INTEGER));
    expect(fromDecimal('-9007199254740991', 'CLP')).toEqual(clp(-Number.MAX_SAFE_INTEGER));
  });
});

describe('toDecimal and toDecimalString', () => {
  it('write the decimals of the currency', () => {
    expect(toDecimalString(eur(1250))).toBe('12.50');
    expect(toDecimalString(eur(5))).toBe('0.05');
    expect(toDecimalString(eur(-5))).toBe('-0.05');
    expect(toDecimalString(clp(15000))).toBe('15000');
    expect(toDecimalString(money(1234, 'KWD'))).toBe('1.234');
    expect(toDecimal(eur(1250))).toBe(12.5);
    expect(toDecimal(eur(-305))).toBe(-3.05);
    expect(toDecimal(clp(-15000))).toBe(-15000);
  });

  it('round-trip through fromDecimal, up to the largest amount a JSON number holds exactly', () => {
    for (const amount of [0, 1, 99, 101, 1999, 123456789, -98765, 999_999_999_999_999]) {
      expect(fromDecimal(toDecimal(eur(amount)), 'EUR')).toEqual(eur(amount));
      expect(fromDecimal(toDecimal(clp(amount)), 'CLP')).toEqual(clp(amount));
    }
    expect(() => toDecimal(eur(Number.MAX_SAFE_INTEGER))).toThrow('90071992547409.91 EUR cannot be sent exactly as a JSON number');
    expect(toDecimalString(eur(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
  });
});

describe('percentOf', () => {
  it('takes a percentage rounded half away from zero', () => {
    expect(percentOf(eur(150), 21)).toEqual(eur(32)); // 31.5 -> 32
    expect(percentOf(eur(149), 21)).toEqual(eur(31)); // 31.29 -> 31
    expect(percentOf(eur(-150), 21)).toEqual(eur(-32));
    expect(percentOf(clp(1050), 10)).toEqual(clp(105));
    expect(percentOf(clp(1005), 10)).toEqual(clp(101)); // 100.5 -> 101
    expect(percentOf(eur(1000), 12.5)).toEqual(eur(125));
    expect(percentOf(eur(1001), '12.5')).toEqual(eur(125)); // 125.125 -> 125
    expect(percentOf(eur(1004), '12.5')).toEqual(eur(126)); // 125.5 -> 126
    expect(percentOf(eur(2 ** 50), 100)).toEqual(eur(2 ** 50)); // no overflow in the intermediate product
    expect(() => percentOf(eur(100), 'ten')).toThrow('is not a decimal number');
  });
});

describe('decimal amounts (the browser cart)', () => {
  it('adds and multiplies exactly as integers of their finest decimal', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimalAmounts([0.1, 0.2])).toBe(0.3);
    expect(addDecimalAmounts([12.5, 0.005, -2])).toBe(10.505);
    expect(addDecimalAmounts([])).toBe(0);
    expect(addDecimalAmounts([15000, 2500])).toBe(17500);
    expect(multiplyDecimalAmount(189.95, 3)).toBe(569.85);
    expect(multiplyDecimalAmount(0.1, 3)).toBe(0.3);
    expect(() => multiplyDecimalAmount(1, 1.5)).toThrow();
  });
});
