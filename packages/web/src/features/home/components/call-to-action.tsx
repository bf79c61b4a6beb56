import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';

export type CallToActionContent = {
  image: string;
  title: string;
  description: string;
  buttonText: string;
  url: string;
};

/** Full-width call-to-action band over an image (template: wellcomeImageCustom / wellcomeImage). */
export function CallToAction({ content, align = 'start' }: { content: CallToActionContent; align?: 'start' | 'end' }) {
  return (
    <section className={`cta cta--${align}`} aria-label={content.title || undefined}>
      <img className="cta__image" src={content.image} alt="" loading="lazy" decoding="async" />
      <div className="cta__shade" />
      <div className="container cta__inner">
        <div className="cta__card">
          {content.title ? <h2 className="cta__title">{content.title}</h2> : null}
          {content.description ? <p className="cta__text">{content.description}</p> : null}
          {content.buttonText && content.url ? (
            <SmartLink href={content.url} className={buttonClass('primary', 'btn--lg')}>
              {content.buttonText}
              <ArrowRightIcon size={18} />
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
