import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/spinner';
import { useClubFiles } from '../api/get-club-files';

/** The club's photo gallery (CzGallery files). Load failures are only logged (spec section 8). */
export function Gallery({ resolve }: { resolve: (file: string) => string }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useClubFiles('CzGallery');

  useEffect(() => {
    if (error) console.error('Gallery failed to load', error);
  }, [error]);

  if (error || (data && data.length === 0)) return null;
  return (
    <section className="section gallery" aria-labelledby="gallery-title">
      <div className="container">
        <header className="section__header">
          <p className="section__eyebrow">{t('home.galleryEyebrow')}</p>
          <h2 className="section__title" id="gallery-title">
            {t('home.galleryTitle')}
          </h2>
        </header>
        {isPending ? (
          <div className="gallery__grid" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="gallery__item" />
            ))}
          </div>
        ) : (
          <ul className="gallery__grid">
            {data.map((file, index) => (
              <li key={`${file.url}-${index}`} className="gallery__item">
                <figure>
                  <img src={resolve(file.url)} alt={file.description} loading="lazy" decoding="async" />
                  {file.description ? <figcaption>{file.description}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
