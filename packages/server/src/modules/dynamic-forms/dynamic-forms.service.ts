import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, stripNonPrintable } from '@clubportal/contract/accounts';
import { CALENDAR_DATE_MESSAGE, isCalendarDate } from '@clubportal/contract/calendar-date';
import {
  ACCEPTED_FILE_EXTENSIONS,
  FORM_PARENTS,
  INPUT_TYPES,
  type DynamicField,
  type FormDef,
  type InputType,
} from '@clubportal/contract/dynamic-forms';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../lib/app-error.js';
import { minutesFromNow } from '../../lib/clock.js';
import type { SessionClaims } from '../../lib/session-token.js';
import type { VerifiedType } from '../../lib/upload-types.js';
import { authorizeCustomer, requireCustomer } from '../accounts/access.service.js';
import {
  createDependentCustomer,
  EMAIL_TAKEN_MESSAGE,
  isEmailRegistered,
  MAX_DEPENDANTS_PER_DAY,
  TOO_MANY_DEPENDANTS_MESSAGE,
  type AccountDeps,
} from '../accounts/accounts.service.js';
import { countChildrenCreatedSince, type CustomerRow } from '../accounts/customers.repository.js';
import type { FileStorage } from '../../lib/file-storage.js';
import { getMainSettings } from '../settings/settings.service.js';
import { findFields, findForm } from './dynamic-forms.repository.js';

const isInputType = (v: string): v is InputType => (INPUT_TYPES as readonly string[]).includes(v);

export async function getFormDef(db: Db, parentName: string, parentId: number): Promise<FormDef> {
  const form = await findForm(db, parentName, parentId);
  if (!form) throw new AppError('not_found', 'This form does not exist');
  const fields = await findFields(db, form.id);
  return {
    id: form.id,
    parentName: form.parent_name,
    parentId: form.parent_id,
    title: form.title,
    legalChecks: form.legal_checks === 1,
    fields: fields.map(
      (f): DynamicField => ({
        id: f.id,
        name: f.name,
        label: f.label,
        value: f.default_value,
        required: f.required === 1,
        inputType: isInputType(f.input_type) ? f.input_type : 'Text',
        col1: f.col1,
        col2: f.col2,
        columnDef: f.column_def,
        headerName: f.header_name,
      }),
    ),
  };
}

/** Field types that only display something and carry no answer. */
const DISPLAY_ONLY: ReadonlySet<InputType> = new Set(['Label', 'Href', 'Image', 'PickListLabel', 'LabelPassword', 'Html', 'ColorLabel']);
const FILE_TYPES: ReadonlySet<InputType> = new Set(['FileLoader', 'ImageLoader']);

/** A received file whose content was checked: `type` is what it really is. */
export type UploadedFile = { fieldName: string; filename: string; data: Buffer; type: VerifiedType };

/** Names of the form's file fields, and which of them take images only. */
export function fileFieldsOf(def: FormDef): Map<string, { imagesOnly: boolean }> {
  return new Map(def.fields.filter((f) => FILE_TYPES.has(f.inputType)).map((f) => [f.name, { imagesOnly: f.inputType === 'ImageLoader' }]));
}

/** Checks each answer against its field: required, and the format its type implies. Returns clean values by field name. */
export function validateAnswers(def: FormDef, answers: Array<{ id: number; value: string }>, files: UploadedFile[]): Map<string, string> {
  const byId = new Map(answers.map((a) => [a.id, stripNonPrintable(a.value).trim()]));
  const values = new Map<string, string>();
  const errors: string[] = [];
  for (const f of def.fields) {
    if (DISPLAY_ONLY.has(f.inputType)) continue;
    const value = FILE_TYPES.has(f.inputType) ? (files.some((file) => file.fieldName === f.name) ? 'file' : '') : (byId.get(f.id) ?? '');
    if (f.required && (value === '' || (f.inputType === 'CheckBox' && value !== 'true'))) {
      errors.push(`${f.label}: ${ACCOUNT_MESSAGES.fieldRequired}`);
      continue;
    }
    if (value === '') continue;
    const bad = formatError(f, value);
    if (bad) errors.push(`${f.label}: ${bad}`);
    else values.set(f.name, value);
  }
  if (errors.length) throw new AppError('bad_request', errors.join('; '));
  return values;
}

function formatError(f: DynamicField, value: string): string | undefined {
  switch (f.inputType) {
    case 'Email':
      return z.email().safeParse(value).success ? undefined : 'Please enter a valid email';
    case 'Date':
    case 'BirthDate':
      return isCalendarDate(value) ? undefined : CALENDAR_DATE_MESSAGE;
    case 'CheckBox':
      return value === 'true' || value === 'false' ? undefined : 'must be true or false';
    case 'Picklist':
      return f.columnDef.split(',').map((o) => o.trim()).includes(value) ? undefined : 'choose one of the listed options';
    case 'Currency':
      return /^-?\d+(?:[.,]\d{1,2})?$/.test(value) ? undefined : 'must be an amount';
    case 'HourPicker':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? undefined : 'must be a time such as 18:30';
    case 'ColorPicker':
      return /^#[0-9a-fA-F]{6}$/.test(value) ? undefined : 'must be a colour such as #0a7d4f';
    default:
      return value.length > 2000 ? 'is too long' : undefined;
  }
}

export function checkFileName(filename: string): string {
  const ext = path.extname(filename).toLowerCase();
  if (!(ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new AppError('bad_request', `Files of type ${ext || '(none)'} are not accepted. Use images, pdf, docx, doc, txt or xslx.`);
  }
  return ext;
}

/** Stored under a random name with the extension and type of what the content really is. */
async function storeUpload(trx: Executor, storage: FileStorage, file: UploadedFile): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}${file.type.ext}`;
  await storage.put(trx, name, file.data, file.type.mime);
  return name;
}

/**
 * Who may add a dependant, checked from the session alone before any of the request's files is read:
 * an active main account holder (not a switch into a child) of a club that allows it, under the daily cap.
 */
export async function requireDependantHolder(deps: AccountDeps, session: SessionClaims | null): Promise<CustomerRow> {
  const holder = await requireCustomer(deps.db, session);
  if (session?.parentId || holder.parent_id) throw new AppError('forbidden', 'Only the main account holder can add dependent customers');
  const settings = await getMainSettings(deps.db);
  if (!settings.AllowDependentCustomerRegistration) throw new AppError('forbidden', 'The club does not allow adding dependent customers');
  if ((await countChildrenCreatedSince(deps.db, holder.id, minutesFromNow(deps.clock, -24 * 60))) >= MAX_DEPENDANTS_PER_DAY) {
    throw new AppError('too_many_requests', TOO_MANY_DEPENDANTS_MESSAGE);
  }
  return holder;
}

/**
 * Adds a dependent customer from the DependentCustomer form: linked to the parent, waiting for
 * activation; the link goes to the child's own email, or to the parent's inbox.
 */
export async function saveDependentCustomer(
  deps: AccountDeps & { storage: FileStorage },
  session: SessionClaims | null,
  input: { parentCustomerId: number | undefined; answers: Array<{ id: number; value: string }>; files: UploadedFile[] },
): Promise<{ id: number; status: number }> {
  if (!input.parentCustomerId) throw new AppError('bad_request', 'ParentCustomerId is required to add a dependent customer');
  const parent = await authorizeCustomer(deps.db, session, input.parentCustomerId);
  const holder = await requireDependantHolder(deps, session);
  if (holder.id !== parent.id) throw new AppError('forbidden', 'Only the main account holder can add dependent customers');

  const def = await getFormDef(deps.db, FORM_PARENTS.dependentCustomer, 0);
  const values = validateAnswers(def, input.answers, input.files);
  const email = values.get('email')?.toLowerCase() ?? null;
  if (email && (await isEmailRegistered(deps.db, email))) throw new AppError('conflict', EMAIL_TAKEN_MESSAGE);
  if (!values.get('name')) throw new AppError('bad_request', `Name: ${ACCOUNT_MESSAGES.fieldRequired}`);
  const photo = input.files.find((f) => def.fields.some((d) => d.name === f.fieldName && d.inputType === 'ImageLoader'));

  const id = await unitOfWork(deps.db, async (trx) =>
    createDependentCustomer(trx, deps, parent, {
      email,
      name: values.get('name') ?? '',
      surname: values.get('surname') ?? '',
      phone: values.get('phone') ?? '',
      birthDate: values.get('birthDate') ?? null,
      logo: photo ? await storeUpload(trx, deps.storage, photo) : '',
    }),
  );
  return { id, status: CustomerStatus.NotActivated };
}
