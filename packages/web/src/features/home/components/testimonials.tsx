import { useTranslation } from 'react-i18next';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { useTextBlocks } from '../api/get-text-blocks';
import { Carousel } from './carousel';
import { SectionHeader } from './section-header';
import { useLogFailure } from './use-log-failure';

/** Spec section 9: the testimonial carousel shows 1 slide and moves every 3000 ms. */
export const TESTIMONIAL_AUTOPLAY_MS = 3000;

/** What members say (text blocks type 1): the quote, the name, who they are, their photo. */
export function Testimonials() {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const { data, error } = useTextBlocks(1);
  useLogFailure(error, 'Testimonials');
  if (!data || data.length === 0) return null;
  return (
    <section className="section testimonials" aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeader id="testimonials-title" eyebrow={t('home.testimonialsEyebrow')} title={t('home.testimonialsTitle')} />
        <Carousel
          items={data}
          itemKey={(block) => block.id}
          label={t('home.testimonialsTitle')}
          layout="single"
          autoplayMs={TESTIMONIAL_AUTOPLAY_MS}
          dots
          renderItem={(block) => (
            <figure className="testimonial">
              <blockquote className="testimonial__quote">{block.text}</blockquote>
              <figcaption className="testimonial__who">
                {block.image ? <img src={resolve(block.image)} alt="" width={64} height={64} loading="lazy" decoding="async" /> : null}
                <span>
                  <span className="testimonial__name">{block.title}</span>
                  {block.smalText ? <span className="testimonial__role">{block.smalText}</span> : null}
                </span>
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
