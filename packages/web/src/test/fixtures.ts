import type { MainSettings, TemplateConfig } from '@clubportal/contract/settings';

export const demoSettings: MainSettings = {
  name: 'Club Pádel Demo',
  description: 'Padel and tennis in the heart of the city.',
  phone: '+34 910 000 000',
  email: 'hola@clubdemo.test',
  openHours: 'Monday to Friday: 8:00 - 23:00\nWeekends: 9:00 - 21:00',
  address: 'Calle del Deporte 1, Madrid',
  facebook: 'https://facebook.com/clubdemo',
  instagram: 'https://instagram.com/clubdemo',
  twitter: '',
  buttonsColor: '#0a7d4f',
  footerColor: '#10243e',
  fontFamily: 'Montserrat',
  gallery: [],
  followUsText: 'Follow us for news and tournaments.',
  CurrencySymbol: '€',
  currencyCode: 'EUR',
  decimalSeparator: ',',
  timeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  Mainlogo: 'logo.svg',
  dateFormat: 'dd/MM/yyyy',
  Uploads: '/uploads/',
  RegisterOn: true,
  HeaderImage: 'header.jpg',
  hasShop: true,
  priceWithTaxes: true,
  coords: '40.4168,-3.7038',
  hasBookings: true,
  AllowDependentCustomerRegistration: false,
};

export const emptyTemplate: TemplateConfig = Object.fromEntries(
  [
    ...[1, 2, 3].flatMap((n) => ['image', 'textColor', 'textSlideInLeft', 'textSlideInUp', 'textSmall', 'textButton', 'urlButton'].map((f) => `${f}${n}`)),
    'wellcomeImageCustom', 'wicTextTitle1', 'wicTextDescription1', 'wicTextButton1', 'wicUrlButton1',
    'wellcomeImage', 'wiTextTitle1', 'wiTextDescription1', 'wiTextButton1', 'wiUrlButton1',
    'mainTrandingProductImage',
    ...[1, 2, 3, 4].flatMap((n) => [`number${n}`, `textNumbers${n}`]),
  ].map((key) => [key, '']),
) as TemplateConfig;
