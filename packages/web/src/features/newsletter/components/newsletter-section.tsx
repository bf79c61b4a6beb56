import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The newsletter's place on a page: its title and lead are in the server's markup; the form (react-hook-form
 * and the contract's schema) is given as `children`, so a page can load it only when the visitor gets near.
 */
export function NewsletterSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="section newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <header className="newsletter__intro">
          <h2 className="section__title" id="newsletter-title">
            {t('newsletter.title')}
          </h2>
          <p>{t('newsletter.lead')}</p>
        </header>
        {children}
      </div>
    </section>
  );
}
