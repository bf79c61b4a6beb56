import type { LegalSettings, TemplateConfig } from '@clubportal/contract/settings';
import type { StoredMainSettings } from '../../modules/settings/settings.service.js';

/**
 * The demo club: a Spanish padel and tennis club. Image fields name files in ./assets, copied to the
 * uploads folder by the seed.
 */
export const demoMainSettings: StoredMainSettings = {
  name: 'Club Pádel Sierra Verde',
  description:
    'Club de pádel y tenis en la sierra de Madrid: 12 pistas de pádel, 6 de tenis de tierra batida, escuela para todas las edades y una terraza para después del partido.',
  phone: '+34 910 123 456',
  email: 'hola@sierraverde.club',
  openHours: 'Lunes a viernes: 8:00 - 23:00\nSábados: 9:00 - 22:00\nDomingos y festivos: 9:00 - 21:00',
  address: 'Camino de la Dehesa 14, 28260 Galapagar, Madrid',
  facebook: 'https://www.facebook.com/sierraverdepadel',
  instagram: 'https://www.instagram.com/sierraverdepadel',
  twitter: 'https://x.com/sierraverdepadel',
  buttonsColor: '#0a7d4f',
  footerColor: '#0f2a3d',
  fontFamily: 'Montserrat',
  followUsText: 'Síguenos y no te pierdas torneos, clínics y ofertas de la escuela.',
  CurrencySymbol: '€',
  currencyCode: 'EUR',
  decimalSeparator: ',',
  timeZone: 'Europe/Madrid',
  Culture: 'es-ES',
  Mainlogo: 'logo.svg',
  dateFormat: 'dd/MM/yyyy',
  Uploads: '/uploads/',
  RegisterOn: true,
  HeaderImage: 'header.svg',
  hasShop: true,
  priceWithTaxes: true,
  coords: '40.5787,-4.0021',
  hasBookings: true,
  AllowDependentCustomerRegistration: true,
};

export const demoGallery = [
  { url: 'gallery1.svg', description: 'Pádel nocturno bajo los focos' },
  { url: 'gallery2.svg', description: 'Pista central de tierra batida' },
  { url: 'gallery3.svg', description: 'Bola sobre la línea' },
  { url: 'gallery4.svg', description: 'Palas listas para la clase' },
  { url: 'gallery5.svg', description: 'La terraza del club al atardecer' },
  { url: 'gallery6.svg', description: 'Trofeo del torneo de primavera' },
];

export const demoSponsors = [
  { url: 'sponsor1.svg', description: 'Agua Fresca' },
  { url: 'sponsor2.svg', description: 'Deportes Norte' },
  { url: 'sponsor3.svg', description: 'Banco Alameda' },
  { url: 'sponsor4.svg', description: 'Cervezas Olmo' },
];

export const demoTemplate: TemplateConfig = {
  image1: 'hero1.svg',
  textColor1: '#ffffff',
  textSlideInLeft1: 'Tu pista te espera',
  textSlideInUp1: 'Reserva en segundos, comparte el pago con tus compañeros y juega.',
  textSmall1: '12 pistas de pádel · abiertas hasta las 23:00',
  textButton1: 'Reservar pista',
  urlButton1: '/bookingtypes',
  image2: 'hero2.svg',
  textColor2: '#ffffff',
  textSlideInLeft2: 'Tenis en tierra batida',
  textSlideInUp2: 'Seis pistas cuidadas cada día y liga interna todo el año.',
  textSmall2: 'Liga social de otoño · inscripciones abiertas',
  textButton2: 'Ver actividades',
  urlButton2: '/activities',
  image3: 'hero3.svg',
  textColor3: '#ffffff',
  textSlideInLeft3: 'Escuela para todas las edades',
  textSlideInUp3: 'Desde los 4 años hasta la competición: entrenadores titulados y grupos por nivel.',
  textSmall3: 'Primera clase de prueba gratis',
  textButton3: 'Apúntate',
  urlButton3: '/activities?type=registration',
  wellcomeImageCustom: 'welcome-custom.svg',
  wicTextTitle1: 'Academia Sierra Verde',
  wicTextDescription1:
    'Grupos reducidos de pádel y tenis para niños, jóvenes y adultos. Seguimiento de nivel, torneos internos y campus en vacaciones.',
  wicTextButton1: 'Conoce la academia',
  wicUrlButton1: '/activities?type=registration',
  wellcomeImage: 'welcome.svg',
  wiTextTitle1: 'Después del partido, la terraza',
  wiTextDescription1: 'Nuestra terraza con vistas a la sierra abre todos los días. Celebra la victoria (o la revancha) con nosotros.',
  wiTextButton1: 'Visita la tienda',
  wiUrlButton1: '/shop',
  mainTrandingProductImage: 'trending.svg',
  number1: '18',
  number2: '1.200',
  number3: '25',
  number4: '40',
  textNumbers1: 'Pistas',
  textNumbers2: 'Socios',
  textNumbers3: 'Años de club',
  textNumbers4: 'Torneos al año',
};

const clubLegalName = 'Club Deportivo Sierra Verde, S.L. (CIF B-12345678), Camino de la Dehesa 14, 28260 Galapagar (Madrid)';

export const demoLegal: LegalSettings = {
  generalConditions: `
<h2>Condiciones generales de uso y contratación</h2>
<p>Estas condiciones regulan el uso del portal de ${clubLegalName} y la contratación de reservas, actividades y productos a través de él.</p>
<h3>1. Cuenta de cliente</h3>
<p>Para reservar o comprar es necesario registrarse con datos veraces. El cliente es responsable de custodiar su contraseña. Los menores de 14 años solo pueden tener cuenta vinculada a la de su madre, padre o tutor.</p>
<h3>2. Reservas de pista</h3>
<ul>
  <li>Las reservas se confirman al completar el pago, o al pagar cada jugador su parte en las reservas con pago compartido.</li>
  <li>Si el pago compartido no se completa antes de la fecha límite indicada, la reserva puede anularse.</li>
  <li>Las cancelaciones siguen la política de cada tipo de reserva, que se muestra antes de pagar.</li>
</ul>
<h3>3. Precios y pagos</h3>
<p>Los precios se muestran en euros e incluyen el IVA aplicable. Los pagos se realizan mediante pasarelas seguras; el club no almacena los datos completos de tu tarjeta.</p>
<h3>4. Desistimiento</h3>
<p>Los servicios de ocio con fecha determinada (reservas y actividades) están excluidos del derecho de desistimiento según el artículo 103.l) del Real Decreto Legislativo 1/2007. Los productos de la tienda pueden devolverse en 14 días naturales.</p>
<h3>5. Contacto</h3>
<p>Para cualquier duda escríbenos a <a href="mailto:hola@sierraverde.club">hola@sierraverde.club</a> o llámanos al +34 910 123 456.</p>`,
  waiver: `
<h2>Exención de responsabilidad</h2>
<p>La práctica del pádel y del tenis conlleva riesgos de lesión propios de la actividad deportiva. Al reservar o participar en una actividad, el jugador declara encontrarse en condiciones físicas adecuadas.</p>
<p>${clubLegalName} no se responsabiliza de las lesiones derivadas de la práctica deportiva que no se deban a un mal estado de las instalaciones, ni de los objetos personales dejados en vestuarios o pistas.</p>
<p>Es obligatorio el uso de calzado deportivo adecuado y respetar las normas de uso de las pistas publicadas en el club.</p>`,
  privacyPolicyFull: `
<h2>Política de privacidad</h2>
<p><strong>Responsable:</strong> ${clubLegalName}. Correo del delegado de protección de datos: <a href="mailto:privacidad@sierraverde.club">privacidad@sierraverde.club</a>.</p>
<h3>Finalidades</h3>
<ul>
  <li>Gestionar tu cuenta, tus reservas, inscripciones y compras.</li>
  <li>Enviarte comunicaciones sobre tus reservas y pagos.</li>
  <li>Enviarte novedades del club, solo si lo has aceptado.</li>
</ul>
<h3>Base legal</h3>
<p>La ejecución del contrato de servicios y, para las comunicaciones comerciales, tu consentimiento, que puedes retirar en cualquier momento.</p>
<h3>Conservación</h3>
<p>Conservamos tus datos mientras mantengas la cuenta y, después, durante los plazos legales de conservación de facturas y reclamaciones.</p>
<h3>Tus derechos</h3>
<p>Puedes acceder, rectificar, suprimir, oponerte, limitar el tratamiento y pedir la portabilidad de tus datos escribiendo a la dirección del delegado. También puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).</p>`,
  cookiesPolicy: `
<h2>Política de cookies</h2>
<p>Este portal solo utiliza almacenamiento técnico imprescindible para funcionar:</p>
<table>
  <thead><tr><th>Clave</th><th>Finalidad</th><th>Duración</th></tr></thead>
  <tbody>
    <tr><td>cc, ctk</td><td>Mantener tu sesión iniciada</td><td>Hasta que cierres sesión</td></tr>
    <tr><td>crt</td><td>Guardar tu carrito</td><td>24 días</td></tr>
    <tr><td>lang</td><td>Recordar tu idioma</td><td>Persistente</td></tr>
  </tbody>
</table>
<p>No utilizamos cookies publicitarias ni de analítica de terceros.</p>`,
};

export const demoAuthor = 'Laura Martín';

export const demoPosts = [
  {
    title: 'Abiertas las inscripciones de la liga social de otoño',
    smalText: 'Parejas mixtas, masculinas y femeninas en cuatro niveles. Partidos entre semana y fines de semana.',
    text: '<p>Este otoño volvemos con la liga social más grande de la historia del club: cuatro niveles, tres categorías y partidos programados a tu medida.</p><p>Inscríbete en recepción o desde la sección de actividades antes del 30 de noviembre.</p>',
    image: 'gallery1.svg',
    daysAgo: 2,
    views: 140,
  },
  {
    title: 'Cinco ejercicios para mejorar tu bandeja',
    smalText: 'Nuestro director técnico comparte la rutina que usa con los grupos de competición.',
    text: '<p>La bandeja es el golpe que separa a un jugador intermedio de uno avanzado. Te proponemos cinco ejercicios para trabajarla en pareja.</p><ol><li>Desplazamiento lateral y golpe sin bola.</li><li>Bandeja cruzada a la reja.</li><li>Bandeja paralela profunda.</li><li>Bandeja tras globo de fondo.</li><li>Juego condicionado a bandeja.</li></ol>',
    image: 'gallery4.svg',
    daysAgo: 9,
    views: 310,
  },
  {
    title: 'Nuevas pistas panorámicas',
    smalText: 'Desde este mes, las pistas 11 y 12 son panorámicas y tienen iluminación LED.',
    text: '<p>Hemos renovado las pistas 11 y 12 con cristal panorámico, césped de última generación e iluminación LED regulable.</p>',
    image: 'gallery5.svg',
    daysAgo: 21,
    views: 95,
  },
];

/** Demo customers; the README prints these credentials. */
export const DEMO_PASSWORD = 'demo1234';
export const demoCustomers = {
  member: {
    email: 'socio@sierraverde.club',
    name: 'Lucía',
    surname: 'Fernández Ortega',
    phone: '+34 611 222 333',
    addressLine1: 'Calle del Pinar 8, 2º B',
    postalCode: '28260',
    city: 'Galapagar',
    town: 'Madrid',
    country: 'España',
    birthDate: '1988-03-14',
    gender: 1,
  },
  parent: {
    email: 'familia@sierraverde.club',
    name: 'Javier',
    surname: 'Morales Ruiz',
    phone: '+34 622 333 444',
    addressLine1: 'Avenida de la Sierra 21',
    postalCode: '28260',
    city: 'Galapagar',
    town: 'Madrid',
    country: 'España',
    birthDate: '1981-09-02',
    gender: 0,
  },
  children: [
    { name: 'Daniela', surname: 'Morales Vega', birthDate: '2013-06-21', gender: 1, active: true },
    { name: 'Hugo', surname: 'Morales Vega', birthDate: '2016-11-04', gender: 0, active: false },
  ],
};

export const demoCustomFields = [
  { name: 'shirtSize', label: 'Talla de camiseta', field_type: 'picklist' as const, pick_list_values: 'XS,S,M,L,XL', required: 0 },
  { name: 'federated', label: 'Jugador federado', field_type: 'bool' as const, pick_list_values: '', required: 0 },
  { name: 'licence', label: 'Número de licencia', field_type: 'text' as const, pick_list_values: '', required: 0 },
];

export const demoSms = [
  'Sierra Verde: tu reserva de la pista 4 mañana a las 19:00 está confirmada.',
  'Sierra Verde: recuerda que el torneo de otoño empieza el sábado a las 9:00. ¡Suerte!',
];

/** The registration panel and the add-a-child form, as staff would configure them. */
export const demoForms = {
  registration: {
    title: 'Crea tu cuenta',
    legalChecks: true,
    fields: [
      { name: 'name', label: 'Nombre', input_type: 'Text', required: 1, col1: 6 },
      { name: 'surname', label: 'Apellidos', input_type: 'Text', required: 1, col1: 6 },
      { name: 'email', label: 'Correo electrónico', input_type: 'Email', required: 1, col1: 6 },
      { name: 'phone', label: 'Teléfono', input_type: 'Text', required: 1, col1: 6 },
      { name: 'password', label: 'Contraseña', input_type: 'Password', required: 1, col1: 6 },
    ],
  },
  dependentCustomer: {
    title: 'Añadir un menor a tu cuenta',
    legalChecks: false,
    fields: [
      { name: 'intro', label: 'Podrás reservar e inscribir al menor desde tu cuenta una vez activado.', input_type: 'Label' },
      { name: 'name', label: 'Nombre', input_type: 'Text', required: 1, col1: 6 },
      { name: 'surname', label: 'Apellidos', input_type: 'Text', required: 1, col1: 6 },
      { name: 'birthDate', label: 'Fecha de nacimiento', input_type: 'BirthDate', required: 1, col1: 6 },
      { name: 'email', label: 'Correo electrónico del menor (opcional)', input_type: 'Email', col1: 6 },
      { name: 'photo', label: 'Foto', input_type: 'ImageLoader', header_name: 'Foto para el carné' },
    ],
  },
};
