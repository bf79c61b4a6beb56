import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INPUT_TYPES, type InputType } from '@clubportal/contract/dynamic-forms';
import {
  answerBreakingChanges,
  FORM_ADMIN_MESSAGES,
  STANDARD_FORM_FIELDS,
  STANDARD_FORM_REFUSED_KINDS,
  STANDARD_FORMS,
  standardFieldProblems,
  staffFormBodySchema,
  type StaffForm,
  type StaffForms,
} from '@clubportal/contract/staff-forms';
import { DynamicForm } from '../../../components/dynamic-form/dynamic-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveForm } from '../api/staff-forms';
import { editedForm, formBody, moved, newField, previewDef, type EditedField, type EditedForm } from '../rules/form-editor';
import { FieldEditor, type FormErrors } from './sign-up-form-field';

/**
 * An activity's sign-up form, or the club's registration or add-a-child form, in the editor: its title and legal checks, then its fields in order (moved with the
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
  const [errors, setErrors] = useState<FormErrors>({});
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

  const activityId = form.activity?.id ?? 0;
  const parentName = form.standard ? STANDARD_FORMS[form.standard] : undefined;
  const preview = useMemo(() => previewDef(edited, activityId, parentName), [edited, activityId, parentName]);
  // A standard form's fields the account is made from (by name), and the kinds its own fields may have.
  const standardRules = new Map((form.standard ? STANDARD_FORM_FIELDS[form.standard] : []).map((r) => [r.name, r]));
  const kinds = form.standard ? INPUT_TYPES.filter((k) => !STANDARD_FORM_REFUSED_KINDS.has(k)) : INPUT_TYPES;
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
    const found: FormErrors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    setErrors(found);
    const [problem] = [
      ...answerBreakingChanges(form.fields, body.fields),
      ...(form.standard ? standardFieldProblems(form.standard, form.fields, body.fields) : []),
    ];
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
                  standard={f.id === null ? null : (standardRules.get(f.name) ?? null)}
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
                  {kinds.map((k) => (
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
          <DynamicForm def={preview} submitLabel={t('staff.forms.previewSubmit')} onSubmit={() => undefined} activityId={activityId} />
        </div>
      </section>
    </div>
  );
}

/** The index of the field under the pointer (the list's items carry it), or null outside the list. */
function indexAt(e: React.PointerEvent): number | null {
  const item = document.elementFromPoint(e.clientX, e.clientY)?.closest('[data-field-index]');
  return item ? Number(item.getAttribute('data-field-index')) : null;
}
