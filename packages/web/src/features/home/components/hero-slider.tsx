import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, EffectFade, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/pagination';
import type { HeroSlide } from '@clubportal/contract/settings';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';

/** Spec section 9: autoplay 5000 ms, speed 600 ms, fade, up to 3 slides. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 600;

function Slide({ slide, imageUrl, first }: { slide: HeroSlide; imageUrl: string; first: boolean }) {
  const color = slide.textColor || undefined;
  return (
    <div className="hero__slide">
      <img
        className="hero__image"
        src={imageUrl}
        alt=""
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'low'}
        decoding={first ? 'sync' : 'async'}
      />
      <div className="hero__shade" />
      <div className="container hero__content" style={{ color }}>
        {slide.textSmall ? <p className="hero__eyebrow">{slide.textSmall}</p> : null}
        {slide.textSlideInLeft ? (
          first ? (
            <h1 className="hero__title">{slide.textSlideInLeft}</h1>
          ) : (
            <h2 className="hero__title">{slide.textSlideInLeft}</h2>
          )
        ) : null}
        {slide.textSlideInUp ? <p className="hero__lead">{slide.textSlideInUp}</p> : null}
        {slide.textButton && slide.urlButton ? (
          <SmartLink href={slide.urlButton} className={buttonClass('primary', 'btn--lg hero__button')}>
            {slide.textButton}
            <ArrowRightIcon size={18} />
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}

/** The home hero: a fading slider over the configured slides; one slide renders without the slider. */
export function HeroSlider({ slides, resolve }: { slides: HeroSlide[]; resolve: (file: string) => string }) {
  const { t } = useTranslation();
  const first = slides[0];
  // Start the largest image of the page as early as possible (LCP).
  if (first) preload(resolve(first.image), { as: 'image', fetchPriority: 'high' });

  if (slides.length <= 1 && first) {
    return (
      <section className="hero" aria-label={t('home.heroLabel')}>
        <div className="hero__single swiper-slide-active">
          <Slide slide={first} imageUrl={resolve(first.image)} first />
        </div>
      </section>
    );
  }

  return (
    <section className="hero" aria-label={t('home.heroLabel')}>
      <Swiper
        className="hero__swiper"
        modules={[Autoplay, EffectFade, Pagination, A11y, Keyboard]}
        effect="fade"
        fadeEffect={{ crossFade: true }}
        speed={HERO_SPEED_MS}
        autoplay={{ delay: HERO_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        loop
        keyboard={{ enabled: true, onlyInViewport: true }}
        pagination={{ clickable: true }}
        a11y={{
          enabled: true,
          prevSlideMessage: t('home.previousSlide'),
          nextSlideMessage: t('home.nextSlide'),
          paginationBulletMessage: t('home.goToSlide', { index: '{{index}}' }),
          slideLabelMessage: t('home.slideLabel', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
        }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={`${slide.image}-${index}`}>
            <Slide slide={slide} imageUrl={resolve(slide.image)} first={index === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}

/** Shown when no slide is configured: the club's own name and description over its header image. */
export function WelcomeHero({ title, description }: { title: string; description: string }) {
  return (
    <section className="hero hero--welcome">
      <div className="hero__slide">
        <div className="hero__shade" />
        <div className="container hero__content">
          <h1 className="hero__title">{title}</h1>
          {description ? <p className="hero__lead">{description}</p> : null}
        </div>
      </div>
    </section>
  );
}
