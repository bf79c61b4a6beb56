import { useTranslation } from 'react-i18next';
import { INPUT_TYPES, type InputType } from '@clubportal/contract/dynamic-forms';
import type { Language } from '@clubportal/contract/languages';
import { LOOKUP_LISTS, type LookupList } from '@clubportal/contract/staff-forms';
import { Button, buttonClass } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { takesList, takesOptions, valueMeaning, withOptionTexts, type EditedField } from '../rules/form-editor';
import { FormOptionsEditor } from './form-options-editor';

/** The editor's messages by the field's path (`fields.0.label`), as the contract's schema words them. */
export type FormErrors = Record<string, string>;
export type HandleEvents = Pick<
  React.DOMAttributes<HTMLSpanElement>,
  'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel'
>;

/** One field's settings (a sign-up form editor's list item), with its order buttons, drag handle and Remove (or Hide, once it has answers). */
export function FieldEditor({
  field: f,
  index,
  count,
  title,
  languages,
  defaultLanguage,
  errors,
  rule,
  canWrite,
  standard,
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
  errors: FormErrors;
  rule: (message: string | undefined) => string | undefined;
  canWrite: boolean;
  /** A standard form's field the account is made from: kept, shown, of its kind (and required, when it says so). */
  standard: { required: boolean } | null;
  register: (name: string, el: HTMLElement | null) => void;
  onChange: (change: Partial<EditedField>) => void;
  onMove: (to: number, focus?: 'up' | 'down') => void;
  onRemove: () => void;
  handle: HandleEvents;
}) {
  const { t } = useTranslation();
  const languageName = (l: string) => t(`languages.${l}`);
  const answered = f.answers > 0;
  // Its kind stays: answers read by it, or the account made from it.
  const kindFixed = answered || standard !== null;
  const error = (name: string) => rule(errors[`fields.${index}.${name}`]);
  const meaning = valueMeaning(f.inputType);

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
        {standard ? null : (
          <Button
            type="button"
            variant="ghost"
            aria-label={t(f.hidden ? 'staff.forms.showNamed' : 'staff.forms.hideNamed', { name: title })}
            onClick={() => onChange({ hidden: !f.hidden })}
          >
            {t(f.hidden ? 'staff.forms.show' : 'staff.forms.hide')}
          </Button>
        )}
        {kindFixed ? null : (
          <Button type="button" variant="ghost" aria-label={t('staff.forms.removeNamed', { name: title })} onClick={onRemove}>
            {t('staff.forms.remove')}
          </Button>
        )}
      </div>
      {standard ? <p className="staff-table__note">{t('staff.forms.standardFieldNote')}</p> : null}
      {answered ? <p className="staff-table__note">{t('staff.forms.answeredNote', { count: f.answers })}</p> : null}
      <div className="staff-product-form__row">
        <Field label={t('staff.forms.kind')}>
          {(c) => (
            <select
              {...c}
              value={f.inputType}
              disabled={kindFixed}
              onChange={(e) => onChange(kindChange(e.target.value as InputType, f, languages))}
            >
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
        {(c) => (
          <input
            type="checkbox"
            {...c}
            checked={f.required}
            disabled={standard?.required === true}
            onChange={(e) => onChange({ required: e.target.checked })}
          />
        )}
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
        <FormOptionsEditor field={f} languages={languages} error={error} onChange={(options) => onChange({ options })} />
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
function kindChange(kind: InputType, f: EditedField, languages: readonly Language[]): Partial<EditedField> {
  return {
    inputType: kind,
    options: takesOptions(kind) && f.options.length === 0 ? [withOptionTexts('', languages)] : f.options,
    lookup: takesList(kind) ? (f.lookup ?? 'bookingtypes') : null,
  };
}
