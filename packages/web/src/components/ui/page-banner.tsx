import type { ReactNode } from 'react';

/** Title band over the club's header image (HeaderImage, set as a CSS variable by the theme). */
/** `titleAs="p"` when the page's own h1 is further down (a product page's name). */
export function PageBanner({ title, children, titleAs = 'h1' }: { title: ReactNode; children?: ReactNode; titleAs?: 'h1' | 'p' }) {
  const Title = titleAs;
  return (
    <header className="page-banner">
      <div className="container page-banner__inner">
        <Title className="page-banner__title">{title}</Title>
        {children}
      </div>
    </header>
  );
}
