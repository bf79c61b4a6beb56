import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILE_EXTENSIONS, type DynamicField } from '@clubportal/contract/dynamic-forms';
import { listOptions, stripNonPrintable } from '@clubportal/contract/validation';
import { Field, type ControlProps } from '../ui/field';
import { FormAlert } from '../ui/form-alert';
import { SanitizedHtml } from '../ui/sanitized-html';
import { SmartLink } from '../ui/smart-link';
import { useUploadUrl } from '../../lib/settings/settings-context';
import { useLookupRows } from './get-lookup-rows';

/** Browser autofill hints for the usual customer fields, by field name. */
const AUTOCOMPLETE: Record<string, string> = {
  name: 'given-name',
  surname: 'family-name',
  email: 'email',
  phone: 'tel',
  password: 'new-password',
  birthDate: 'bday',
};

const IMAGE_EXTENSIONS = ACCEPTED_FILE_EXTENSIONS.filter((e) => /png|jpe?g|gif|webp/.test(e));

/** Links authored by the club: web, mail, phone or in-app paths only. */
function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A field that only shows something: text, a link, a picture, a colour or club HTML. */
export function DisplayFieldView({ field }: { field: DynamicField }) {
  const upload = useUploadUrl();
  switch (field.inputType) {
    case 'Label':
    case 'HtmlText':
      return <ReadOnlyText title={field.value ? field.label : ''} text={field.value || field.label} />;
    case 'PickListLabel':
      return <ReadOnlyText title={field.label} text={field.value} />;
    case 'LabelPassword':
      return <ReadOnlyText title={field.label} text={field.value ? '••••••' : ''} />;
    case 'ColorLabel':
      return (
        <p className="dynamic-form__text">
          {field.label ? <span className="dynamic-form__text-title">{field.label}</span> : null}
          <span className="dynamic-form__swatch" style={{ background: field.value }} aria-hidden="true" />
          <span>{field.value}</span>
        </p>
      );
    case 'Html':
      return <SanitizedHtml className="dynamic-form__html" html={field.value || field.label} />;
    case 'Href': {
      const href = safeHref(field.value || field.columnDef);
      const text = field.label || field.value;
      return <p className="dynamic-form__text">{href ? <SmartLink href={href}>{text}</SmartLink> : text}</p>;
    }
    case 'Image':
      return field.value ? <img className="dynamic-form__image" src={upload(field.value)} alt={field.label} loading="lazy" /> : null;
    default:
      return null;
  }
}

type AnswerProps = {
  field: DynamicField;
  value: string;
  /** The form's message (translated by Field); absent when the field is fine or not checked yet. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>;
  onValue: (value: string) => void;
  onBlur: () => void;
  /** The activity the form signs up for (its Lookups' scope). */
  activityId?: number | undefined;
};

/** One answering field of a dynamic form, drawn by its input type. */
export function AnswerFieldView({ field, value, error, inputRef, onValue, onBlur, activityId }: AnswerProps) {
  const { t } = useTranslation();
  const typed = (next: string) => onValue(stripNonPrintable(next));
  const base = (control: ControlProps) => ({ ...control, name: field.name, ref: inputRef, onBlur });

  if (field.inputType === 'CheckBox') {
    return (
      <Field label={field.label} required={field.required} error={error} layout="check">
        {(control) => (
          <input
            type="checkbox"
            checked={value === 'true'}
            onChange={(event) => onValue(String(event.target.checked))}
            {...base(control)}
          />
        )}
      </Field>
    );
  }
  return (
    <Field label={field.label} required={field.required} error={error}>
      {(control) => {
        const props = base(control);
        switch (field.inputType) {
          case 'TextArea':
            return <textarea rows={4} value={value} onChange={(event) => typed(event.target.value)} {...props} />;
          case 'Picklist':
            return (
              <select value={value} onChange={(event) => onValue(event.target.value)} {...props}>
                <option value="">{t('dynamicForm.choose')}</option>
                {listOptions(field.columnDef).map((option, i) => (
                  <option key={option} value={option}>
                    {field.optionLabels?.[i] ?? option}
                  </option>
                ))}
              </select>
            );
          case 'Lookup':
            return <LookupSelect columnDef={field.columnDef} activityId={activityId} value={value} onValue={onValue} props={props} />;
          case 'Date':
            return <input type="date" value={value} onChange={(event) => onValue(event.target.value)} {...props} />;
          case 'BirthDate':
            return (
              <input
                type="date"
                max={today()}
                autoComplete="bday"
                value={value}
                onChange={(event) => onValue(event.target.value)}
                {...props}
              />
            );
          case 'HourPicker':
            return <input type="time" value={value} onChange={(event) => onValue(event.target.value)} {...props} />;
          case 'ColorPicker':
            return (
              <input
                type="color"
                className="dynamic-form__color"
                value={value || '#000000'}
                onChange={(event) => onValue(event.target.value)}
                {...props}
              />
            );
          case 'Currency':
            return <input type="text" inputMode="decimal" value={value} onChange={(event) => typed(event.target.value)} {...props} />;
          case 'Email':
            return (
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                value={value}
                onChange={(event) => typed(event.target.value)}
                {...props}
              />
            );
          case 'Password':
            return (
              <input type="password" autoComplete="new-password" value={value} onChange={(event) => typed(event.target.value)} {...props} />
            );
          default:
            return (
              <input
                type={field.name === 'phone' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field.name]}
                value={value}
                onChange={(event) => typed(event.target.value)}
                {...props}
              />
            );
        }
      }}
    </Field>
  );
}

type FilesProps = {
  field: DynamicField;
  files: File[];
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
};

/** A FileLoader or ImageLoader: several files, the chosen ones listed. */
export function FilesFieldView({ field, files, error, inputRef, onFiles }: FilesProps) {
  const { t } = useTranslation();
  return (
    <Field label={field.label} required={field.required} error={error}>
      {(control) => (
        <>
          <input
            type="file"
            multiple
            name={field.name}
            ref={inputRef}
            accept={(field.inputType === 'ImageLoader' ? IMAGE_EXTENSIONS : ACCEPTED_FILE_EXTENSIONS).join(',')}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
            {...control}
          />
          {files.length ? (
            <ul className="dynamic-form__files" aria-label={t('dynamicForm.chosenFiles')}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </Field>
  );
}

function ReadOnlyText({ title, text }: { title: string; text: string }) {
  if (!title && !text) return null;
  return (
    <p className="dynamic-form__text">
      {title ? <span className="dynamic-form__text-title">{title}</span> : null}
      {text ? <span>{text}</span> : null}
    </p>
  );
}

type SelectProps = ControlProps & { name: string; ref: Ref<HTMLSelectElement>; onBlur: () => void };

/** A Lookup: its choices come from the club's public list of `columnDef` (up to 50 rows), within the activity's scope. */
function LookupSelect({
  columnDef,
  activityId,
  value,
  onValue,
  props,
}: {
  columnDef: string;
  activityId: number | undefined;
  value: string;
  onValue: (v: string) => void;
  props: SelectProps;
}) {
  const { t } = useTranslation();
  const { data, isPending, error } = useLookupRows(columnDef, activityId);
  const crashId = `${props.id}-crash`;
  return (
    <>
      <select
        value={value}
        onChange={(event) => onValue(event.target.value)}
        disabled={isPending || Boolean(error)}
        aria-busy={isPending || undefined}
        {...props}
        aria-describedby={error ? crashId : props['aria-describedby']}
      >
        <option value="">{isPending ? t('common.loading') : t('dynamicForm.choose')}</option>
        {(data ?? []).map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </select>
      {error ? <FormAlert id={crashId} message={t('messages.crash')} /> : null}
    </>
  );
}
