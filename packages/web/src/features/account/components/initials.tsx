/** A round badge with the person's initials (the portal shows no photos in lists). */
export function Initials({ name, surname, size = 'md' }: { name: string; surname: string; size?: 'md' | 'lg' }) {
  const letters = `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase() || '?';
  return (
    <span className={`initials initials--${size}`} aria-hidden="true">
      {letters}
    </span>
  );
}
