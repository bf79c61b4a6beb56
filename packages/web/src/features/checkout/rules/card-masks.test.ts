import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardData,
  cardFormComplete,
  cardNumberLength,
  maskCardName,
  maskCardNumber,
  maskExpiry,
  maskSecurityCode,
} from './card-masks';

describe('card number masks by brand (spec section 5)', () => {
  it.each([
    ['American Express 34', '341234567890123', 'amex', '3412 345678 90123'],
    ['American Express 37', '378282246310005999', 'amex', '3782 822463 10005'],
    ['Discover 6011', '6011111111111117', 'discover', '6011 1111 1111 1117'],
    ['Discover 65', '6500000000000002', 'discover', '6500 0000 0000 0002'],
    ['Discover 644', '6445644564456445', 'discover', '6445 6445 6445 6445'],
    ['Diners 36', '36227206271667', 'diners', '3622 720627 1667'],
    ['Diners 300', '30569309025904', 'diners', '3056 930902 5904'],
    ['Diners 38', '3800000000000099', 'diners', '3800 000000 0000'],
    ['Mastercard 5x', '5555555555554444', 'mastercard', '5555 5555 5555 4444'],
    ['Mastercard 2-series', '2223003122003222', 'mastercard', '2223 0031 2200 3222'],
    ['Mastercard 2720', '2720990000000000', 'mastercard', '2720 9900 0000 0000'],
    ['JCB15 2131', '213100000000000', 'jcb15', '2131 000000 00000'],
    ['JCB15 1800', '180000000000002', 'jcb15', '1800 000000 00002'],
    ['JCB 35', '3530111333300000', 'jcb', '3530 1113 3330 0000'],
    ['Maestro 50', '5018000000000009', 'maestro', '5018 0000 0000 0009'],
    ['Maestro 6304', '6304000000000000', 'maestro', '6304 0000 0000 0000'],
    ['Maestro 67', '6759649826438453', 'maestro', '6759 6498 2643 8453'],
    ['Visa', '4242424242424242', 'visa', '4242 4242 4242 4242'],
    ['UnionPay', '6200000000000005', 'unionpay', '6200 0000 0000 0005'],
    ['other', '9999888877776666', 'other', '9999 8888 7777 6666'],
  ])('%s', (_name, digits, brand, masked) => {
    expect(cardBrand(digits)).toBe(brand);
    expect(maskCardNumber(digits)).toBe(masked);
  });

  it('groups while typing, drops what is not a digit and stops at the brand length', () => {
    expect(maskCardNumber('37')).toBe('37');
    expect(maskCardNumber('37828')).toBe('3782 8');
    expect(maskCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(maskCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(cardNumberLength('3782')).toBe(15);
    expect(cardNumberLength('3622')).toBe(14);
    expect(cardNumberLength('4')).toBe(16);
    // A 2-series number is Mastercard only inside 2221-2720.
    expect(cardBrand('2220000000000000')).toBe('other');
    expect(cardBrand('2721000000000000')).toBe('other');
  });
});

describe('the other card fields', () => {
  it('masks the expiry as MM/YY, the code to 4 digits and the name to 20 characters', () => {
    expect(maskExpiry('1')).toBe('1');
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('123')).toBe('12/3');
    expect(maskExpiry('12/345')).toBe('12/34');
    expect(maskSecurityCode('12a345')).toBe('1234');
    expect(maskCardName('Maria de las Mercedes Ruiz')).toBe('Maria de las Mercede');
    expect(maskCardName('Maria de las Mercedes Ruiz')).toHaveLength(20);
  });

  it('counts the form as filled only when every field is complete', () => {
    const card = { name: 'Ana Ruiz', number: '4242 4242 4242 4242', expiry: '12/30', securityCode: '123' };
    expect(cardFormComplete(card)).toBe(true);
    expect(cardFormComplete({ ...card, securityCode: '1234' })).toBe(true);
    expect(cardFormComplete({ ...card, name: '  ' })).toBe(false);
    expect(cardFormComplete({ ...card, number: '4242 4242 4242' })).toBe(false);
    expect(cardFormComplete({ ...card, expiry: '13/30' })).toBe(false);
    expect(cardFormComplete({ ...card, expiry: '1/30' })).toBe(false);
    expect(cardFormComplete({ ...card, securityCode: '12' })).toBe(false);
    expect(cardFormComplete({ ...card, number: '3782 822463 10005' })).toBe(true);
    expect(cardData({ ...card, name: ' Ana Ruiz ' })).toEqual({
      name: 'Ana Ruiz',
      number: '4242424242424242',
      expiry: '12/30',
      securityCode: '123',
    });
  });
});
