import type { ReactNode } from 'react';
import { CheckCircleIcon } from '../../../components/ui/icons';

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The control; give it `id`, and spread `controlA11y(id, required, error)` on it. */
  children: ReactNode;
  className?: string;
};

/** Label, control and error message, tied together for screen readers. */
export function FormField({ id, label, required = false, error, children, className = '' }: FieldProps) {
  return (
    <div className={`field ${className}`.trim()}>
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes of a field's control. */
export function controlA11y(id: string, required: boolean, error: string | undefined) {
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** Outcome of a save: the spec's success text, or the server's message. */
export function SaveOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p className="account-outcome account-outcome--ok" role="status">
      <CheckCircleIcon size={20} />
      <span>{outcome.text}</span>
    </p>
  ) : (
    <p className="form__alert" role="alert">
      {outcome.text}
    </p>
  );
}

export type Outcome = { ok: true; text: string } | { ok: false; text: string } | null;
