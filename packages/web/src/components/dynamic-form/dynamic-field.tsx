import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPTED_FILE_EXTENSIONS, type DynamicField } from '@clubportal/contract/dynamic-forms';
import { SmartLink } from '../ui/smart-link';
import { sanitizeHtml } from '../../lib/sanitize';
import { useUploadUrl } from '../../lib/settings/settings-context';
import { cleanTyped, picklistOptions } from './dynamic-form-rules';
import { useLookupRows } from './get-lookup-rows';

type Props = {
  field: DynamicField;
  inputId: string;
  value: string;
  files: File[];
  /** Already worded; absent when the field is fine (or not checked yet). */
  error?: string;
  onValue: (value: string) => void;
  onFiles: (files: File[]) => void;
  onBlur: () => void;
};

/** Browser autofill hints for the usual customer fields, by field name. */
const AUTOCOMPLETE: Record<string, string> = {
  name: 'given-name',
  surname: 'family-name',
  email: 'email',
  phone: 'tel',
  password: 'new-password',
  birthDate: 'bday',
};

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

/** One field of a dynamic form, drawn by its input type. */
export function DynamicFieldView({ field, inputId, value, files, error, onValue, onFiles, onBlur }: Props) {
  const { t } = useTranslation();
  const upload = useUploadUrl();
  const errorId = `${inputId}-error`;
  const describedBy = error ? errorId : undefined;
  const common = {
    id: inputId,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    onBlur,
  } as const;

  const label = (
    <label htmlFor={inputId}>
      {field.label}
      {field.required ? (
        <span className="field__req" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  const errorText = error ? (
    <p className="field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const asField = (control: ReactNode) => (
    <div className="field">
      {label}
      {control}
      {errorText}
    </div>
  );
  const typed = (next: string) => onValue(cleanTyped(next));

  switch (field.inputType) {
    case 'Hidden':
      return null;
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
      return <SanitizedHtml html={field.value || field.label} />;
    case 'Href': {
      const href = safeHref(field.value || field.columnDef);
      const text = field.label || field.value;
      return <p className="dynamic-form__text">{href ? <SmartLink href={href}>{text}</SmartLink> : text}</p>;
    }
    case 'Image':
      return field.value ? <img className="dynamic-form__image" src={upload(field.value)} alt={field.label} loading="lazy" /> : null;
    case 'CheckBox':
      return (
        <div className="field">
          <div className="check">
            <input type="checkbox" checked={value === 'true'} onChange={(event) => onValue(String(event.target.checked))} {...common} />
            {label}
          </div>
          {errorText}
        </div>
      );
    case 'TextArea':
      return asField(<textarea rows={4} value={value} onChange={(event) => typed(event.target.value)} {...common} />);
    case 'Picklist':
      return asField(
        <select value={value} onChange={(event) => onValue(event.target.value)} {...common}>
          <option value="">{t('dynamicForm.choose')}</option>
          {picklistOptions(field.columnDef).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>,
      );
    case 'Lookup':
      return asField(<LookupSelect columnDef={field.columnDef} value={value} onValue={onValue} common={common} />);
    case 'FileLoader':
    case 'ImageLoader':
      return asField(
        <>
          <input
            type="file"
            multiple
            accept={field.inputType === 'ImageLoader' ? ACCEPTED_FILE_EXTENSIONS.filter((e) => /png|jpe?g|gif|webp/.test(e)).join(',') : ACCEPTED_FILE_EXTENSIONS.join(',')}
            onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
            {...common}
          />
          {files.length ? (
            <ul className="dynamic-form__files" aria-label={t('dynamicForm.chosenFiles')}>
              {files.map((file) => (
                <li key={`${file.name}-${file.size}`}>{file.name}</li>
              ))}
            </ul>
          ) : null}
        </>,
      );
    case 'Date':
      return asField(<input type="date" value={value} onChange={(event) => onValue(event.target.value)} {...common} />);
    case 'BirthDate':
      return asField(
        <input type="date" max={today()} autoComplete="bday" value={value} onChange={(event) => onValue(event.target.value)} {...common} />,
      );
    case 'HourPicker':
      return asField(<input type="time" value={value} onChange={(event) => onValue(event.target.value)} {...common} />);
    case 'ColorPicker':
      return asField(
        <input type="color" className="dynamic-form__color" value={value || '#000000'} onChange={(event) => onValue(event.target.value)} {...common} />,
      );
    case 'Currency':
      return asField(<input type="text" inputMode="decimal" value={value} onChange={(event) => typed(event.target.value)} {...common} />);
    case 'Email':
      return asField(
        <input type="email" inputMode="email" autoComplete="email" value={value} onChange={(event) => typed(event.target.value)} {...common} />,
      );
    case 'Password':
      return asField(
        <input type="password" autoComplete="new-password" value={value} onChange={(event) => typed(event.target.value)} {...common} />,
      );
    case 'Text':
    default:
      return asField(
        <input
          type={field.name === 'phone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[field.name]}
          value={value}
          onChange={(event) => typed(event.target.value)}
          {...common}
        />,
      );
  }
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

function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="dynamic-form__html" dangerouslySetInnerHTML={{ __html: clean }} />;
}

type SelectCommon = {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
  onBlur: () => void;
};

/** A Lookup: its choices come from the club's public list of `columnDef` (up to 50 rows). */
function LookupSelect({ columnDef, value, onValue, common }: { columnDef: string; value: string; onValue: (v: string) => void; common: SelectCommon }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useLookupRows(columnDef);
  const crashId = `${common.id}-crash`;
  return (
    <>
      <select
        value={value}
        onChange={(event) => onValue(event.target.value)}
        disabled={isPending || Boolean(error)}
        aria-busy={isPending || undefined}
        {...common}
        aria-describedby={error ? crashId : common['aria-describedby']}
      >
        <option value="">{isPending ? t('common.loading') : t('dynamicForm.choose')}</option>
        {(data ?? []).map((row) => (
          <option key={row.id} value={row.id}>
            {row.name}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field__error" id={crashId} role="alert">
          {t('messages.crash')}
        </p>
      ) : null}
    </>
  );
}
