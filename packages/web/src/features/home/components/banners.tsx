import { useTranslation } from 'react-i18next';
import { SmartLink } from '../../../components/ui/smart-link';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useBanners } from '../api/get-banners';
import { useLogFailure } from './use-log-failure';

/** The club's banners (GET /api/banners/open-list): image, title, text, each a link when it has a url. */
export function Banners() {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const { data, error } = useBanners();
  useLogFailure(error, 'Banners');
  if (!data || data.length === 0) return null;
  return (
    <section className="section banners" aria-label={t('home.bannersLabel')}>
      <ul className="container banners__grid">
        {data.map((banner) => {
          const content = (
            <>
              {banner.image ? (
                <img
                  className="banner__image"
                  src={resolve(banner.image)}
                  alt=""
                  width={800}
                  height={400}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="banner__shade" />
              <span className="banner__text">
                <span className="banner__title">{banner.title}</span>
                {banner.text ? <span className="banner__lead">{banner.text}</span> : null}
              </span>
            </>
          );
          return (
            <li key={banner.id} className="banner">
              {banner.url ? (
                <SmartLink href={banner.url} className="banner__link">
                  {content}
                </SmartLink>
              ) : (
                <div className="banner__link">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
