import type { InputType } from '@clubportal/contract/dynamic-forms';
import { INPUT_TYPES } from '@clubportal/contract/dynamic-forms';
import {
  answerBreakingChanges,
  isLookupList,
  standardFieldProblems,
  type StaffForm,
  type StaffFormBody,
  type StaffFormField,
  type StaffForms,
  type StaffNewFormBody,
} from '@clubportal/contract/staff-forms';
import { listOptions } from '@clubportal/contract/validation';
import { changedFields, recordAudit, type AuditActor } from '../../db/audit-log.js';
import type { Db, Executor } from '../../db/dialect.js';
import { unitOfWork, type Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import { AppError } from '../../lib/app-error.js';
import { nowInstant, type Clock, type Instant } from '../../lib/clock.js';
import { translationsOf } from '../club-texts/index.js';
import { getLanguageChoiceCached } from '../settings/index.js';
import { findForm, findOptionsOfFields, syncFieldOptions, type OptionRow } from './dynamic-forms.repository.js';
import { answersOf, editableForms, lockOwner, standardOf, type FormOwners } from './form-owners.js';
import {
  deleteFields,
  findFieldsOfForms,
  insertField,
  insertFormRow,
  updateField,
  updateFormRow,
  type FieldRow,
  type FormRow,
} from './form-admin.repository.js';
import { optionTextsOf, writeFormTexts, type FormClub } from './form-texts.service.js';

/**
 * The staff's sign-up forms editor (issue 32 §5): the custom sign-up forms of the club's activities, created for
 * an activity that has none, edited as a whole (fields in order, labels per language), archived and restored;
 * never deleted. Answers live with the sign-ups, keyed by the field's name: a change that would leave them
 * pointing at nothing is refused with a sentence (the contract's field rule), and staff hide the field or option
 * instead. Each write is one unit of work holding the owner's row (a sign-up holds it too), audited `form.*`.
 * The owners (activities) sit above this module: the app hands their list, lock and answers in as `owners`.
 */

export type FormAdminDeps = { db: Db; clock: Clock; caches: AppCaches; owners: FormOwners };

async function clubOf(deps: { db: Db; caches: AppCaches }): Promise<FormClub> {
  const choice = await getLanguageChoiceCached(deps);
  return { defaultLanguage: choice.fallback, languages: choice.offered.filter((l) => l !== choice.fallback) };
}

const isInputType = (v: string): v is InputType => (INPUT_TYPES as readonly string[]).includes(v);
const lookupOf = (row: FieldRow) => {
  const list = row.column_def.trim().replace(/^\/+/, '');
  return row.input_type === 'Lookup' && isLookupList(list) ? list : null;
};

async function formsOut(db: Executor, owners: FormOwners, forms: FormRow[], club: FormClub): Promise<StaffForm[]> {
  const ids = forms.map((f) => f.id);
  const fields = await findFieldsOfForms(db, ids);
  const optionRows = await findOptionsOfFields(
    db,
    fields.map((f) => f.id),
  );
  const [names, formTexts, fieldTexts, optionTexts] = await Promise.all([
    owners.list(db),
    translationsOf(db, 'form', ids, ['title'] as const, club.languages),
    translationsOf(
      db,
      'form-field',
      fields.map((f) => f.id),
      ['label'] as const,
      club.languages,
    ),
    optionTextsOf(db, optionRows, club),
  ]);
  const optionId = new Map(optionRows.map((o) => [`${o.field_id}|${o.text}`, o.id]));
  const textsOfOption = (fieldId: number, text: string) => {
    const id = optionId.get(`${fieldId}|${text}`);
    return id === undefined ? {} : optionTexts(id);
  };
  const nameOf = new Map(names.map((o) => [o.id, o.name]));
  const out: StaffForm[] = [];
  for (const form of forms) {
    const signUps = await answersOf(db, owners, form);
    const standard = standardOf(form);
    const answered = new Map<string, { count: number; values: Set<string> }>();
    for (const signUp of signUps)
      for (const a of signUp) {
        if (a.value === '') continue;
        const seen = answered.get(a.name) ?? { count: 0, values: new Set<string>() };
        seen.count += 1;
        seen.values.add(a.value);
        answered.set(a.name, seen);
      }
    out.push({
      id: form.id,
      activity: standard ? null : { id: form.parent_id, name: nameOf.get(form.parent_id) ?? `#${form.parent_id}` },
      standard,
      title: form.title,
      legalChecks: form.legal_checks === 1,
      archived: form.archived === 1,
      answered: signUps.filter((s) => s.length > 0).length,
      texts: formTexts.get(form.id) ?? {},
      fields: fields
        .filter((f) => f.form_id === form.id)
        .map((f): StaffFormField => {
          const hiddenOptions = new Set(listOptions(f.hidden_options));
          const inputType = isInputType(f.input_type) ? f.input_type : 'Text';
          const given = answered.get(f.name);
          return {
            id: f.id,
            name: f.name,
            inputType,
            label: f.label,
            required: f.required === 1,
            options:
              inputType === 'Picklist'
                ? listOptions(f.column_def).map((text) => ({ text, hidden: hiddenOptions.has(text), texts: textsOfOption(f.id, text) }))
                : [],
            lookup: lookupOf(f),
            value: f.default_value,
            headerName: f.header_name,
            col1: f.col1,
            hidden: f.hidden === 1,
            texts: fieldTexts.get(f.id) ?? {},
            answers: given?.count ?? 0,
            answeredOptions: inputType === 'Picklist' ? [...(given?.values ?? [])] : [],
          };
        }),
    });
  }
  return out;
}

/**
 * GET /api/staff/forms: the club's registration and add-a-child forms, every activity's form (archived ones too), and
 * the activities a new form may be for.
 */
export async function listStaffForms(deps: FormAdminDeps): Promise<StaffForms> {
  const club = await clubOf(deps);
  const [forms, owners] = await Promise.all([editableForms(deps.db, deps.owners), deps.owners.list(deps.db)]);
  const formOf = new Map(forms.filter((f) => !standardOf(f)).map((f) => [f.parent_id, f.id]));
  return {
    forms: await formsOut(deps.db, deps.owners, forms, club),
    activities: owners.map((o) => ({ id: o.id, name: o.name, form: formOf.get(o.id) ?? null })),
    defaultLanguage: club.defaultLanguage,
    languages: club.languages,
  };
}

/** What the audit keeps of a form: its words and fields, not the counts of answers. */
function audited(form: StaffForm) {
  return {
    title: form.title,
    legalChecks: form.legalChecks,
    archived: form.archived,
    fields: form.fields.map(({ answers: _a, answeredOptions: _o, texts: _t, options, ...f }) => ({
      ...f,
      options: options.map(({ text, hidden }) => ({ text, hidden })),
    })),
  };
}

async function oneForm(trx: Executor, owners: FormOwners, id: number, club: FormClub): Promise<StaffForm> {
  const row = (await editableForms(trx, owners)).find((f) => f.id === id);
  if (!row) throw new AppError('not_found', 'formGone');
  return (await formsOut(trx, owners, [row], club))[0]!;
}

/** A field's key for its answers, made from its label: lower-case letters and digits, unique in the form. */
function nameFor(label: string, taken: Set<string>): string {
  const base =
    label
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'field';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
  taken.add(name);
  return name;
}

type WriteCtx = { caches: AppCaches | null; club: FormClub; actor: AuditActor; now: Instant };

/** Writes the title, legal checks, fields and translations of a form over what it had (`before`), refusing what breaks answers. */
async function writeForm(trx: Tx, ctx: WriteCtx, formId: number, before: StaffForm | null, body: StaffFormBody): Promise<void> {
  const existing = new Map((before?.fields ?? []).map((f) => [f.id, f]));
  const sent = body.fields.flatMap((f) => (f.id === null ? [] : [f.id]));
  if (sent.some((id) => !existing.has(id)) || new Set(sent).size !== sent.length) throw new AppError('bad_request', 'formFieldUnknown');
  // Answers stay readable; a standard form keeps the fields the portal makes the account from.
  const [problem] = [
    ...answerBreakingChanges(before?.fields ?? [], body.fields),
    ...(before?.standard ? standardFieldProblems(before.standard, before.fields, body.fields) : []),
  ];
  if (problem) throw new AppError('conflict', problem.problem, { field: problem.field, option: 'option' in problem ? problem.option : '' });

  await updateFormRow(trx, formId, { title: body.title, legal_checks: body.legalChecks ? 1 : 0 });
  const removed = [...existing.values()].filter((f) => !sent.includes(f.id));
  // The options of fields going away, or no longer a pick list, lose their rows (and, below, their translations).
  const removedOptions: OptionRow[] = await findOptionsOfFields(
    trx,
    removed.map((f) => f.id),
  );
  await deleteFields(
    trx,
    removed.map((f) => f.id),
  );
  const taken = new Set(body.fields.flatMap((f) => (f.id === null ? [] : [existing.get(f.id)!.name])));
  const written: Array<{ id: number; label: string; texts: StaffFormBody['fields'][number]['texts'] }> = [];
  const writtenOptions: Array<{ row: OptionRow; texts: StaffFormBody['fields'][number]['options'][number]['texts'] }> = [];
  for (const [i, f] of body.fields.entries()) {
    const old = f.id === null ? undefined : existing.get(f.id);
    const columnDef =
      f.inputType === 'Picklist'
        ? f.options.map((o) => o.text).join(',')
        : f.inputType === 'Lookup'
          ? (f.lookup ?? '')
          : old && old.inputType === f.inputType
            ? await keptColumnDef(trx, old.id)
            : '';
    const columns = {
      label: f.label,
      input_type: f.inputType,
      required: f.required ? 1 : 0,
      default_value: f.value,
      col1: f.col1,
      col2: 12,
      column_def: columnDef,
      header_name: f.headerName,
      sort_order: i,
      hidden: f.hidden ? 1 : 0,
      hidden_options:
        f.inputType === 'Picklist'
          ? f.options
              .filter((o) => o.hidden)
              .map((o) => o.text)
              .join(',')
          : '',
    };
    let id: number;
    if (old) {
      await updateField(trx, old.id, columns);
      id = old.id;
    } else id = await insertField(trx, { ...columns, form_id: formId, name: nameFor(f.label || f.inputType, taken) });
    written.push({ id, label: f.label, texts: f.texts });
    const options = f.inputType === 'Picklist' ? f.options : [];
    const kept = new Set(options.map((o) => o.text));
    if (old) removedOptions.push(...(await findOptionsOfFields(trx, [id])).filter((o) => !kept.has(o.text)));
    const rows = await syncFieldOptions(
      trx,
      id,
      options.map((o) => o.text),
    );
    rows.forEach((row, n) => writtenOptions.push({ row, texts: options[n]!.texts }));
  }

  await writeFormTexts(
    trx,
    ctx,
    { id: formId, title: body.title, texts: body.texts },
    { written, removed },
    { written: writtenOptions, removed: removedOptions },
  );
}

/** What a field of a kind the editor does not shape (a link's address given there) keeps of its list column. */
async function keptColumnDef(trx: Tx, fieldId: number): Promise<string> {
  const row = await trx.selectFrom('dynamic_form_fields').select('column_def').where('id', '=', fieldId).executeTakeFirst();
  return row?.column_def ?? '';
}

/**
 * Writes a new form for an activity that has none, in the caller's unit of work, audited `form.create`: the staff's
 * create, and the demo seed (so the demo's forms are made the way a club makes them).
 */
export async function writeNewForm(
  trx: Tx,
  ctx: { caches: AppCaches | null; club: FormClub; owners: FormOwners },
  actor: AuditActor,
  body: StaffNewFormBody,
  now: Instant,
): Promise<StaffForm> {
  if (!(await ctx.owners.lock(trx, body.activity))) throw new AppError('not_found', 'activityGone');
  if (await findForm(trx, ctx.owners.parentName, body.activity)) throw new AppError('conflict', 'formActivityHasForm');
  const id = await insertFormRow(trx, {
    parentName: ctx.owners.parentName,
    parentId: body.activity,
    title: body.title,
    legalChecks: body.legalChecks,
  });
  await writeForm(trx, { caches: ctx.caches, club: ctx.club, actor, now }, id, null, body);
  const out = await oneForm(trx, ctx.owners, id, ctx.club);
  await recordAudit(trx, { actor, action: 'form.create', entity: 'form', entityId: id, before: null, after: audited(out) }, now);
  return out;
}

/** The club's languages, for the seed (which has no app's caches). */
export { clubOf as formClubOf };

/** POST /api/staff/forms */
export async function createForm(deps: FormAdminDeps, actor: AuditActor, body: StaffNewFormBody): Promise<StaffForm> {
  const club = await clubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, (trx) => writeNewForm(trx, { caches: deps.caches, club, owners: deps.owners }, actor, body, now));
}

/** Opens a write's unit of work on a form: its owner's row held (no sign-up answers it meanwhile). */
async function onForm<T>(deps: FormAdminDeps, id: number, work: (trx: Tx, before: StaffForm, club: FormClub, now: Instant) => Promise<T>) {
  const club = await clubOf(deps);
  const now = nowInstant(deps.clock);
  return unitOfWork(deps.db, async (trx) => {
    const row = (await editableForms(trx, deps.owners)).find((f) => f.id === id);
    if (!row) throw new AppError('not_found', 'formGone');
    await lockOwner(trx, deps.owners, row);
    return work(trx, await oneForm(trx, deps.owners, id, club), club, now);
  });
}

/** PUT /api/staff/forms/:id: the form as a whole; what would break answers already given is refused with a sentence. */
export async function editForm(deps: FormAdminDeps, actor: AuditActor, id: number, body: StaffFormBody): Promise<StaffForm> {
  return onForm(deps, id, async (trx, before, club, now) => {
    await writeForm(trx, { caches: deps.caches, club, actor, now }, id, before, body);
    const after = await oneForm(trx, deps.owners, id, club);
    const change = changedFields(audited(before), audited(after));
    if (Object.keys(change.after).length)
      await recordAudit(trx, { actor, action: 'form.edit', entity: 'form', entityId: id, ...change }, now);
    return after;
  });
}

/** Archives (true: its activity signs up without it; answers kept) or restores (false) a form. */
export async function archiveForm(deps: FormAdminDeps, actor: AuditActor, id: number, archived: boolean): Promise<StaffForm> {
  return onForm(deps, id, async (trx, before, club, now) => {
    // The portal cannot register anyone, or add a child, without its form.
    if (before.standard) throw new AppError('conflict', 'formStandardNoArchive');
    if (before.archived === archived) return before;
    await updateFormRow(trx, id, { archived: archived ? 1 : 0 });
    const action = archived ? 'form.archive' : 'form.restore';
    await recordAudit(trx, { actor, action, entity: 'form', entityId: id, before: { archived: !archived }, after: { archived } }, now);
    return oneForm(trx, deps.owners, id, club);
  });
}
