import { z } from 'zod';
import { okEnvelope } from './api-result.js';
import { LANGUAGES } from './languages.js';
import { optionalCalendarDate, optionalEmail, optionalText, requiredText, VALIDATION_MESSAGES } from './validation.js';

/**
 * The staff console's CSV import of customers (issue 32 §7), for staff holding `data.import`: the file a club's
 * previous system exports, whatever its column names and separator. A dry run first answers how each column is
 * read (the mapping, guessed from the headers and changeable), what would be created or updated, and each row's
 * errors; the import then writes the valid rows. A customer is matched by external id, else by email, so a second
 * import of the same file updates and never duplicates.
 */

/** What an imported customer row can carry, in the order the mapping step lists them. */
export const CUSTOMER_IMPORT_FIELDS = [
  'externalId',
  'email',
  'name',
  'surname',
  'phone',
  'birthDate',
  'addressLine1',
  'postalCode',
  'city',
  'country',
  'language',
  'groups',
  'membership',
  'membershipStart',
] as const;
export type CustomerImportField = (typeof CUSTOMER_IMPORT_FIELDS)[number];

/** The largest file one import reads (about 50,000 customers of a typical export). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;
/** Rows one import reads; a larger club imports in several files. */
export const MAX_IMPORT_ROWS = 50_000;

/** Which column of the file (its header, as written) each field is read from; null or absent: not imported. */
export const importMappingSchema = z.partialRecord(z.enum(CUSTOMER_IMPORT_FIELDS), z.string().max(200).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const customerImportBodySchema = z.object({
  /** The file's text (UTF-8; a byte order mark is ignored). */
  csv: z.string().min(1).max(MAX_IMPORT_BYTES),
  /** Absent on the first dry run: the server guesses it from the headers. */
  mapping: importMappingSchema.optional(),
});
export type CustomerImportBody = z.infer<typeof customerImportBodySchema>;

/** Any kind's body: the file and, after the first dry run, the mapping of that kind's fields (checked by the kind). */
export const importBodySchema = z.object({
  csv: z.string().min(1).max(MAX_IMPORT_BYTES),
  mapping: z.record(z.string().max(40), z.string().max(200).nullable()).optional(),
});
export type ImportBody = z.infer<typeof importBodySchema>;

/**
 * One row as read through the mapping, checked with the portal's own field rules (the account page's). A row
 * needs a name, and an email or an external id to be found again; a birth date is yyyy-MM-dd or day first
 * (31/12/1990, 31-12-1990, 31.12.1990), normalised before this check.
 */
export const customerImportRowSchema = z.object({
  externalId: optionalText(100),
  email: optionalEmail,
  name: requiredText(100),
  surname: optionalText(100),
  phone: optionalText(30),
  birthDate: optionalCalendarDate,
  addressLine1: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
  language: z.union([z.literal(''), z.enum(LANGUAGES)], { error: VALIDATION_MESSAGES.notAnOption }),
  /** The customer groups the customer is in, by name (see splitGroupNames); the club's groups, never new ones. */
  groups: optionalText(2000),
  /** A membership the customer holds, by the club's type name: given as staff give it (see the imports docs). */
  membership: optionalText(200),
  /** A periodic membership's first day (a due day, the 1st to the 28th); empty: today. */
  membershipStart: optionalCalendarDate,
});
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

/**
 * A dry run's or an import's answer for one kind: how the file was read, what was (or would be) created, updated or
 * left as it is, and the rows skipped, each with the field at fault (null: the row as a whole) and the reason.
 */
export function importReportSchemaOf<const F extends readonly [string, ...string[]]>(fields: F) {
  const fieldSchema = z.enum(fields);
  return z.object({
    /** The separator found: `,`, `;` or a tab. */
    delimiter: z.string(),
    /** The file's headers, as written. */
    columns: z.array(z.string()),
    mapping: z.record(fieldSchema, z.string().nullable()),
    /** Data rows read (the header and empty rows not counted). */
    rows: z.number().int(),
    /** New records, records whose data changes, and records already as the file says. */
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    /** Rows skipped, at most one issue per field, by row: its row in the file (the header is row 1). */
    issues: z.array(z.object({ line: z.number().int(), field: fieldSchema.nullable(), message: z.string() })),
    /** False for a dry run: nothing was written. */
    imported: z.boolean(),
  });
}

export const customerImportReportSchema = importReportSchemaOf(CUSTOMER_IMPORT_FIELDS);
export type CustomerImportReport = z.infer<typeof customerImportReportSchema>;
export const customerImportAnswerSchema = okEnvelope({ report: customerImportReportSchema });

/** A header as the guesser compares it: lower case, without accents, spaces or punctuation. */
export const normaliseHeader = (header: string): string =>
  header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * Header names other systems (and this portal's own export) give each field, normalised, in the portal's
 * languages. The first field a header matches takes it; `nom` is French for surname, `prenom` for name.
 */
export const IMPORT_HEADER_NAMES: Record<CustomerImportField, readonly string[]> = {
  externalId: [
    'externalid',
    'id',
    'idexterno',
    'codigo',
    'code',
    'membernumber',
    'memberid',
    'customerid',
    'idcliente',
    'numerosocio',
    'nsocio',
    'socio',
    'numero',
    'numeroadherent',
    'codicesocio',
  ],
  email: ['email', 'mail', 'correo', 'correoelectronico', 'courriel', 'adressemail', 'emailaddress'],
  name: ['name', 'nombre', 'firstname', 'givenname', 'prenom', 'nome'],
  surname: ['surname', 'apellidos', 'apellido', 'lastname', 'familyname', 'nom', 'cognome'],
  phone: ['phone', 'telefono', 'movil', 'mobile', 'tel', 'telephone', 'celular', 'mobilephone', 'cellulare'],
  birthDate: [
    'birthdate',
    'dateofbirth',
    'fechanacimiento',
    'fechadenacimiento',
    'nacimiento',
    'datedenaissance',
    'dob',
    'birthday',
    'datadinascita',
  ],
  addressLine1: ['address', 'addressline1', 'direccion', 'domicilio', 'adresse', 'street', 'indirizzo'],
  postalCode: ['postalcode', 'cp', 'codigopostal', 'zip', 'zipcode', 'postcode', 'codepostal', 'cap'],
  city: ['city', 'ciudad', 'poblacion', 'localidad', 'municipio', 'ville', 'citta'],
  country: ['country', 'pais', 'pays', 'paese'],
  language: ['language', 'idioma', 'langue', 'lingua', 'lang'],
  groups: ['groups', 'group', 'customergroups', 'grupos', 'grupo', 'gruposdeclientes', 'groupes', 'groupe', 'gruppi', 'gruppo'],
  membership: [
    'membership',
    'membershiptype',
    'pass',
    'seasonpass',
    'abono',
    'cuota',
    'tipodeabono',
    'membresia',
    'adhesion',
    'abonnement',
    'abbonamento',
    'tessera',
  ],
  membershipStart: [
    'membershipstart',
    'passstart',
    'iniciodeabono',
    'iniciodelabono',
    'inicioabono',
    'fechaalta',
    'fechadealta',
    'alta',
    'debutabonnement',
    'iniziobbonamento',
    'startdate',
    'memberssince',
  ],
};

/**
 * A customer's groups in one cell: the export writes their names joined by `, `; the import reads them split at a
 * comma, a semicolon or a bar (what spreadsheets and other systems use), each trimmed, empty ones left out.
 */
export const joinGroupNames = (names: readonly string[]): string => names.join(', ');
export const splitGroupNames = (cell: string): string[] => [
  ...new Set(
    cell
      .split(/[,;|]/)
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

/** The mapping the dry run proposes: each field to the first header named like it (a header serves one field). */
export function guessMapping<F extends string>(
  fields: readonly F[],
  names: Record<F, readonly string[]>,
  columns: readonly string[],
): Record<F, string | null> {
  const taken = new Set<string>();
  const mapping = {} as Record<F, string | null>;
  for (const field of fields) {
    const column = columns.find((c) => !taken.has(c) && names[field].includes(normaliseHeader(c))) ?? null;
    if (column !== null) taken.add(column);
    mapping[field] = column;
  }
  return mapping;
}

/** The customers' mapping guess. */
export const guessImportMapping = (columns: readonly string[]): Record<CustomerImportField, string | null> =>
  guessMapping(CUSTOMER_IMPORT_FIELDS, IMPORT_HEADER_NAMES, columns);

/** A row the import skips: its row in the file (the header is row 1), the field at fault (null: the row), the reason. */
export type ImportIssue = { line: number; field: string | null; message: string };

/** What staff import: the club's customers, the shop's products, the courts. */
export const IMPORT_KINDS = ['customers', 'products', 'courts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/**
 * Products (the shop's articles) from a previous system's catalogue. A product is matched by its external id (the
 * previous system's reference or SKU), else by its exact name among the shop's articles (case aside): a catalogue
 * export names each article once, and a reference column makes renaming safe.
 */
export const PRODUCT_IMPORT_FIELDS = [
  'externalId',
  'name',
  'description',
  'type',
  'price',
  'basis',
  'taxPercent',
  'published',
  'trackStock',
  'stock',
  'lowStockThreshold',
] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];

export const PRODUCT_IMPORT_HEADER_NAMES: Record<ProductImportField, readonly string[]> = {
  externalId: ['externalid', 'id', 'sku', 'ref', 'reference', 'referencia', 'codigo', 'code', 'codice', 'articlecode', 'ean', 'barcode'],
  name: ['name', 'nombre', 'nom', 'nome', 'product', 'producto', 'produit', 'prodotto', 'article', 'articulo', 'articolo', 'title'],
  description: ['description', 'descripcion', 'descrizione', 'details', 'detalle'],
  type: ['type', 'tipo', 'producttype', 'tipodeproducto', 'category', 'categoria', 'categorie', 'family', 'familia', 'famille'],
  price: ['price', 'precio', 'prix', 'prezzo', 'pvp', 'importe', 'amount', 'saleprice', 'precioventa', 'prixdevente'],
  basis: ['basis', 'pricebasis', 'base', 'baseprecio', 'taxincluded', 'ivaincluido'],
  taxPercent: ['tax', 'taxpercent', 'taxrate', 'vat', 'iva', 'tva', 'impuesto', 'tipoiva'],
  published: ['published', 'publicado', 'publie', 'pubblicato', 'visible', 'online', 'enventa', 'active', 'activo'],
  trackStock: ['trackstock', 'controlstock', 'controlarstock', 'gestionstock', 'suivistock', 'gestionescorte'],
  stock: ['stock', 'existencias', 'unidades', 'units', 'quantity', 'cantidad', 'quantite', 'quantita', 'giacenza', 'inventory'],
  lowStockThreshold: ['lowstockthreshold', 'minstock', 'stockminimo', 'minimo', 'seuil', 'seuilstock', 'scortaminima', 'reorderlevel'],
};

/**
 * Courts from a previous system: the name, the sport (the court's kind: the booking types of that sport book it),
 * a description, whether the name is shown online, and one opening band the same every day (opens/closes, `HH:mm`,
 * `24:00` for midnight; both empty keep the hours a court has, and a new court stays closed until they are set).
 * A court is matched by external id, else by its exact name among the active courts (case aside).
 */
export const COURT_IMPORT_FIELDS = ['externalId', 'name', 'kind', 'description', 'showNameOnline', 'opens', 'closes'] as const;
export type CourtImportField = (typeof COURT_IMPORT_FIELDS)[number];

export const COURT_IMPORT_HEADER_NAMES: Record<CourtImportField, readonly string[]> = {
  externalId: ['externalid', 'id', 'code', 'codigo', 'codice', 'ref', 'reference', 'referencia'],
  name: ['name', 'nombre', 'nom', 'nome', 'court', 'pista', 'cancha', 'terrain', 'campo', 'resource', 'recurso'],
  kind: ['kind', 'sport', 'deporte', 'sporttype', 'type', 'tipo', 'resourcetype', 'tipoderecurso', 'disciplina'],
  description: ['description', 'descripcion', 'descrizione', 'details'],
  showNameOnline: ['shownameonline', 'shownonline', 'online', 'visible', 'visibleonline', 'mostrarnombre', 'publico', 'public'],
  opens: ['opens', 'open', 'opening', 'opensat', 'apertura', 'abre', 'horaapertura', 'ouverture', 'from', 'desde'],
  closes: ['closes', 'close', 'closing', 'closesat', 'cierre', 'cierra', 'horacierre', 'fermeture', 'chiusura', 'to', 'hasta'],
};

/** Every kind's fields, header names and the fields a mapping must choose before an import. */
export const IMPORT_KIND_FIELDS = {
  customers: CUSTOMER_IMPORT_FIELDS,
  products: PRODUCT_IMPORT_FIELDS,
  courts: COURT_IMPORT_FIELDS,
} as const;
export const IMPORT_KIND_REQUIRED: Record<ImportKind, readonly string[]> = {
  customers: ['name'],
  products: ['name', 'price'],
  courts: ['name', 'kind'],
};

/** A yes/no cell as spreadsheets and other systems write it, in the portal's languages: '1', '0', or '' (empty or unknown kept). */
export function readYesNo(cell: string): string {
  const word = normaliseHeader(cell);
  if (word === '') return '';
  if (['1', 'yes', 'y', 'si', 's', 'true', 'x', 'oui', 'o', 'vrai', 'verdadero', 'vero'].includes(word)) return '1';
  if (['0', 'no', 'n', 'false', 'non', 'falso', 'faux'].includes(word)) return '0';
  return cell;
}

/**
 * An amount as a file writes it: `12,50`, `12.50`, `1.234,56`, `1,234.56`, `12,50 €`, `€12.50`. The last comma or
 * point followed by one or two digits is the decimal mark; other points, commas and spaces group thousands. Answers
 * `12.50`-style text, or the cell as typed when it is no amount (the row's issue).
 */
export function readDecimal(cell: string): string {
  const bare = cell.replace(/[\s\u00a0\u202f€$£]|EUR|USD|MXN|VES|GBP/gi, '');
  if (!/^\d[\d.,]*$/.test(bare)) return cell;
  const decimal = /[.,](\d{1,2})$/.exec(bare);
  const whole = (decimal ? bare.slice(0, decimal.index) : bare).replace(/[.,]/g, '');
  return decimal ? `${whole}.${decimal[1]}` : whole;
}

/** A time as `HH:mm` (9:00, 9.00, 9h00 and 0900 read too); the cell as typed otherwise. */
export function readTime(cell: string): string {
  const m = /^(\d{1,2})[:.h]?(\d{2})$/.exec(cell.trim());
  return m ? `${m[1]!.padStart(2, '0')}:${m[2]}` : cell;
}

const yesNoCell = z.enum(['', '1', '0']);
const wholeCell = z.string().regex(/^\d{0,6}$/);
const timeCell = z.union([z.literal(''), z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/)]);

/** A product row once its cells are read (readDecimal, readYesNo); empty cells keep what a product has. */
export const productImportRowSchema = z.object({
  externalId: optionalText(100),
  name: requiredText(200),
  description: optionalText(1000),
  type: optionalText(100),
  price: z.string().regex(/^\d{1,6}(\.\d{1,2})?$/),
  basis: z.enum(['', 'net', 'gross']),
  taxPercent: z.union([z.literal(''), z.string().regex(/^(100|\d{1,2})$/)]),
  published: yesNoCell,
  trackStock: yesNoCell,
  stock: wholeCell,
  lowStockThreshold: wholeCell,
});
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

/** A court row once its cells are read (readYesNo, readTime). */
export const courtImportRowSchema = z.object({
  externalId: optionalText(100),
  name: requiredText(100),
  kind: requiredText(60),
  description: optionalText(2000),
  showNameOnline: yesNoCell,
  opens: timeCell,
  closes: timeCell,
});
export type CourtImportRow = z.infer<typeof courtImportRowSchema>;

/** A price basis as written: net (before tax) or gross (tax included), in the portal's languages; the cell otherwise. */
export function readBasis(cell: string): string {
  const word = normaliseHeader(cell);
  if (word === '') return '';
  if (['net', 'neto', 'netto', 'ht', 'horstaxe', 'sinimpuestos', 'siniva', 'no', '0', 'false'].includes(word)) return 'net';
  if (['gross', 'bruto', 'brut', 'lordo', 'ttc', 'coniva', 'ivaincluido', 'taxincluded', 'yes', 'si', '1', 'true'].includes(word))
    return 'gross';
  return cell;
}

export const productImportReportSchema = importReportSchemaOf(PRODUCT_IMPORT_FIELDS).extend({
  /** The product types the club has no type of that name for (case aside): created by the import, once each, as the file first writes them. */
  newProductTypes: z.array(z.string()),
});
export const courtImportReportSchema = importReportSchemaOf(COURT_IMPORT_FIELDS);
export const productImportAnswerSchema = okEnvelope({ report: productImportReportSchema });
export const courtImportAnswerSchema = okEnvelope({ report: courtImportReportSchema });
/** Any kind's report, as the web reads it. */
export type ImportReport = Omit<CustomerImportReport, 'mapping' | 'issues'> & {
  mapping: Record<string, string | null>;
  issues: ImportIssue[];
  /** Products only: the product types it creates (or would). */
  newProductTypes?: string[];
};
