import { FORM_PARENTS } from '@clubportal/contract/dynamic-forms';
import type { Language } from '@clubportal/contract/languages';
import type { Db } from '../../db/dialect.js';
import { findForm, replaceForm, type NewField } from './dynamic-forms.repository.js';

type Labels = {
  registration: string;
  dependant: string;
  intro: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  password: string;
  birthDate: string;
  childEmail: string;
  photo: string;
  photoHeader: string;
};

const SPANISH: Labels = {
  registration: 'Crea tu cuenta',
  dependant: 'Añadir un menor a tu cuenta',
  intro: 'Podrás reservar e inscribir al menor desde tu cuenta una vez activado.',
  name: 'Nombre',
  surname: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  password: 'Contraseña',
  birthDate: 'Fecha de nacimiento',
  childEmail: 'Correo electrónico del menor (opcional)',
  photo: 'Foto',
  photoHeader: 'Foto para el carné',
};

/** The standard forms' texts in each language a club can choose as its default. */
const LABELS: Record<Language, Labels> = {
  'es-ES': SPANISH,
  'es-MX': SPANISH,
  'es-VE': SPANISH,
  'en-US': {
    registration: 'Create your account',
    dependant: 'Add a child to your account',
    intro: 'Once activated, you can book for the child and sign them up from your account.',
    name: 'First name',
    surname: 'Last name',
    email: 'Email',
    phone: 'Phone',
    password: 'Password',
    birthDate: 'Date of birth',
    childEmail: "Child's email (optional)",
    photo: 'Photo',
    photoHeader: 'Photo for the card',
  },
  'fr-FR': {
    registration: 'Créez votre compte',
    dependant: 'Ajouter un enfant à votre compte',
    intro: 'Une fois activé, vous pourrez réserver pour l’enfant et l’inscrire depuis votre compte.',
    name: 'Prénom',
    surname: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    password: 'Mot de passe',
    birthDate: 'Date de naissance',
    childEmail: 'E-mail de l’enfant (facultatif)',
    photo: 'Photo',
    photoHeader: 'Photo pour la carte',
  },
  'it-IT': {
    registration: 'Crea il tuo account',
    dependant: 'Aggiungi un minore al tuo account',
    intro: 'Una volta attivato, potrai prenotare e iscrivere il minore dal tuo account.',
    name: 'Nome',
    surname: 'Cognome',
    email: 'Email',
    phone: 'Telefono',
    password: 'Password',
    birthDate: 'Data di nascita',
    childEmail: 'Email del minore (facoltativa)',
    photo: 'Foto',
    photoHeader: 'Foto per la tessera',
  },
};

/** The registration form and the form that adds a child: the fields the accounts module reads, by name. */
export function standardForms(language: Language) {
  const l = LABELS[language];
  const registration: NewField[] = [
    { name: 'name', label: l.name, input_type: 'Text', required: 1, col1: 6 },
    { name: 'surname', label: l.surname, input_type: 'Text', required: 1, col1: 6 },
    { name: 'email', label: l.email, input_type: 'Email', required: 1, col1: 6 },
    { name: 'phone', label: l.phone, input_type: 'Text', required: 1, col1: 6 },
    { name: 'password', label: l.password, input_type: 'Password', required: 1, col1: 6 },
  ];
  const dependant: NewField[] = [
    { name: 'intro', label: l.intro, input_type: 'Label' },
    { name: 'name', label: l.name, input_type: 'Text', required: 1, col1: 6 },
    { name: 'surname', label: l.surname, input_type: 'Text', required: 1, col1: 6 },
    { name: 'birthDate', label: l.birthDate, input_type: 'BirthDate', required: 1, col1: 6 },
    { name: 'email', label: l.childEmail, input_type: 'Email', col1: 6 },
    { name: 'photo', label: l.photo, input_type: 'ImageLoader', header_name: l.photoHeader },
  ];
  return {
    registration: { title: l.registration, legalChecks: true, fields: registration },
    dependentCustomer: { title: l.dependant, legalChecks: false, fields: dependant },
  };
}

/**
 * A club that starts without the demo has no registration form, and the portal's register dialog has nothing to
 * show: going live creates the standard ones in the club's language, unless the club already has its own.
 * Answers which it created.
 */
export async function ensureStandardForms(db: Db, language: Language): Promise<string[]> {
  const forms = standardForms(language);
  const created: string[] = [];
  for (const [parentName, form] of [
    [FORM_PARENTS.registration, forms.registration],
    [FORM_PARENTS.dependentCustomer, forms.dependentCustomer],
  ] as const) {
    if (await findForm(db, parentName, 0)) continue;
    await replaceForm(db, { parentName, parentId: 0, title: form.title, legalChecks: form.legalChecks }, form.fields);
    created.push(parentName);
  }
  return created;
}
