import type { ReactNode } from 'react';

/**
 * The one alert line of the portal's forms and pages (a failed call, a refused save), announced to screen
 * readers; renders nothing without a message. `children` adds what happens next.
 */
export function FormAlert({ message, id, children }: { message: string | undefined | null | false; id?: string; children?: ReactNode }) {
  if (!message) return null;
  return (
    <div className="form__alert" role="alert" id={id}>
      <p>{message}</p>
      {children}
    </div>
  );
}
