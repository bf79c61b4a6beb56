import { useTranslation } from 'react-i18next';
import { useClubFiles } from '../api/get-club-files';
import { Carousel } from './carousel';
import { useLogFailure } from './use-log-failure';

/** The club's sponsors (Sponsors files): a carousel of logos, 3 per view (spec section 9). */
export function Sponsors({ resolve }: { resolve: (file: string) => string }) {
  const { t } = useTranslation();
  const { data, error } = useClubFiles('Sponsors');
  useLogFailure(error, 'Sponsors');
  if (!data || data.length === 0) return null;
  return (
    <section className="section sponsors" aria-labelledby="sponsors-title">
      <div className="container">
        <h2 className="sponsors__title" id="sponsors-title">
          {t('home.sponsorsTitle')}
        </h2>
        <Carousel
          items={data}
          itemKey={(file) => file.url}
          label={t('home.sponsorsTitle')}
          layout="logos"
          renderItem={(file) => (
            <img
              className="sponsor__logo"
              src={resolve(file.url)}
              alt={file.description}
              width={300}
              height={120}
              loading="lazy"
              decoding="async"
            />
          )}
        />
      </div>
    </section>
  );
}
