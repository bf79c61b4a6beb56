import { useTranslation } from 'react-i18next';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useTextBlocks } from '../api/get-text-blocks';
import { Carousel } from './carousel';
import { SectionHeader } from './section-header';
import { useLogFailure } from './use-log-failure';

/** The club's team (text blocks type 2): photo, name, role and a line about them; 3 per view, 2, then 1. */
export function Team() {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const { data, error } = useTextBlocks(2);
  useLogFailure(error, 'Team');
  if (!data || data.length === 0) return null;
  return (
    <section className="section team" aria-labelledby="team-title">
      <div className="container">
        <SectionHeader id="team-title" eyebrow={t('home.teamEyebrow')} title={t('home.teamTitle')} />
        <Carousel
          items={data}
          itemKey={(block) => block.id}
          label={t('home.teamTitle')}
          layout="three"
          dots
          renderItem={(block) => (
            <article className="team-card">
              {block.image ? (
                <img
                  className="team-card__photo"
                  src={resolve(block.image)}
                  alt=""
                  width={240}
                  height={240}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <h3 className="team-card__name">{block.title}</h3>
              {block.smalText ? <p className="team-card__role">{block.smalText}</p> : null}
              {block.text ? <p className="team-card__text">{block.text}</p> : null}
            </article>
          )}
        />
      </div>
    </section>
  );
}
