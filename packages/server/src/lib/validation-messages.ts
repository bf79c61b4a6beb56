import type { Language } from '@clubportal/contract/languages';
import { renderMessage, translateMessage, type MessageKey } from './messages.js';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One failed check of a call's schema, as fastify-type-provider-zod reports it (a zod issue). */
export type SchemaIssue = { keyword: string; instancePath: string; message?: string | undefined; params?: Record<string, unknown> };

type Labels = Record<Language, string>;
const label = (en: string, es: string, fr: string, it: string): Labels => ({
  'en-US': en,
  'es-ES': es,
  'es-MX': es,
  'es-VE': es,
  'fr-FR': fr,
  'it-IT': it,
});

/**
 * What a member calls the fields that most often come back: the rest are named by their key in words
 * ("stockParentId" -> "stock parent id"). Never a schema path such as `body.name` or `params.id`.
 */
const LABELS: Record<string, Labels> = {
  id: label('id', 'id', 'identifiant', 'id'),
  customerId: label('customer', 'cliente', 'client', 'cliente'),
  saleId: label('sale', 'venta', 'vente', 'vendita'),
  productId: label('product', 'producto', 'produit', 'prodotto'),
  bookingId: label('booking', 'reserva', 'réservation', 'prenotazione'),
  bookingTypeId: label('booking type', 'tipo de reserva', 'type de réservation', 'tipo di prenotazione'),
  email: label('email', 'email', 'e-mail', 'email'),
  phone: label('phone', 'teléfono', 'téléphone', 'telefono'),
  name: label('name', 'nombre', 'prénom', 'nome'),
  surname: label('surname', 'apellidos', 'nom', 'cognome'),
  password: label('password', 'contraseña', 'mot de passe', 'password'),
  units: label('units', 'unidades', 'unités', 'unità'),
  startRow: label('first row', 'primera fila', 'première ligne', 'prima riga'),
  endRow: label('last row', 'última fila', 'dernière ligne', 'ultima riga'),
  resourceId: label('court', 'pista', 'terrain', 'campo'),
  entryId: label('waitlist entry', 'lista de espera', "liste d'attente", "lista d'attesa"),
  start: label('start', 'inicio', 'début', 'inizio'),
  duration: label('duration', 'duración', 'durée', 'durata'),
  // Every field a member fills in (accounts, checkout, newsletter, information and sign-up forms): named as the
  // form names it, never by its key ("plainNewPass"); `validation-messages.test.ts` checks each form's keys.
  plainOldPass: label('current password', 'contraseña actual', 'mot de passe actuel', 'password attuale'),
  plainNewPass: label('new password', 'nueva contraseña', 'nouveau mot de passe', 'nuova password'),
  plainPassword: label('new password', 'nueva contraseña', 'nouveau mot de passe', 'nuova password'),
  current: label('current password', 'contraseña actual', 'mot de passe actuel', 'password attuale'),
  next: label('new password', 'nueva contraseña', 'nouveau mot de passe', 'nuova password'),
  repeat: label('repeat password', 'repetir contraseña', 'répéter le mot de passe', 'ripeti password'),
  repeatPassword: label('repeat password', 'repetir contraseña', 'répéter le mot de passe', 'ripeti password'),
  acceptConditions: label('legal conditions', 'condiciones legales', 'conditions légales', 'condizioni legali'),
  okRss: label('news and offers by email', 'noticias y ofertas por email', 'actualités et offres par e-mail', 'novità e offerte via email'),
  language: label('language', 'idioma', 'langue', 'lingua'),
  email2: label('second email', 'segundo email', 'deuxième e-mail', 'seconda email'),
  email3: label('third email', 'tercer email', 'troisième e-mail', 'terza email'),
  phone2: label('second phone', 'segundo teléfono', 'deuxième téléphone', 'secondo telefono'),
  phone3: label('third phone', 'tercer teléfono', 'troisième téléphone', 'terzo telefono'),
  gender: label('gender', 'género', 'genre', 'genere'),
  birthDate: label('birth date', 'fecha de nacimiento', 'date de naissance', 'data di nascita'),
  addressLine1: label('address', 'dirección', 'adresse', 'indirizzo'),
  postalCode: label('postal code', 'código postal', 'code postal', 'codice postale'),
  city: label('city', 'ciudad', 'ville', 'città'),
  town: label('province', 'provincia', 'région', 'provincia'),
  country: label('country', 'país', 'pays', 'paese'),
  customFieldValues: label('additional details', 'datos adicionales', 'informations complémentaires', 'dati aggiuntivi'),
  question: label('question', 'consulta', 'question', 'domanda'),
  token: label('link', 'enlace', 'lien', 'link'),
  fields: label('form answers', 'respuestas del formulario', 'réponses du formulaire', 'risposte del modulo'),
  answers: label('form answers', 'respuestas del formulario', 'réponses du formulaire', 'risposte del modulo'),
  fieldId: label('form field', 'campo del formulario', 'champ du formulaire', 'campo del modulo'),
  value: label('answer', 'respuesta', 'réponse', 'risposta'),
  parentName: label('form', 'formulario', 'formulaire', 'modulo'),
  parentId: label('form', 'formulario', 'formulaire', 'modulo'),
  ParentCustomerId: label('parent', 'padre o madre', 'parent', 'genitore'),
  childId: label('child', 'hijo', 'enfant', 'figlio'),
  promoCode: label('promotional code', 'código promocional', 'code promotionnel', 'codice promozionale'),
  paymentMethodId: label('payment method', 'método de pago', 'moyen de paiement', 'metodo di pagamento'),
  shopTransportId: label('delivery', 'envío', 'livraison', 'spedizione'),
  voucherId: label('voucher', 'bono', 'bon', 'buono'),
  search: label('search', 'búsqueda', 'recherche', 'ricerca'),
};

/** The contract's own words for an id that is not one (packages/contract/src/ids.ts). */
const ID_MESSAGES: Record<string, MessageKey> = {
  'must be a positive whole number': 'fieldNotAnId',
  'must be a whole number': 'fieldNotAWholeNumber',
};
/** Contract messages that are a whole sentence of their own once translated. */
const OWN_SENTENCES: Record<string, MessageKey> = { 'not a booking token': 'bookingLinkInvalid' };

const hasLabel = (path: string[]) => Object.hasOwn(LABELS, [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? '');

function fieldLabel(path: string[], language: Language): string {
  const key = [...path].reverse().find((p) => !/^\d+$/.test(p));
  if (!key) return renderMessage('requestLabel', {}, language);
  const known = LABELS[key]?.[language];
  if (known) return known;
  return key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** One issue as a sentence in `language`, naming the field as a member would. */
function sentence(issue: SchemaIssue, language: Language): string {
  const path = issue.instancePath.split('/').filter(Boolean);
  const field = fieldLabel(path, language);
  const known = hasLabel(path);
  const message = issue.message ?? '';
  const params = issue.params ?? {};
  const idKey = ID_MESSAGES[message];
  if (idKey) return renderMessage(idKey, { field }, language);
  const own = OWN_SENTENCES[message];
  if (own) return renderMessage(own, {}, language);
  switch (issue.keyword) {
    case 'invalid_type':
      // zod does not report the input: its text says whether the field was missing.
      return renderMessage(/received undefined$/.test(message) ? 'fieldMissing' : 'fieldInvalid', { field }, language);
    case 'unrecognized_keys':
      return renderMessage('fieldsUnexpected', { keys: Array.isArray(params.keys) ? params.keys.join(', ') : '' }, language);
    case 'too_small':
    case 'too_big': {
      // zod's own wording ("Too small: expected ...") is replaced; a message the contract chose is kept.
      if (!/^Too (small|big)/.test(message)) break;
      const n = String(issue.keyword === 'too_small' ? params.minimum : params.maximum);
      const small = issue.keyword === 'too_small';
      const key: MessageKey =
        params.origin === 'string'
          ? small
            ? 'fieldTooShort'
            : 'fieldTooLong'
          : params.origin === 'array' || params.origin === 'set'
            ? small
              ? 'fieldTooFew'
              : 'fieldTooMany'
            : small
              ? 'fieldTooSmall'
              : 'fieldTooLarge';
      return renderMessage(key, { field, n }, language);
    }
    default:
      break;
  }
  // zod's generic texts ("Invalid input...", "Invalid option...") and the contract's "not a booking token"
  // kind say nothing more to a member than that the field is not valid.
  if (!message || /^Invalid\b/.test(message) || /^not an? /.test(message)) return renderMessage('fieldInvalid', { field }, language);
  // A rule the contract words after the field's key ("guid must be ...", "must be ..."): the field in words, then it.
  const key = path.filter((p) => !/^\d+$/.test(p)).at(-1);
  const rule = key && message.startsWith(`${key} `) ? message.slice(key.length + 1) : message;
  if (/^must /.test(rule)) return renderMessage('fieldRule', { field, rule }, language);
  // A message of the contract's (a spec text, "Label: message" of a custom field): translated, after the field.
  if (/^[^:]+: /.test(message)) return translateMessage(message, language);
  // A sentence of the contract's own: after the field's name when the field has one, alone otherwise (never the key).
  return known
    ? renderMessage('fieldProblem', { field: capitalised(field), details: message }, language)
    : translateMessage(message, language);
}

/** The sentences of a refused request's schema issues, one per field, in `language`. */
export function validationSentences(issues: readonly SchemaIssue[], language: Language): Array<{ field: string; message: string }> {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!seen.has(field)) seen.set(field, capitalised(sentence(issue, language)));
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}
