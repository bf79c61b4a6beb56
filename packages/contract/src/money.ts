/**
 * Money: integer minor units plus an ISO 4217 currency code.
 *
 * The number of decimals comes from the currency (EUR 2, MXN 2, CLP 0, KWD 3), never from a hard-coded 100.
 * Arithmetic runs on integers only (BigInt where a product could pass 2^53); decimal numbers, as the spec's
 * API speaks them, are converted only at the edge with {@link fromDecimal} and {@link toDecimal}.
 */

/** An upper-case ISO 4217 code the runtime knows (see {@link isCurrencyCode}). */
export type CurrencyCode = string;

/** An amount of money: `amount` is a safe integer count of the currency's minor units (cents for EUR, pesos for CLP). */
export type Money = { readonly amount: number; readonly currency: CurrencyCode };

/** Spec section 9: "default currency EUR". */
export const DEFAULT_CURRENCY_CODE: CurrencyCode = 'EUR';

/** Thrown for values that cannot be money: unknown currencies, fractions of a minor unit, unsafe sizes. */
export class MoneyError extends RangeError {
  override name = 'MoneyError';
}

let knownCurrencies: ReadonlySet<string> | undefined;
const decimalsCache = new Map<string, number>();

/**
 * Whether `code` is an ISO 4217 code this runtime supports. Only the upper-case spelling is accepted, so a
 * stored code is always spelled one way. `Intl.NumberFormat` alone would accept any three letters ("XYZ").
 */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) return false;
  knownCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return knownCurrencies.has(code);
}

export function currencyCodeMessage(code: unknown): string {
  return `Invalid currency code ${JSON.stringify(code)}: use an ISO 4217 code such as EUR, MXN or CLP`;
}

function assertCurrency(code: unknown): asserts code is CurrencyCode {
  if (!isCurrencyCode(code)) throw new MoneyError(currencyCodeMessage(code));
}

/**
 * Number of decimals (minor-unit digits) of a currency, as CLDR/Intl defines them: EUR 2, MXN 2, CLP 0, JPY 0,
 * KWD 3. These define what a stored amount means, so unit tests pin the values for the club's currencies: an
 * ICU update that changed one would fail there instead of silently rescaling stored amounts.
 * Note: for a few currencies CLDR differs from the ISO table (HUF and COP have 0 here, 2 in ISO 4217);
 * payment providers with their own minor-unit rules convert in their adapter.
 */
export function currencyDecimals(currency: CurrencyCode): number {
  const cached = decimalsCache.get(currency);
  if (cached !== undefined) return cached;
  assertCurrency(currency);
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  decimalsCache.set(currency, digits);
  return digits;
}

/**
 * Takes a currency's decimals as a server's `currencyDecimals` gave them (a page's boot data), so a browser
 * formats prices without loading its Intl currency tables for a figure it was sent.
 */
export function rememberCurrencyDecimals(currency: CurrencyCode, decimals: number): void {
  assertCurrency(currency);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 4)
    throw new MoneyError(`${decimals} is not a number of decimals of ${currency}`);
  decimalsCache.set(currency, decimals);
}

function checkedAmount(amount: bigint | number, what: string): number {
  const n = Number(amount);
  if (!Number.isSafeInteger(n)) throw new MoneyError(`${what} is too large to be handled exactly`);
  return n;
}

/** Makes money from integer minor units; refuses fractions and unsafe integers. */
export function money(amount: number, currency: CurrencyCode): Money {
  assertCurrency(currency);
  if (!Number.isInteger(amount)) throw new MoneyError(`Money amounts are integer minor units, got ${amount}`);
  return { amount: checkedAmount(amount, `The amount ${amount}`) + 0, currency }; // + 0 turns -0 into 0
}

export function zero(currency: CurrencyCode): Money {
  return money(0, currency);
}

function sameCurrency(a: Money, b: Money): CurrencyCode {
  if (a.currency !== b.currency) throw new MoneyError(`Cannot combine ${a.currency} with ${b.currency}`);
  return a.currency;
}

export function add(a: Money, b: Money): Money {
  return money(checkedAmount(BigInt(a.amount) + BigInt(b.amount), 'The sum'), sameCurrency(a, b));
}

export function subtract(a: Money, b: Money): Money {
  return money(checkedAmount(BigInt(a.amount) - BigInt(b.amount), 'The difference'), sameCurrency(a, b));
}

export function negate(a: Money): Money {
  return money(-a.amount, a.currency);
}

/** Price times a whole quantity (units of a product). */
export function multiply(a: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new MoneyError(`A quantity must be a whole number, got ${quantity}`);
  return money(checkedAmount(BigInt(a.amount) * BigInt(quantity), 'The product'), a.currency);
}

/** Sum of a list; the currency is given so that an empty list still has one. */
export function sum(items: readonly Money[], currency: CurrencyCode): Money {
  return items.reduce(add, zero(currency));
}

/** -1, 0 or 1, for sorting; refuses different currencies. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.amount < b.amount ? -1 : a.amount > b.amount ? 1 : 0;
}

export function equals(a: Money, b: Money): boolean {
  return a.currency === b.currency && a.amount === b.amount;
}

/**
 * `numerator / denominator` rounded half away from zero ("half up" as people and tax offices mean it:
 * 0.5 -> 1, -0.5 -> -1). The one rounding rule of the money code. `denominator` must be positive.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new MoneyError('The divisor must be positive');
  const quotient = numerator / denominator; // truncates toward zero
  const remainder = numerator % denominator; // has the sign of the numerator
  const twice = remainder < 0n ? -2n * remainder : 2n * remainder;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** An exact decimal: value = mantissa / 10^scale (scale may be negative after an exponent). */
type Decimal = { mantissa: bigint; scale: number };

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d{1,4}))?$/;

/**
 * Reads a decimal exactly from its text. A JavaScript number is read through `String(n)`, the shortest text
 * that gives back the same number: `1.005` reads as 1.005 (not 1.00499999999999989...), and `0.1 + 0.2` as
 * 0.30000000000000004, which is then refused or rounded as the caller asks.
 */
function parseDecimal(value: number | string): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MoneyError(`${value} is not an amount of money`);
  const text = typeof value === 'number' ? String(value) : value.trim();
  // 100 characters bound the BigInt work below; no real amount comes close.
  const m = text.length <= 100 ? DECIMAL_TEXT.exec(text) : null;
  const [, sign = '', int = '', frac = '', exp = '0'] = m ?? [];
  if (!m || int.length + frac.length === 0) throw new MoneyError(`${JSON.stringify(value)} is not a decimal number`);
  return { mantissa: BigInt(`${sign}${int}${frac}`), scale: frac.length - Number(exp) };
}

/**
 * Exact sum of decimal amounts of one currency as the browser's cart keeps them (the API's numbers, `0.1`,
 * `12.5`), where the currency is not at hand: each is read as an integer count of the finest decimal any of
 * them carries (the minor unit, or finer) and summed as integers, never as floats.
 */
export function addDecimalAmounts(values: readonly number[]): number {
  const parsed = values.map(parseDecimal);
  const scale = Math.max(0, ...parsed.map((d) => d.scale));
  const total = parsed.reduce((acc, d) => acc + d.mantissa * 10n ** BigInt(scale - d.scale), 0n);
  return decimalOf(total, scale);
}

/** A decimal amount times whole units, exactly (see {@link addDecimalAmounts}). */
export function multiplyDecimalAmount(value: number, units: number): number {
  if (!Number.isSafeInteger(units)) throw new MoneyError(`A quantity must be a whole number, got ${units}`);
  const d = parseDecimal(value);
  return decimalOf(d.mantissa * BigInt(units), Math.max(0, d.scale));
}

function decimalOf(minor: bigint, scale: number): number {
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  const sign = minor < 0n ? '-' : '';
  return Number(scale === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`);
}

/** Options of {@link fromDecimal}. */
export type FromDecimalOptions = {
  /**
   * `exact` (default) refuses a value with more decimals than the currency has (12.345 EUR), so an API
   * input never loses a fraction silently; `halfUp` rounds half away from zero instead (for display).
   */
  rounding?: 'exact' | 'halfUp';
};

/**
 * Converts a decimal amount, as the API speaks it (`12.5`, `"12.50"`, `1500`), to money, without float
 * arithmetic. Refuses non-finite values, amounts beyond safe integers of minor units, and (unless
 * `rounding: 'halfUp'`) more decimals than the currency has.
 *
 * @example fromDecimal(12.5, 'EUR') // { amount: 1250, currency: 'EUR' }
 * @example fromDecimal('1500', 'CLP') // { amount: 1500, currency: 'CLP' }
 */
export function fromDecimal(value: number | string, currency: CurrencyCode, options: FromDecimalOptions = {}): Money {
  const decimals = currencyDecimals(currency);
  const { mantissa, scale } = parseDecimal(value);
  const shift = decimals - scale;
  // Bound the exponent work: with at most 100 digits, a value this far out is beyond a safe integer.
  if (shift > 40 && mantissa !== 0n) throw new MoneyError(`${JSON.stringify(value)} ${currency} is too large to be handled exactly`);
  let minor: bigint;
  if (shift >= 0) {
    minor = mantissa * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(Math.min(-shift, 200)); // past 200 digits the value rounds to 0 anyway
    if ((options.rounding ?? 'exact') === 'exact' && mantissa % divisor !== 0n) {
      const unit = decimals === 0 ? 'no decimals' : `at most ${decimals} decimal${decimals === 1 ? '' : 's'}`;
      throw new MoneyError(`${JSON.stringify(value)} is not a valid ${currency} amount: ${currency} has ${unit}`);
    }
    minor = divideHalfUp(mantissa, divisor);
  }
  return money(checkedAmount(minor, `${JSON.stringify(value)} ${currency}`), currency);
}

/** The amount as exact decimal text, with all the currency's decimals: "12.50", "-0.05", "1500" (CLP). */
export function toDecimalString(m: Money): string {
  const decimals = currencyDecimals(m.currency);
  const digits = String(Math.abs(m.amount)).padStart(decimals + 1, '0');
  const sign = m.amount < 0 ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Largest magnitude whose decimal form survives a trip through a JSON number (15 significant digits). */
const MAX_DECIMAL_EXACT = 999_999_999_999_999;

/**
 * The amount as the spec's decimal number, for API responses (1250 EUR cents -> 12.5). The number is the
 * one closest to the exact decimal, so {@link fromDecimal} reads it back to the same money.
 */
export function toDecimal(m: Money): number {
  if (Math.abs(m.amount) > MAX_DECIMAL_EXACT) {
    throw new MoneyError(`${toDecimalString(m)} ${m.currency} cannot be sent exactly as a JSON number`);
  }
  return Number(toDecimalString(m));
}

/**
 * `percent` % of an amount, rounded half away from zero to the currency's minor unit. `percent` is read
 * exactly like {@link fromDecimal} reads amounts (21, 12.5, "7.25").
 *
 * @example percentOf(money(150, 'EUR'), 21) // 31.5 cents -> { amount: 32, currency: 'EUR' }
 */
export function percentOf(m: Money, percent: number | string): Money {
  const { mantissa, scale } = parseDecimal(percent);
  if (scale < -20 || scale > 20) throw new MoneyError(`${JSON.stringify(percent)} % is not a usable percentage`);
  const numerator = BigInt(m.amount) * mantissa * (scale < 0 ? 10n ** BigInt(-scale) : 1n);
  const denominator = 100n * (scale > 0 ? 10n ** BigInt(scale) : 1n);
  return money(checkedAmount(divideHalfUp(numerator, denominator), 'The percentage'), m.currency);
}
