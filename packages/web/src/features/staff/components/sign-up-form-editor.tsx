import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_TYPES, type InputType } from '@clubportal/contract/dynamic-forms';
import type { Language } from '@clubportal/contract/languages';
import {
  answerBreakingChanges,
  FORM_ADMIN_MESSAGES,
  LOOKUP_LISTS,
  staffFormBodySchema,
  type LookupList,
  type StaffForm,
  type StaffForms,
} from '@clubportal/contract/staff-forms';
import { DynamicForm } from '../../../components/dynamic-form/dynamic-form';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveForm } from '../api/staff-forms';
import {
  editedForm,
  formBody,
  moved,
  newField,
  previewDef,
  takesList,
  takesOptions,
  valueMeaning,
  type EditedField,
  type EditedForm,
} from '../rules/form-editor';

type Errors = Record<string, string>;

/**
 * An activity's sign-up form in the editor: its title and legal checks, then its fields in order (moved with the
 * Up and Down buttons, or dragged by their handle with a mouse, pen or finger), each with its kind, label per language, required, width,
 * section title, options or list; beside it, the form as the member will see it, drawn by the member's renderer.
 * A field with answers cannot be removed (nor its kind or list changed, nor a chosen option removed): the editor
 * offers hiding it instead and says why; the server holds the same rule.
 */
export function SignUpFormEditor({
  form,
  choices,
  canWrite,
  onSaved,
}: {
  form: StaffForm;
  choices: StaffForms;
  canWrite: boolean;
  onSaved: (saved: StaffForm) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveForm();
  const { languages, defaultLanguage } = choices;
  const [edited, setEdited] = useState<EditedForm>(() => editedForm(form, languages));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState<InputType>('Text');
  // Pointer reordering (mouse, pen or finger on the desk tablet): the field picked up by its handle, the one under it.
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLElement>());
  const languageName = (l: string) => t(`languages.${l}`);
  const kindName = (kind: InputType) => t(`staff.forms.kinds.${kind}`);
  const fieldName = (f: EditedField, i: number) => f.label || t('staff.forms.fieldNumber', { number: i + 1 });

  // The control to focus once the list has re-rendered (a moved field's button, a new field's label).
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    if (!pendingFocus.current) return;
    buttons.current.get(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const setFocusTarget = (target: string) => {
    pendingFocus.current = target;
  };

  const preview = useMemo(() => previewDef(edited, form.activity.id), [edited, form.activity.id]);
  const setForm = (change: Partial<EditedForm>) => setEdited((e) => ({ ...e, ...change }));
  const setField = (key: string, change: Partial<EditedField>) =>
    setEdited((e) => ({ ...e, fields: e.fields.map((f) => (f.key === key ? { ...f, ...change } : f)) }));

  const move = (from: number, to: number, focus?: string) => {
    const field = edited.fields[from];
    if (!field || to < 0 || to >= edited.fields.length) return;
    setEdited((e) => ({ ...e, fields: moved(e.fields, from, to) }));
    setAnnouncement(t('staff.forms.movedTo', { name: fieldName(field, from), position: to + 1, count: edited.fields.length }));
    if (focus) setFocusTarget(focus);
  };
  const remove = (f: EditedField) => {
    setEdited((e) => ({ ...e, fields: e.fields.filter((x) => x.key !== f.key) }));
    setAnnouncement(t('staff.forms.removedField', { name: f.label || kindName(f.inputType) }));
  };
  const add = () => {
    const field = newField(adding, languages);
    setEdited((e) => ({ ...e, fields: [...e.fields, field] }));
    setFocusTarget(`${field.key}-label`);
  };

  // The contract's own rules, worded in the interface's language; the field rule's sentences likewise.
  const rule = (message: string | undefined) => {
    const key = Object.entries(FORM_ADMIN_MESSAGES).find(([, text]) => text === message)?.[0];
    return key ? t(`staff.forms.errors.${key}`) : message;
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = formBody(edited);
    const parsed = staffFormBodySchema.safeParse(body);
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    const [problem] = answerBreakingChanges(form.fields, body.fields);
    if (problem) {
      setFailure(t(`staff.forms.problems.${problem.problem}`, { field: problem.field, option: 'option' in problem ? problem.option : '' }));
      return;
    }
    if (!parsed.success) {
      setFailure(t('staff.forms.fixErrors'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: form.id, body: parsed.data });
      setEdited(editedForm(saved, languages));
      onSaved(saved);
    } catch (error) {
      setFailure(apiErrorMessage(error, t('messages.crash')));
    }
  };

  return (
    <div className="staff-form-editor">
      <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.forms.editorTitle')}>
        <fieldset disabled={!canWrite} className="staff-product-form__fields">
          <Field label={t('staff.forms.titleIn', { language: languageName(defaultLanguage) })} error={rule(errors.title)} required>
            {(c) => (
              <input
                type="text"
                autoComplete="off"
                maxLength={200}
                {...c}
                value={edited.title}
                onChange={(e) => setForm({ title: e.target.value })}
              />
            )}
          </Field>
          {languages.map((l) => (
            <Field key={l} label={t('staff.forms.titleIn', { language: languageName(l) })}>
              {(c) => (
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={200}
                  lang={l}
                  {...c}
                  value={edited.texts[l]?.title ?? ''}
                  onChange={(e) => setForm({ texts: { ...edited.texts, [l]: { title: e.target.value } } })}
                />
              )}
            </Field>
          ))}
          <Field label={t('staff.forms.legalChecks')} layout="check">
            {(c) => (
              <input type="checkbox" {...c} checked={edited.legalChecks} onChange={(e) => setForm({ legalChecks: e.target.checked })} />
            )}
          </Field>

          <h2 className="staff-form-editor__heading">{t('staff.forms.fields')}</h2>
          <p className="staff-table__note">{t('staff.forms.orderHint')}</p>
          <div role="status" className="sr-only">
            {announcement}
          </div>
          {edited.fields.length === 0 ? <p>{t('staff.forms.noFields')}</p> : null}
          <ol className="staff-form-fields">
            {edited.fields.map((f, i) => (
              <li
                key={f.key}
                data-field-index={i}
                className={`staff-form-field${dragFrom === i ? ' staff-form-field--dragged' : ''}${dropAt === i && dragFrom !== i ? ' staff-form-field--drop' : ''}${f.hidden ? ' staff-form-field--hidden' : ''}`}
              >
                <FieldEditor
                  field={f}
                  index={i}
                  count={edited.fields.length}
                  title={fieldName(f, i)}
                  languages={languages}
                  defaultLanguage={defaultLanguage}
                  errors={errors}
                  rule={rule}
                  canWrite={canWrite}
                  register={(name, el) => {
                    if (el) buttons.current.set(`${f.key}-${name}`, el);
                    else buttons.current.delete(`${f.key}-${name}`);
                  }}
                  onChange={(change) => setField(f.key, change)}
                  onMove={(to, focus) => move(i, to, focus && `${f.key}-${focus}`)}
                  onRemove={() => remove(f)}
                  handle={{
                    onPointerDown: (e) => {
                      e.preventDefault();
                      e.currentTarget.setPointerCapture(e.pointerId);
                      setDragFrom(i);
                      setDropAt(i);
                    },
                    onPointerMove: (e) => {
                      if (dragFrom !== null) setDropAt(indexAt(e) ?? dropAt);
                    },
                    onPointerUp: (e) => {
                      const to = indexAt(e);
                      if (dragFrom !== null && to !== null) move(dragFrom, to);
                      setDragFrom(null);
                      setDropAt(null);
                    },
                    onPointerCancel: () => {
                      setDragFrom(null);
                      setDropAt(null);
                    },
                  }}
                />
              </li>
            ))}
          </ol>
          <div className="staff-product-form__row">
            <Field label={t('staff.forms.newFieldKind')}>
              {(c) => (
                <select {...c} value={adding} onChange={(e) => setAdding(e.target.value as InputType)}>
                  {INPUT_TYPES.map((k) => (
                    <option key={k} value={k}>
                      {kindName(k)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="button" variant="secondary" onClick={add}>
              {t('staff.forms.addField')}
            </Button>
          </div>
        </fieldset>
        <FormAlert message={failure} />
        {canWrite ? (
          <Button type="submit" loading={save.isPending}>
            {t('staff.forms.save')}
          </Button>
        ) : null}
      </form>
      <section className="staff-form-preview" aria-labelledby="form-preview-title">
        <h2 id="form-preview-title">{t('staff.forms.preview')}</h2>
        <p className="staff-table__note">{t('staff.forms.previewHint', { language: languageName(defaultLanguage) })}</p>
        <div className="staff-form-preview__frame">
          <h3>{preview.title}</h3>
          <DynamicForm
            def={preview}
            submitLabel={t('staff.forms.previewSubmit')}
            onSubmit={() => undefined}
            activityId={form.activity.id}
          />
        </div>
      </section>
    </div>
  );
}

type HandleEvents = Pick<React.DOMAttributes<HTMLSpanElement>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'>;

/** The index of the field under the pointer (the list's items carry it), or null outside the list. */
function indexAt(e: React.PointerEvent): number | null {
  const item = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-field-index]');
  return item ? Number(item.getAttribute('data-field-index')) : null;
}

/** One field's settings, with its order buttons, drag handle and Remove (or Hide, once it has answers). */
function FieldEditor({
  field: f,
  index,
  count,
  title,
  languages,
  defaultLanguage,
  errors,
  rule,
  canWrite,
  register,
  onChange,
  onMove,
  onRemove,
  handle,
}: {
  field: EditedField;
  index: number;
  count: number;
  title: string;
  languages: readonly Language[];
  defaultLanguage: Language;
  errors: Errors;
  rule: (message: string | undefined) => string | undefined;
  canWrite: boolean;
  register: (name: string, el: HTMLElement | null) => void;
  onChange: (change: Partial<EditedField>) => void;
  onMove: (to: number, focus?: 'up' | 'down') => void;
  onRemove: () => void;
  handle: HandleEvents;
}) {
  const { t } = useTranslation();
  const languageName = (l: string) => t(`languages.${l}`);
  const answered = f.answers > 0;
  const error = (name: string) => rule(errors[`fields.${index}.${name}`]);
  const meaning = valueMeaning(f.inputType);
  const setOption = (i: number, change: Partial<{ text: string; hidden: boolean }>) =>
    onChange({ options: f.options.map((o, j) => (j === i ? { ...o, ...change } : o)) });

  return (
    <fieldset className="staff-form-field__box">
      <legend>
        {t('staff.forms.fieldLegend', { number: index + 1, name: title, kind: t(`staff.forms.kinds.${f.inputType}`) })}
        {f.hidden ? ` · ${t('staff.forms.hiddenTag')}` : ''}
      </legend>
      <div className="staff-form-field__tools">
        {canWrite ? (
          <span className="staff-form-field__handle" title={t('staff.forms.dragHandle')} aria-hidden="true" {...handle}>
            ⠿
          </span>
        ) : null}
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={index === 0}
          ref={(el) => register('up', el)}
          aria-label={t('staff.forms.moveUpNamed', { name: title })}
          onClick={() => onMove(index - 1, index - 1 === 0 ? 'down' : 'up')}
        >
          {t('staff.forms.moveUp')}
        </button>
        <button
          type="button"
          className={buttonClass('ghost')}
          disabled={index === count - 1}
          ref={(el) => register('down', el)}
          aria-label={t('staff.forms.moveDownNamed', { name: title })}
          onClick={() => onMove(index + 1, index + 1 === count - 1 ? 'up' : 'down')}
        >
          {t('staff.forms.moveDown')}
        </button>
        <Button
          type="button"
          variant="ghost"
          aria-label={t(f.hidden ? 'staff.forms.showNamed' : 'staff.forms.hideNamed', { name: title })}
          onClick={() => onChange({ hidden: !f.hidden })}
        >
          {t(f.hidden ? 'staff.forms.show' : 'staff.forms.hide')}
        </Button>
        {answered ? null : (
          <Button type="button" variant="ghost" aria-label={t('staff.forms.removeNamed', { name: title })} onClick={onRemove}>
            {t('staff.forms.remove')}
          </Button>
        )}
      </div>
      {answered ? <p className="staff-table__note">{t('staff.forms.answeredNote', { count: f.answers })}</p> : null}
      <div className="staff-product-form__row">
        <Field label={t('staff.forms.kind')}>
          {(c) => (
            <select {...c} value={f.inputType} disabled={answered} onChange={(e) => onChange(kindChange(e.target.value as InputType, f))}>
              {INPUT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`staff.forms.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.forms.width')}>
          {(c) => (
            <select {...c} value={f.col1 >= 12 ? 12 : 6} onChange={(e) => onChange({ col1: Number(e.target.value) })}>
              <option value={12}>{t('staff.forms.widthFull')}</option>
              <option value={6}>{t('staff.forms.widthHalf')}</option>
            </select>
          )}
        </Field>
      </div>
      <Field label={t('staff.forms.labelIn', { language: languageName(defaultLanguage) })} error={error('label')}>
        {(c) => (
          <input
            type="text"
            autoComplete="off"
            maxLength={300}
            {...c}
            ref={(el) => register('label', el)}
            value={f.label}
            onChange={(e) => onChange({ label: e.target.value })}
          />
        )}
      </Field>
      {languages.length > 0 ? (
        <details className="staff-form-field__translations" open={languages.some((l) => !!f.texts[l]?.label) || undefined}>
          <summary>{t('staff.forms.translations', { count: languages.length })}</summary>
          {languages.map((l) => (
            <Field key={l} label={t('staff.forms.labelIn', { language: languageName(l) })}>
              {(c) => (
                <input
                  type="text"
                  autoComplete="off"
                  maxLength={300}
                  lang={l}
                  {...c}
                  value={f.texts[l]?.label ?? ''}
                  onChange={(e) => onChange({ texts: { ...f.texts, [l]: { label: e.target.value } } })}
                />
              )}
            </Field>
          ))}
        </details>
      ) : null}
      <Field label={t('staff.forms.required')} layout="check">
        {(c) => <input type="checkbox" {...c} checked={f.required} onChange={(e) => onChange({ required: e.target.checked })} />}
      </Field>
      {takesList(f.inputType) ? (
        <Field label={t('staff.forms.lookup')} error={error('lookup')}>
          {(c) => (
            <select {...c} value={f.lookup ?? ''} disabled={answered} onChange={(e) => onChange({ lookup: e.target.value as LookupList })}>
              {LOOKUP_LISTS.map((l) => (
                <option key={l} value={l}>
                  {t(`staff.forms.lookups.${l}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {takesOptions(f.inputType) ? (
        <fieldset className="staff-form-options">
          <legend>{t('staff.forms.options')}</legend>
          {error('options') ? (
            <p className="field__error" role="alert">
              {error('options')}
            </p>
          ) : null}
          {f.options.map((o, i) => {
            const chosen = f.answeredOptions.includes(o.text);
            return (
              <div key={i} className="staff-form-options__row">
                <Field label={t('staff.forms.optionNumber', { number: i + 1 })} error={error(`options.${i}.text`)}>
                  {(c) => (
                    <input
                      type="text"
                      autoComplete="off"
                      maxLength={100}
                      {...c}
                      value={o.text}
                      readOnly={chosen}
                      onChange={(e) => setOption(i, { text: e.target.value })}
                    />
                  )}
                </Field>
                {chosen ? (
                  <Field label={t('staff.forms.optionHidden')} layout="check">
                    {(c) => (
                      <input type="checkbox" {...c} checked={o.hidden} onChange={(e) => setOption(i, { hidden: e.target.checked })} />
                    )}
                  </Field>
                ) : (
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={t('staff.forms.removeOptionNamed', { name: o.text || i + 1 })}
                    onClick={() => onChange({ options: f.options.filter((_, j) => j !== i) })}
                  >
                    {t('staff.forms.remove')}
                  </Button>
                )}
              </div>
            );
          })}
          <Button type="button" variant="secondary" onClick={() => onChange({ options: [...f.options, { text: '', hidden: false }] })}>
            {t('staff.forms.addOption')}
          </Button>
        </fieldset>
      ) : null}
      {f.inputType !== 'FileLoader' && f.inputType !== 'ImageLoader' ? (
        <Field label={t(`staff.forms.value.${meaning}`)} error={error('value')}>
          {(c) =>
            meaning === 'html' ? (
              <textarea rows={3} {...c} value={f.value} onChange={(e) => onChange({ value: e.target.value })} />
            ) : (
              <input
                type="text"
                autoComplete="off"
                maxLength={5000}
                {...c}
                value={f.value}
                onChange={(e) => onChange({ value: e.target.value })}
              />
            )
          }
        </Field>
      ) : null}
      <Field label={t('staff.forms.headerName')}>
        {(c) => (
          <input
            type="text"
            autoComplete="off"
            maxLength={200}
            {...c}
            value={f.headerName}
            onChange={(e) => onChange({ headerName: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** A field turned into another kind: options or a list when the new kind takes them. */
function kindChange(kind: InputType, f: EditedField): Partial<EditedField> {
  return {
    inputType: kind,
    options: takesOptions(kind) && f.options.length === 0 ? [{ text: '', hidden: false }] : f.options,
    lookup: takesList(kind) ? (f.lookup ?? 'bookingtypes') : null,
  };
}
