import { useId, type ReactNode } from 'react';
import { useValidationMessage } from '../../lib/validation-message';

/** What a field hands its control: the id its label points at and the accessibility state. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type Props = {
  label: ReactNode;
  /** The form's message for this field (a contract message is translated here); absent when the field is fine. */
  error?: string | undefined;
  required?: boolean;
  /** 'check': a checkbox before its label. */
  layout?: 'stacked' | 'check';
  /** 'dark': on the footer's dark background. */
  tone?: 'light' | 'dark';
  className?: string;
  /** A fixed id for the control; one is generated otherwise. */
  id?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * The one form field of the portal: label (with the required marker), the control, and its error line,
 * tied together with aria-invalid and aria-describedby so screen readers announce the error.
 */
export function Field({ label, error, required = false, layout = 'stacked', tone = 'light', className = '', id, children }: Props) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const message = useValidationMessage()(error);
  const control = children({
    id: controlId,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? errorId : undefined,
    'aria-required': required || undefined,
  });
  const labelText = (
    <label htmlFor={controlId}>
      {label}
      {required ? (
        // A no-break space: the marker never wraps to a line of its own.
        <span className="field__required" aria-hidden="true">
          {'\u00a0*'}
        </span>
      ) : null}
    </label>
  );
  const classes = ['field', layout === 'check' ? 'field--check' : '', tone === 'dark' ? 'field--on-dark' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {layout === 'check' ? (
        <div className="check">
          {control}
          {labelText}
        </div>
      ) : (
        <>
          {labelText}
          {control}
        </>
      )}
      {message ? (
        <p className="field__error" id={errorId}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
