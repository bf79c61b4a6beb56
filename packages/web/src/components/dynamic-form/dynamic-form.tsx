import { zodResolver } from '@hookform/resolvers/zod';
import { Fragment, useMemo, type CSSProperties } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { dynamicFormSchema, FILE_TYPES, isAnswerField, type FormDef } from '@clubportal/contract/dynamic-forms';
import { fieldKey } from '@clubportal/contract/validation';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import { AnswerFieldView, DisplayFieldView, FilesFieldView } from './dynamic-field';
import { columnSpan, initialState, toValues } from './dynamic-form-rules';
import { LegalChecks } from './legal-checks';
import type { DynamicFormValues } from './types';
import '../../styles/dynamic-form.css';

export type { DynamicFormValues } from './types';

type Props = {
  def: FormDef;
  submitLabel: string;
  /** The caller is saving: the button shows it and a second submit is ignored. */
  busy?: boolean;
  /** The server's answer to the last submit (already worded), shown above the button. */
  serverError?: string | null;
  onSubmit: (values: DynamicFormValues) => void;
  /** The activity the form signs up for: its Lookups offer only what fits it (its sports and their courts). */
  activityId?: number;
};

/**
 * A form drawn from a definition (GET /api/dynamicforms/form-def/...): every input type, 12-column
 * layout (col1 desktop, col2 phone), section headings, the legal checks when asked for. Its rules are the
 * contract's schema of the definition, the one the server checks the save with. Errors show once a
 * field is left or after a submit; nothing is submitted while any remain.
 */
export function DynamicForm({ def, submitLabel, busy = false, serverError, onSubmit, activityId }: Props) {
  const schema = useMemo(() => dynamicFormSchema<File>(def), [def]);
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: initialState(def),
    // Errors from the first submit on, then as fields change: an error appearing when a field is left would
    // push the rest of the form (the button the member is heading for) from under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const submit = handleSubmit((values) => {
    if (!busy) onSubmit(toValues(def, values));
  });

  return (
    <form className="form dynamic-form" onSubmit={submit} noValidate>
      <div className="dynamic-form__grid">
        {def.fields.map((field) => {
          if (field.inputType === 'Hidden') return null;
          const style = { '--col': columnSpan(field.col1), '--col-phone': columnSpan(field.col2) } as CSSProperties;
          const key = fieldKey(field.id);
          return (
            <Fragment key={field.id}>
              {field.headerName ? <h3 className="dynamic-form__section">{field.headerName}</h3> : null}
              <div className="dynamic-form__cell" style={style}>
                {FILE_TYPES.has(field.inputType) ? (
                  <Controller
                    control={control}
                    name={`files.${key}`}
                    render={({ field: input, fieldState }) => (
                      <FilesFieldView
                        field={field}
                        files={input.value ?? []}
                        error={fieldState.error?.message}
                        inputRef={input.ref}
                        onFiles={(files) => {
                          input.onChange(files);
                          input.onBlur();
                        }}
                      />
                    )}
                  />
                ) : isAnswerField(field) ? (
                  <Controller
                    control={control}
                    name={`answers.${key}`}
                    render={({ field: input, fieldState }) => (
                      <AnswerFieldView
                        field={field}
                        value={input.value ?? ''}
                        error={fieldState.error?.message}
                        inputRef={input.ref}
                        onBlur={input.onBlur}
                        onValue={input.onChange}
                        activityId={activityId}
                      />
                    )}
                  />
                ) : (
                  <DisplayFieldView field={field} />
                )}
              </div>
            </Fragment>
          );
        })}
      </div>
      {def.legalChecks ? <LegalChecks control={control} /> : null}
      <FormAlert message={serverError} />
      <Button type="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
