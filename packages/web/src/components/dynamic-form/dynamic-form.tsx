import { Fragment, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormDef } from '@clubportal/contract/dynamic-forms';
import { Button } from '../ui/button';
import { DynamicFieldView } from './dynamic-field';
import {
  FILE_TYPES,
  LEGAL_ERROR_KEY,
  columnSpan,
  initialState,
  toValues,
  validateDynamicForm,
  type DynamicFormState,
  type FieldErrorCode,
} from './dynamic-form-rules';
import { LegalChecks } from './legal-checks';
import type { DynamicFormValues } from './types';
import '../../styles/dynamic-form.css';
import { FormAlert } from '../ui/form-alert';

export type { DynamicFormValues } from './types';

const ERROR_KEYS: Record<FieldErrorCode, string> = {
  required: 'messages.fieldRequired',
  email: 'dynamicForm.invalidEmail',
  minLength: 'messages.minLength5',
  fileType: 'dynamicForm.fileType',
  fileSize: 'dynamicForm.fileSize',
  acceptLegal: 'messages.acceptLegal',
};

type Props = {
  def: FormDef;
  submitLabel: string;
  /** The caller is saving: the button shows it and a second submit is ignored. */
  busy?: boolean;
  /** The server's answer to the last submit (already worded), shown above the button. */
  serverError?: string | null;
  onSubmit: (values: DynamicFormValues) => void;
};

type Touched = Partial<Record<number | typeof LEGAL_ERROR_KEY, boolean>>;

/**
 * A form drawn from a definition (GET /api/dynamicforms/form-def/...): every input type, 12-column
 * layout (col1 desktop, col2 phone), section headings, the legal checks when asked for, and the rules of
 * spec section 5. Errors show once a field is left or after a submit; nothing is submitted while any remain.
 */
export function DynamicForm({ def, submitLabel, busy = false, serverError, onSubmit }: Props) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<DynamicFormState>(() => initialState(def));
  const [touched, setTouched] = useState<Touched>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);

  const errors = useMemo(() => validateDynamicForm(def, state), [def, state]);
  const shown = (key: number | typeof LEGAL_ERROR_KEY): string | undefined => {
    const code = errors[key];
    return code && (submitted || touched[key]) ? t(ERROR_KEYS[code]) : undefined;
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const touch = (key: number | typeof LEGAL_ERROR_KEY) => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    if (Object.keys(errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    onSubmit(toValues(def, state));
  }

  return (
    <form ref={formRef} className="form dynamic-form" onSubmit={submit} noValidate>
      <div className="dynamic-form__grid">
        {def.fields.map((field) => {
          if (field.inputType === 'Hidden') return null;
          const style = { '--col': columnSpan(field.col1), '--col-phone': columnSpan(field.col2) } as CSSProperties;
          return (
            <Fragment key={field.id}>
              {field.headerName ? <h3 className="dynamic-form__section">{field.headerName}</h3> : null}
              <div className="dynamic-form__cell" style={style}>
                <DynamicFieldView
                  field={field}
                  inputId={`${idPrefix}-f${field.id}`}
                  value={state.values[field.id] ?? ''}
                  files={state.files[field.id] ?? []}
                  error={shown(field.id)}
                  onBlur={() => touch(field.id)}
                  onValue={(value) => setState((s) => ({ ...s, values: { ...s.values, [field.id]: value } }))}
                  onFiles={(files) => {
                    if (FILE_TYPES.has(field.inputType)) touch(field.id);
                    setState((s) => ({ ...s, files: { ...s.files, [field.id]: files } }));
                  }}
                />
              </div>
            </Fragment>
          );
        })}
      </div>
      {def.legalChecks ? (
        <LegalChecks
          idPrefix={idPrefix}
          okRss={state.okRss}
          acceptConditions={state.acceptConditions}
          error={shown(LEGAL_ERROR_KEY)}
          onOkRss={(okRss) => setState((s) => ({ ...s, okRss }))}
          onAcceptConditions={(acceptConditions) => {
            touch(LEGAL_ERROR_KEY);
            setState((s) => ({ ...s, acceptConditions }));
          }}
          onBlur={() => touch(LEGAL_ERROR_KEY)}
        />
      ) : null}
      <FormAlert message={serverError} />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
