import type { Language } from '@clubportal/contract/languages';
import type { StaffFormBody } from '@clubportal/contract/staff-forms';
import { listOptions } from '@clubportal/contract/validation';
import type { AuditActor } from '../../db/audit-log.js';
import type { Executor } from '../../db/dialect.js';
import type { Tx } from '../../db/unit-of-work.js';
import type { AppCaches } from '../../lib/app-caches.js';
import type { Instant } from '../../lib/clock.js';
import { translationsOf, writeClubText, type ClubTextOwnerRow } from '../club-texts/index.js';
import type { OptionRow } from './dynamic-forms.repository.js';

/**
 * The forms' texts in the club's other languages (issue 32 §6): a form's title, a field's label and each option of
 * a pick list, kept by the club texts (kinds `form`, `form-field`, `form-option`). Listed here for the missing
 * translations view and the club texts' checks; written by the forms editor's save, each audited `club_text.*`.
 */

/** The club's default language (the forms' own columns) and the other languages it offers. */
export type FormClub = { defaultLanguage: Language; languages: Language[] };

export async function clubTextsOfForms(db: Executor): Promise<ClubTextOwnerRow[]> {
  const forms = await db.selectFrom('dynamic_forms').select(['id', 'title']).execute();
  return forms.map((f) => ({ id: f.id, label: f.title, texts: { title: f.title } }));
}
export async function clubTextsOfFormFields(db: Executor): Promise<ClubTextOwnerRow[]> {
  const fields = await db.selectFrom('dynamic_form_fields').select(['id', 'label']).execute();
  return fields.map((f) => ({ id: f.id, label: f.label, texts: { label: f.label } }));
}

/**
 * Every pick list option members are offered (hidden ones, kept only for their answers, need no translation),
 * known to staff as "form · field: option".
 */
export async function clubTextsOfFormOptions(db: Executor): Promise<ClubTextOwnerRow[]> {
  const rows = await db
    .selectFrom('dynamic_form_options as o')
    .innerJoin('dynamic_form_fields as f', 'f.id', 'o.field_id')
    .innerJoin('dynamic_forms as d', 'd.id', 'f.form_id')
    .select(['o.id', 'o.text', 'f.label', 'f.hidden_options', 'd.title'])
    .where('f.input_type', '=', 'Picklist')
    .orderBy('o.id')
    .execute();
  return rows
    .filter((r) => !listOptions(r.hidden_options).includes(r.text))
    .map((r) => ({ id: r.id, label: `${r.title} · ${r.label}: ${r.text}`, texts: { option: r.text } }));
}

/** Per option row, per other language, its translation (languages without one left out). */
export async function optionTextsOf(db: Executor, options: readonly OptionRow[], club: FormClub) {
  const stored = await translationsOf(
    db,
    'form-option',
    options.map((o) => o.id),
    ['option'] as const,
    club.languages,
  );
  return (id: number): Record<string, { option: string }> => stored.get(id) ?? {};
}

type TextsCtx = { caches: AppCaches | null; club: FormClub; actor: AuditActor; now: Instant };
type WrittenField = { id: number; label: string; texts: StaffFormBody['fields'][number]['texts'] };
type WrittenOption = { row: OptionRow; texts: Partial<Record<Language, { option: string }>> | undefined };

/**
 * Writes a form's translations just saved (title, labels, options), through the club texts (each audited there),
 * checked against the rows just written; a removed field's or option's translations go with it. A language the body
 * leaves out keeps what it had; an empty text clears it (its readers read the default).
 */
export async function writeFormTexts(
  trx: Tx,
  ctx: TextsCtx,
  form: { id: number; title: string; texts: StaffFormBody['texts'] },
  fields: { written: WrittenField[]; removed: Array<{ id: number; label: string; texts: Record<string, unknown> }> },
  options: { written: WrittenOption[]; removed: OptionRow[] },
): Promise<void> {
  const { club } = ctx;
  const sources = {
    form: () => Promise.resolve([{ id: form.id, label: form.title, texts: { title: form.title } }]),
    'form-field': () =>
      Promise.resolve([...fields.written, ...fields.removed].map((w) => ({ id: w.id, label: w.label, texts: { label: w.label } }))),
    'form-option': () =>
      Promise.resolve(
        [...options.written.map((o) => o.row), ...options.removed].map((o) => ({
          id: o.id,
          label: o.text,
          texts: { option: o.text },
        })),
      ),
  };
  const write = (entity: 'form' | 'form-field' | 'form-option', entityId: number, field: string, language: Language, text: string) =>
    language === club.defaultLanguage
      ? Promise.resolve()
      : writeClubText(
          trx,
          { caches: ctx.caches, sources, defaultLanguage: club.defaultLanguage },
          ctx.actor,
          { entity, entityId, field, language, text: text === '' ? null : text },
          ctx.now,
        );
  for (const [language, texts] of Object.entries(form.texts) as Array<[Language, { title: string }]>)
    await write('form', form.id, 'title', language, texts.title);
  for (const f of fields.removed)
    for (const language of Object.keys(f.texts) as Language[]) await write('form-field', f.id, 'label', language, '');
  for (const o of options.removed) for (const language of club.languages) await write('form-option', o.id, 'option', language, '');
  for (const w of fields.written)
    for (const [language, texts] of Object.entries(w.texts) as Array<[Language, { label: string }]>)
      await write('form-field', w.id, 'label', language, texts.label);
  for (const o of options.written)
    for (const [language, texts] of Object.entries(o.texts ?? {}) as Array<[Language, { option: string }]>)
      await write('form-option', o.row.id, 'option', language, texts.option);
}
