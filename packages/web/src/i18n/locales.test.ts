import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@clubportal/contract/languages';

type Messages = { [key: string]: string | Messages };

const files = import.meta.glob<Messages>('./locales/*.json', { eager: true, import: 'default' });

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(files[`./locales/${language}.json`] ?? {})])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, string>
>;
const english = locales['en-US'];

/** Values that are the same in every language on purpose: brand names, language endonyms, loanwords. */
// paymentResult.moneyUsed, staff.activities.formOf, staff.fees.times_* and staff.blocks.hit are only placeholders ("{{name}}: {{price}}").
const SAME_EVERYWHERE_KEYS = [
  /^languages\./,
  /^social\./,
  /^checkout\.brands\./,
  /^paymentResult\.moneyUsed$/,
  /^staff\.activities\.formOf$/,
  /^staff\.fees\.times_(one|other)$/,
  /^staff\.blocks\.hit$/,
  /^levels\.providers\.(pandora|world-padel-rating)$/,
  /^results\.(set|cellLabel)$/,
];
const SAME_EVERYWHERE_VALUES = new Set([
  'Blog',
  'Email',
  'Password',
  'Total',
  'Subtotal',
  'Online',
  'No',
  'Date',
  'Image',
  '{{count}} min',
  'Newsletter',
]);

describe('locale files', () => {
  it('exist for exactly the six interface languages', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((l) => `./locales/${l}.json`).sort());
  });

  it.each(LANGUAGES.filter((l) => l !== 'en-US'))('%s has the same keys as en-US', (language) => {
    expect(Object.keys(locales[language]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    const empty = Object.entries(locales[language]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en-US'))('%s translates every message (no English left behind)', (language) => {
    const untranslated = Object.entries(locales[language])
      .filter(([key, value]) => value === english[key])
      .filter(([key, value]) => !SAME_EVERYWHERE_KEYS.some((re) => re.test(key)) && !SAME_EVERYWHERE_VALUES.has(value))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en-US'))('%s keeps the interpolation variables of en-US', (language) => {
    const vars = (text: string) => (text.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    const broken = Object.keys(english).filter((key) => vars(english[key] ?? '').join() !== vars(locales[language][key] ?? '').join());
    expect(broken).toEqual([]);
  });

  it('keeps the spec messages verbatim in en-US', () => {
    expect(english['messages.crash']).toBe('Oops! Tecnical problems. Please try again.');
    expect(english['footer.infoThanks']).toBe('Thanks! we will contact you ASAP!');
    expect(english['auth.invalidCredentials']).toBe('Invalid Email or Password');
    expect(english['messages.minLength5']).toBe('Minimun length is 5');
    expect(english['messages.invoiceError']).toBe('Some error ocurred downloading your invoice');
    expect(english['bookingCheckout.maxPlayers']).toBe('Max players reached');
    expect(english['openMatches.nothingToJoin']).toBe('Oops! there is nothing you can join. Try changing the date');
    expect(english['bookingCheckout.noPaymentOptions']).toBe('No payment options available. Please contact the club');
    expect([
      english['bookingCheckout.payYourPart'],
      english['bookingCheckout.fullPayment'],
      english['bookingCheckout.searchPlayer'],
    ]).toEqual(['You Pay Your Part', 'Full Payment', 'Search a player']);
    expect([
      english['myBookings.next'],
      english['myBookings.past'],
      english['myBookings.openFacility'],
      english['myBookings.copied'],
    ]).toEqual(['Next Bookings', 'Past Bookings', 'Open Facility', 'Copied']);
  });

  it('uses Latin-American wording in es-MX and es-VE where it differs', () => {
    for (const language of ['es-MX', 'es-VE'] as const) {
      expect(locales[language]['auth.emailIsUserName']).toContain('celular');
      expect(locales[language]['sections.bookings']).toBe('Reservar cancha');
    }
    expect(locales['es-ES']['auth.emailIsUserName']).toContain('teléfono móvil');
  });

  it('names each thing once: the waiver, the legal pages and the email field read the same everywhere', () => {
    for (const language of LANGUAGES) {
      const m = locales[language];
      for (const page of ['generalConditions', 'waiver', 'privacy', 'cookies']) {
        expect(m[`legal.${page}`], `${language} ${page}`).toBe(m[`sections.${page}`]);
      }
      expect(m['footer.infoEmail'], language).toBe(m['auth.email']);
      expect(m['account.fields.email'], language).toBe(m['auth.email']);
    }
  });

  it('words es-VE as its own variant, not as a copy of es-MX', () => {
    const ve = locales['es-VE'];
    const mx = locales['es-MX'];
    expect(ve['menu.bookings']).toBe('Tus reservas');
    expect(mx['menu.bookings']).toBe('Tus reservaciones');
    expect(ve['bottomBar.card']).toBe('Carnet');
    expect(Object.keys(ve).filter((key) => ve[key] !== mx[key]).length).toBeGreaterThanOrEqual(10);
  });
});
