/**
 * The card-entry popup's rules (spec section 5, Card form): name at most 20 characters, expiry MM/YY, a
 * security code of up to 4 digits, and the card number grouped by brand. Pure: the dialog only calls these.
 */

/** What the popup hands the tokeniser: the number as digits only, expiry as MM/YY. */
export type CardData = { name: string; number: string; expiry: string; securityCode: string };

export const CARD_NAME_MAX = 20;
export const SECURITY_CODE_MAX = 4;

export type CardBrand = 'amex' | 'discover' | 'diners' | 'mastercard' | 'jcb15' | 'jcb' | 'maestro' | 'visa' | 'unionpay' | 'other';

/**
 * The brands in the spec's order, first match wins, each with its digit groups. The spec names the
 * prefixes of Amex (34/37), Visa (4) and UnionPay (62); the others are the usual IIN ranges, matched on
 * what has been typed so far:
 * - Discover: 6011, 644-649, 65 (its 622126-622925 co-brand stays UnionPay's 62, which the spec names).
 * - Diners Club: 300-305, 309, 36, 38, 39 (14 digits, 4-6-4).
 * - Mastercard: 51-55 and the 2-series 2221-2720.
 * - JCB with 15 digits: 1800 and 2131 (4-6-5); JCB with 16: 35 (3528-3589).
 * - Maestro: 50, 56-58, 6304, 67 (the 4x4 mask; Maestro runs 12 to 19 digits, 16 is the common length).
 */
const BRANDS: ReadonlyArray<{ brand: CardBrand; pattern: RegExp; groups: readonly number[] }> = [
  { brand: 'amex', pattern: /^3[47]/, groups: [4, 6, 5] },
  { brand: 'discover', pattern: /^(6011|64[4-9]|65)/, groups: [4, 4, 4, 4] },
  { brand: 'diners', pattern: /^3(0[0-5]|09|[689])/, groups: [4, 6, 4] },
  { brand: 'mastercard', pattern: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, groups: [4, 4, 4, 4] },
  { brand: 'jcb15', pattern: /^(2131|1800)/, groups: [4, 6, 5] },
  { brand: 'jcb', pattern: /^35(2[89]|[3-8]\d)/, groups: [4, 4, 4, 4] },
  { brand: 'maestro', pattern: /^(5[0678]|6304|67)/, groups: [4, 4, 4, 4] },
  { brand: 'visa', pattern: /^4/, groups: [4, 4, 4, 4] },
  { brand: 'unionpay', pattern: /^62/, groups: [4, 4, 4, 4] },
];
const OTHER_GROUPS: readonly number[] = [4, 4, 4, 4];

const digitsOf = (text: string) => text.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  return BRANDS.find((b) => b.pattern.test(digits))?.brand ?? 'other';
}

function groupsOf(digits: string): readonly number[] {
  return BRANDS.find((b) => b.pattern.test(digits))?.groups ?? OTHER_GROUPS;
}

/** How many digits the brand's mask holds (15 for Amex, 14 for Diners, 16 for most). */
export function cardNumberLength(number: string): number {
  return groupsOf(digitsOf(number)).reduce((a, b) => a + b, 0);
}

/** The number as typed, kept to digits, cut to the brand's length and grouped: "3782 822463 10005". */
export function maskCardNumber(input: string): string {
  const digits = digitsOf(input);
  const groups = groupsOf(digits);
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** MM/YY: digits only, the slash after the month ("0" stays "0", "123" becomes "12/3"). */
export function maskExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const maskSecurityCode = (input: string) => digitsOf(input).slice(0, SECURITY_CODE_MAX);
export const maskCardName = (input: string) => input.slice(0, CARD_NAME_MAX);

/** The card as the tokeniser gets it: the number without spaces, the name trimmed. */
export function cardData(form: CardData): CardData {
  return { name: form.name.trim(), number: digitsOf(form.number), expiry: form.expiry, securityCode: form.securityCode };
}

/**
 * Spec: every field required ('Please fill all fields'). A field counts as filled once it is complete:
 * the brand's full number, a real MM/YY month, a code of 3 or 4 digits.
 */
export function cardFormComplete(form: CardData): boolean {
  const number = digitsOf(form.number);
  const month = Number(form.expiry.slice(0, 2));
  return (
    form.name.trim().length > 0 &&
    number.length === cardNumberLength(number) &&
    /^\d\d\/\d\d$/.test(form.expiry) &&
    month >= 1 &&
    month <= 12 &&
    /^\d{3,4}$/.test(form.securityCode)
  );
}
