import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'light';

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `btn btn--${variant}${extra ? ` ${extra}` : ''}`;
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; loading?: boolean; block?: boolean };

/** A real <button>; `loading` keeps its width, shows the spinner and marks it busy. */
export function Button({ variant = 'primary', loading = false, block = false, className = '', children, disabled, type, ...rest }: Props) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClass(variant, `${block ? 'btn--block' : ''} ${className}`.trim())}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="spinner spinner--sm" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
