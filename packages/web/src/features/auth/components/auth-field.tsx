import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled email or password input with its error line (login dialog, reset and change password pages). */
export function AuthField({
  id,
  label,
  type,
  error,
  autoComplete,
  registration,
}: {
  id: string;
  label: string;
  type: 'email' | 'password';
  error?: string | undefined;
  autoComplete: 'username' | 'email' | 'new-password' | 'current-password';
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
