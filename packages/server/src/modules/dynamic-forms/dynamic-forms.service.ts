import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  ACCEPTED_FILE_EXTENSIONS,
  FILE_TYPES,
  FORM_PARENTS,
  INPUT_TYPES,
  dynamicAnswersSchema,
  isAnswerField,
  type DynamicField,
  type FormDef,
  type InputType,
} from '@clubportal/contract/dynamic-forms';
import { isStandardField, type StandardForm } from '@clubportal/contract/staff-forms';
import { VALIDATION_MESSAGES, fieldKey, listOptions } from '@clubportal/contract/validation';
import { nowInstant } from '../../lib/clock.js';
import { CustomerStatus } from '@clubportal/contract/enums';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { overlayTexts, type TextLanguages } from '../club-texts/index.js';
import type { FileStorage } from '../../lib/file-storage.js';
import type { SessionClaims } from '../../lib/session-token.js';
import type { VerifiedType } from '../../lib/upload-types.js';
import {
  authorizeCustomer,
  requireCustomer,
  createDependentCustomer,
  dependantCapReached,
  isEmailRegistered,
  writeFormAnswers,
  type AccountDeps,
  type CustomerRow,
  type FormAnswer,
} from '../accounts/index.js';
import type { DbDeps } from '../../lib/route-types.js';
import { checkLookupAnswer, type LookupScope } from '../lookups/index.js';
import { getMainSettings } from '../settings/index.js';
import { findFields, findForm, findOptionsOfFields } from './dynamic-forms.repository.js';

const isInputType = (v: string): v is InputType => (INPUT_TYPES as readonly string[]).includes(v);

/** Whether a form is configured for this parent (an activity's custom sign-up form); an archived one is not. */
export async function hasForm(db: Executor, parentName: string, parentId: number): Promise<boolean> {
  const form = await findForm(db, parentName, parentId);
  return form !== undefined && form.archived === 0;
}

/** A Picklist's options without those staff hid (kept for their answers, no longer offered). */
export function shownOptions(columnDef: string, hidden: string): string {
  if (!hidden) return columnDef;
  const gone = new Set(listOptions(hidden));
  return listOptions(columnDef)
    .filter((o) => !gone.has(o))
    .join(',');
}

/**
 * The form as members fill it: its fields in order without those staff hid, a Picklist without its hidden options;
 * an archived form is no form. With `reader` (deps with the app's caches, and the reader's languages), the title,
 * labels and pick lists' options (`optionLabels`) are in the reader's language where the club translated them;
 * without, the default language (what the save checks answers against and keeps their labels in). An answer is
 * always the default-language option, whatever language it was chosen in.
 */
export async function getFormDef(
  db: Db,
  parentName: string,
  parentId: number,
  reader?: { caches: AppCaches; languages: TextLanguages },
): Promise<FormDef> {
  const form = await findForm(db, parentName, parentId);
  if (!form || form.archived === 1) throw new AppError('not_found', 'formNotFound');
  const rows = (await findFields(db, form.id)).filter((f) => f.hidden === 0);
  const read = reader && { db, caches: reader.caches };
  const [shown] = read ? await overlayTexts(read, 'form', [form], (f) => f.id, { title: 'title' }, reader.languages) : [form];
  const fields = read ? await overlayTexts(read, 'form-field', rows, (f) => f.id, { label: 'label' }, reader.languages) : rows;
  const labelOf = new Map<string, string>();
  if (read) {
    const options = await findOptionsOfFields(
      db,
      rows.filter((f) => f.input_type === 'Picklist').map((f) => f.id),
    );
    const translated = await overlayTexts(read, 'form-option', options, (o) => o.id, { option: 'text' }, reader.languages);
    options.forEach((o, i) => labelOf.set(`${o.field_id}|${o.text}`, translated[i]!.text));
  }
  return {
    id: form.id,
    parentName: form.parent_name,
    parentId: form.parent_id,
    title: shown!.title,
    legalChecks: form.legal_checks === 1,
    fields: fields.map((f): DynamicField => {
      const columnDef = f.input_type === 'Picklist' ? shownOptions(f.column_def, f.hidden_options) : f.column_def;
      return {
        id: f.id,
        name: f.name,
        label: f.label,
        value: f.default_value,
        required: f.required === 1,
        inputType: isInputType(f.input_type) ? f.input_type : 'Text',
        col1: f.col1,
        col2: f.col2,
        columnDef,
        headerName: f.header_name,
        ...(read && f.input_type === 'Picklist'
          ? { optionLabels: listOptions(columnDef).map((o) => labelOf.get(`${f.id}|${o}`) ?? o) }
          : {}),
      };
    }),
  };
}

/**
 * The answers of a standard form (registration, adding a child) to keep in the customer's file: the club's own fields
 * answered, never the fields the account is made from, never a password.
 */
export function clubAnswers(form: StandardForm, def: FormDef, values: Map<string, string>): FormAnswer[] {
  return def.fields.flatMap((f) =>
    isStandardField(form, f.name) || f.inputType === 'Password' || !values.has(f.name)
      ? []
      : [{ name: f.name, value: values.get(f.name)! }],
  );
}

/** A received file whose content was checked: `type` is what it really is. */
export type UploadedFile = { fieldName: string; filename: string; data: Buffer; type: VerifiedType };

/** Names of the form's file fields, and which of them take images only. */
export function fileFieldsOf(def: FormDef): Map<string, { imagesOnly: boolean }> {
  return new Map(def.fields.filter((f) => FILE_TYPES.has(f.inputType)).map((f) => [f.name, { imagesOnly: f.inputType === 'ImageLoader' }]));
}

/**
 * Checks the answers with the form's own schema (the one the portal's form uses): required, and the
 * format each type implies. Returns the clean, non-empty values by field name.
 */
export function validateAnswers(def: FormDef, answers: Array<{ id: number; value: string }>, files: UploadedFile[]): Map<string, string> {
  const byId = new Map(answers.map((a) => [a.id, a.value]));
  const input = { answers: {} as Record<string, string>, files: {} as Record<string, Array<{ name: string; size: number }>> };
  for (const f of def.fields) {
    if (FILE_TYPES.has(f.inputType)) {
      input.files[fieldKey(f.id)] = files
        .filter((file) => file.fieldName === f.name)
        .map((file) => ({ name: file.filename, size: file.data.length }));
    } else if (isAnswerField(f)) input.answers[fieldKey(f.id)] = byId.get(f.id) ?? '';
  }
  const parsed = dynamicAnswersSchema(def).safeParse(input);
  if (!parsed.success) {
    const labelOf = new Map(def.fields.map((f) => [fieldKey(f.id), f.label]));
    throw new AppError('bad_request', 'invalidInput', {
      details: parsed.error.issues.map((i) => `${labelOf.get(String(i.path[1])) ?? ''}: ${i.message}`).join('; '),
    });
  }
  const values = new Map<string, string>();
  for (const f of def.fields) {
    const value = parsed.data.answers[fieldKey(f.id)];
    if (value) values.set(f.name, value);
  }
  return values;
}

/** The Lookup answers among `values` checked against their lists (the lookups' own rows, within the form's scope). */
export async function checkLookupAnswers(
  deps: DbDeps,
  def: FormDef,
  values: Map<string, string>,
  scope: LookupScope = null,
): Promise<void> {
  for (const f of def.fields) {
    const value = values.get(f.name);
    if (f.inputType === 'Lookup' && value) await checkLookupAnswer(deps, { label: f.label || f.name, list: f.columnDef }, value, scope);
  }
}

export function checkFileName(filename: string): string {
  const ext = path.extname(filename).toLowerCase();
  if (!(ACCEPTED_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new AppError('bad_request', 'fileTypeRefused', { ext: ext || '(none)' });
  }
  return ext;
}

/**
 * Stored under a random name with the extension and type of what the content really is. `private`: served only
 * on a signed link (a sign-up form's files); a child's photo (the account's picture) stays a public upload.
 */
export async function storeUpload(trx: Executor, storage: FileStorage, file: UploadedFile, opts?: { private?: boolean }): Promise<string> {
  const name = `${randomBytes(12).toString('hex')}${file.type.ext}`;
  await storage.put(trx, name, file.data, file.type.mime, opts);
  return name;
}

/**
 * Who may add a dependant, checked from the session alone before any of the request's files is read:
 * an active main account holder (not a switch into a child) of a club that allows it, under the daily cap.
 */
export async function requireDependantHolder(deps: AccountDeps, session: SessionClaims | null): Promise<CustomerRow> {
  const holder = await requireCustomer(deps.db, session);
  if (session?.parentId || holder.parent_id) throw new AppError('forbidden', 'onlyHolderAddsDependents');
  const settings = await getMainSettings(deps.db);
  if (!settings.AllowDependentCustomerRegistration) throw new AppError('forbidden', 'dependentsNotAllowed');
  if (await dependantCapReached(deps.db, deps.clock, holder.id)) throw new AppError('too_many_requests', 'dependantsDailyCap');
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
  if (!input.parentCustomerId) throw new AppError('bad_request', 'parentRequired');
  const parent = await authorizeCustomer(deps.db, session, input.parentCustomerId);
  const holder = await requireDependantHolder(deps, session);
  if (holder.id !== parent.id) throw new AppError('forbidden', 'onlyHolderAddsDependents');

  const def = await getFormDef(deps.db, FORM_PARENTS.dependentCustomer, 0);
  const values = validateAnswers(def, input.answers, input.files);
  await checkLookupAnswers(deps, def, values);
  const email = values.get('email')?.toLowerCase() ?? null;
  if (email && (await isEmailRegistered(deps.db, email))) throw new AppError('conflict', 'emailTaken');
  if (!values.get('name')) throw new AppError('bad_request', 'invalidInput', { details: `Name: ${VALIDATION_MESSAGES.fieldRequired}` });
  const photo = input.files.find((f) => def.fields.some((d) => d.name === f.fieldName && d.inputType === 'ImageLoader'));

  const id = await unitOfWork(deps.db, async (trx) => {
    const child = await createDependentCustomer(trx, deps, parent, {
      email,
      name: values.get('name') ?? '',
      surname: values.get('surname') ?? '',
      phone: values.get('phone') ?? '',
      birthDate: values.get('birthDate') ?? null,
      logo: photo ? await storeUpload(trx, deps.storage, photo) : '',
    });
    // The club's own fields of the form, kept in the child's file.
    await writeFormAnswers(trx, child, FORM_PARENTS.dependentCustomer, clubAnswers('dependant', def, values), nowInstant(deps.clock));
    return child;
  });
  return { id, status: CustomerStatus.NotActivated };
}
