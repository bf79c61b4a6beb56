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
});
export type CustomerImportRow = z.infer<typeof customerImportRowSchema>;

const fieldSchema = z.enum(CUSTOMER_IMPORT_FIELDS);

/** A row the import skips: its row in the file (the header is row 1), the field at fault, the reason in words. */
export const importIssueSchema = z.object({ line: z.number().int(), field: fieldSchema.nullable(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const customerImportReportSchema = z.object({
  /** The separator found: `,`, `;` or a tab. */
  delimiter: z.string(),
  /** The file's headers, as written. */
  columns: z.array(z.string()),
  mapping: z.record(fieldSchema, z.string().nullable()),
  /** Data rows read (the header and empty rows not counted). */
  rows: z.number().int(),
  /** New customers, customers whose data changes, and customers already as the file says. */
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows skipped, at most one issue per field, by row. */
  issues: z.array(importIssueSchema),
  /** False for a dry run: nothing was written. */
  imported: z.boolean(),
});
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
export function guessImportMapping(columns: readonly string[]): Record<CustomerImportField, string | null> {
  const taken = new Set<string>();
  const mapping = {} as Record<CustomerImportField, string | null>;
  for (const field of CUSTOMER_IMPORT_FIELDS) {
    const column = columns.find((c) => !taken.has(c) && IMPORT_HEADER_NAMES[field].includes(normaliseHeader(c))) ?? null;
    if (column !== null) taken.add(column);
    mapping[field] = column;
  }
  return mapping;
}
