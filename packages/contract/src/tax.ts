import { add, divideHalfUp, money, MoneyError, multiply, subtract, sum, zero, type CurrencyCode, type Money } from './money.js';

/** Spec section 9: "Tax percent fixed at 21 on product sale items". */
export const PRODUCT_TAX_PERCENT = 21;

/**
 * Whether a price already includes the tax.
 * - `net`: the price is before tax; the tax is added on top (net 10,00 € -> gross 12,10 €).
 * - `gross`: the price is what the customer pays; the tax is the part of it the state gets
 *   (gross 12,10 € -> tax 2,10 €, net 10,00 €). The gross amount stays exactly as priced.
 * Which one a price is belongs to where the price is stored (a product has both `price` and `grossPrice`);
 * the `PriceWithTaxes` setting only chooses which figure the portal displays, see {@link displayPrice}.
 */
export type PriceBasis = 'net' | 'gross';

/** One sale line: a unit price, a whole number of units and an optional discount on the whole line. */
export type TaxLineInput = {
  unitPrice: Money;
  units: number;
  /** Amount off the line total (units x unit price), in the same basis as the price. Defaults to none. */
  discount?: Money;
};

export type TaxLine = { net: Money; tax: Money; gross: Money; discount: Money };
export type TaxBreakdown = { lines: TaxLine[]; net: Money; tax: Money; gross: Money; discount: Money };

export type TaxOptions = {
  currency: CurrencyCode;
  /** Defaults to `net` (tax added on top). */
  basis?: PriceBasis;
  /** A whole percentage; defaults to {@link PRODUCT_TAX_PERCENT}. */
  taxPercent?: number;
};

/**
 * Net, tax and gross of each line and of the whole list. The one tax rule of the portal:
 *
 * **The tax is computed per line, on the line total after its discount, and rounded half away from zero to
 * the currency's minor unit; the totals are the sums of the rounded lines.** So every printed line adds
 * up to the printed totals, which can differ by a minor unit per line from taxing the grand total
 * (two lines of 1,50 € net: 0,32 € + 0,32 € = 0,64 € of tax, where 21 % of 3,00 € would be 0,63 €).
 *
 * With a `gross` basis the tax of a line is `gross x p / (100 + p)`, same rounding, and net = gross - tax.
 *
 * @throws MoneyError for another currency, negative prices or units, fractional units, or a discount larger
 * than its line.
 */
export function computeTax(lines: readonly TaxLineInput[], options: TaxOptions): TaxBreakdown {
  const { currency, basis = 'net', taxPercent = PRODUCT_TAX_PERCENT } = options;
  if (!Number.isSafeInteger(taxPercent) || taxPercent < 0) {
    throw new MoneyError(`A tax percentage must be a whole number from 0, got ${taxPercent}`);
  }
  const computed = lines.map((line, index) => taxLine(line, index, currency, basis, BigInt(taxPercent)));
  const total = (pick: (line: TaxLine) => Money) => sum(computed.map(pick), currency);
  return {
    lines: computed,
    net: total((l) => l.net),
    tax: total((l) => l.tax),
    gross: total((l) => l.gross),
    discount: total((l) => l.discount),
  };
}

function taxLine(line: TaxLineInput, index: number, currency: CurrencyCode, basis: PriceBasis, percent: bigint): TaxLine {
  const where = `Line ${index + 1}`;
  const { unitPrice, units } = line;
  const discount = line.discount ?? zero(currency);
  if (unitPrice.currency !== currency || discount.currency !== currency) {
    throw new MoneyError(`${where} is not in ${currency}`);
  }
  if (!Number.isSafeInteger(units) || units < 0) throw new MoneyError(`${where}: units must be a whole number from 0, got ${units}`);
  if (unitPrice.amount < 0) throw new MoneyError(`${where}: the unit price cannot be negative`);
  const lineTotal = multiply(unitPrice, units);
  if (discount.amount < 0 || discount.amount > lineTotal.amount) {
    throw new MoneyError(`${where}: the discount must be between 0 and the line total`);
  }
  const base = subtract(lineTotal, discount);
  const amount = BigInt(base.amount);
  if (basis === 'net') {
    const tax = money(Number(divideHalfUp(amount * percent, 100n)), currency);
    return { net: base, tax, gross: add(base, tax), discount };
  }
  const tax = money(Number(divideHalfUp(amount * percent, 100n + percent)), currency);
  return { net: subtract(base, tax), tax, gross: base, discount };
}

/**
 * The unit price the portal shows for a product: gross when the club's `PriceWithTaxes` is on, net otherwise,
 * derived from the stored price with {@link computeTax} so the shown figure always matches the checkout.
 */
export function displayPrice(unitPrice: Money, { basis, priceWithTaxes }: { basis: PriceBasis; priceWithTaxes: boolean }): Money {
  const { net, gross } = computeTax([{ unitPrice, units: 1 }], { currency: unitPrice.currency, basis });
  return priceWithTaxes ? gross : net;
}
