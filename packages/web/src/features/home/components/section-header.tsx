import type { ReactNode } from 'react';

/** A home section's eyebrow and title (the title names the section for screen readers). */
export function SectionHeader({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="section__header">
      {eyebrow ? <p className="section__eyebrow">{eyebrow}</p> : null}
      <h2 className="section__title" id={id}>
        {title}
      </h2>
      {children}
    </header>
  );
}
