/** A form's error line, announced to screen readers; renders nothing without a message. */
export function FormAlert({ message }: { message: string | undefined | null | false }) {
  if (!message) return null;
  return (
    <p className="form__alert" role="alert">
      {message}
    </p>
  );
}
