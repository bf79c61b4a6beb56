import { describe, expect, it } from 'vitest';
import { mainSettingsSchema } from './settings.js';

const valid = {
  name: 'Club',
  description: '',
  phone: '',
  email: '',
  openHours: '',
  address: '',
  facebook: '',
  instagram: '',
  twitter: '',
  buttonsColor: '#0a7d4f',
  footerColor: '#10243e',
  fontFamily: 'Montserrat',
  gallery: [],
  followUsText: '',
  CurrencySymbol: '$',
  currencyCode: 'CLP',
  decimalSeparator: ',',
  timeZone: 'America/Santiago',
  Culture: 'es-CL',
  Mainlogo: '',
  dateFormat: 'dd-MM-yyyy',
  Uploads: '/uploads/',
  RegisterOn: true,
  HeaderImage: '',
  hasShop: true,
  priceWithTaxes: true,
  coords: '-33.45,-70.66',
  hasBookings: true,
  AllowDependentCustomerRegistration: false,
};

const messages = (input: unknown) => mainSettingsSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('mainSettingsSchema', () => {
  it('keeps a valid currency, time zone and date format', () => {
    expect(mainSettingsSchema.parse(valid)).toMatchObject({ currencyCode: 'CLP', timeZone: 'America/Santiago', dateFormat: 'dd-MM-yyyy' });
  });

  it('reads settings stored before the currency code existed as EUR', () => {
    const { currencyCode: _dropped, ...older } = valid;
    expect(mainSettingsSchema.parse(older).currencyCode).toBe('EUR');
  });

  it('refuses invalid values with messages that name them', () => {
    expect(messages({ ...valid, currencyCode: 'PESO', timeZone: 'Chile/Santiago de Chile', dateFormat: 'MM/yyyy' })).toEqual([
      'currencyCode: Invalid currency code "PESO": use an ISO 4217 code such as EUR, MXN or CLP',
      'timeZone: Unknown time zone "Chile/Santiago de Chile": use an IANA name such as Europe/Madrid or America/Santiago',
      'dateFormat: Unusable date format "MM/yyyy": use Luxon tokens that show the day, month and year, such as dd/MM/yyyy',
    ]);
    expect(messages({ ...valid, currencyCode: null, timeZone: 1, dateFormat: undefined })).toEqual([
      'currencyCode: Invalid currency code null: use an ISO 4217 code such as EUR, MXN or CLP',
      'timeZone: Unknown time zone 1: use an IANA name such as Europe/Madrid or America/Santiago',
      'dateFormat: Unusable date format undefined: use Luxon tokens that show the day, month and year, such as dd/MM/yyyy',
    ]);
  });
});
