import type { ReactNode } from 'react';

/** Title band over the club's header image (HeaderImage, set as a CSS variable by the theme). */
export function PageBanner({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <header className="page-banner">
      <div className="container page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}
