import { useEffect, useState, useSyncExternalStore } from 'react';
import { useInBrowser } from '../../../lib/use-in-browser';
import { useTranslation } from 'react-i18next';
import type { HeroSlide } from '@clubportal/contract/settings-view';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { SmartLink } from '../../../components/ui/smart-link';

/** Spec section 9: autoplay 5000 ms, speed 600 ms, fade, up to 3 slides. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 600;

function Slide({ slide, imageUrl, first, showImage }: { slide: HeroSlide; imageUrl: string; first: boolean; showImage: boolean }) {
  const color = slide.textColor || undefined;
  return (
    <div className="hero__slide">
      {showImage ? (
        <img
          className="hero__image"
          src={imageUrl}
          alt=""
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          decoding={first ? 'sync' : 'async'}
        />
      ) : null}
      <div className="hero__shade" />
      <div className="container hero__content" style={{ color }}>
        {slide.textSmall ? <p className="hero__eyebrow">{slide.textSmall}</p> : null}
        {slide.textSlideInLeft ? <h2 className="hero__title">{slide.textSlideInLeft}</h2> : null}
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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);
function subscribeMotion(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** Reduced motion asked for (false on the server and while hydrating: the server cannot know). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * The home hero: slides fading into each other every 5 s (WAI-ARIA carousel). A pause button stops it; it
 * holds while the pointer or the focus is on it; with reduced motion asked for it starts paused. Only the
 * shown slide is exposed (the others are inert). The page's h1 is outside the slides, so it never fades.
 */
export function HeroSlider({ slides, resolve }: { slides: HeroSlide[]; resolve: (file: string) => string }) {
  const { t } = useTranslation();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  // The first slide is painted by the server as it is; later ones come in with their text animation.
  const [changed, setChanged] = useState(false);
  // The visitor's pause or play; until then, reduced motion means paused.
  const [pausedByVisitor, setPaused] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const paused = pausedByVisitor ?? reducedMotion;
  const [held, setHeld] = useState(false);
  // The other slides' images load once the page runs, not in competition with the first (the LCP).
  const mounted = useInBrowser();

  const playing = count > 1 && !paused;
  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => {
      setChanged(true);
      setIndex((current) => (current + 1) % count);
    }, HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, index, count]);

  function show(next: number) {
    setChanged(true);
    setIndex(next);
  }

  return (
    <section
      className="hero"
      aria-roledescription={count > 1 ? t('home.carousel') : undefined}
      aria-label={t('home.heroLabel')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      style={{ ['--hero-speed' as string]: `${HERO_SPEED_MS}ms` }}
    >
      <div className="hero__slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={`${slide.image}-${i}`}
              className={`hero__frame${active ? ' hero__frame--active' : ''}${active && changed ? ' hero__frame--entering' : ''}`}
              role={count > 1 ? 'group' : undefined}
              aria-roledescription={count > 1 ? t('home.slide') : undefined}
              aria-label={count > 1 ? t('home.slideLabel', { index: i + 1, slidesLength: count }) : undefined}
              aria-hidden={active ? undefined : true}
              inert={!active}
            >
              <Slide slide={slide} imageUrl={resolve(slide.image)} first={i === 0} showImage={i === 0 || mounted} />
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <div className="hero__controls">
          <button
            type="button"
            className="hero__pause"
            aria-label={playing ? t('home.pause') : t('home.play')}
            onClick={() => setPaused(playing)}
          >
            {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          </button>
          {slides.map((slide, i) => (
            <button
              key={`${slide.image}-${i}`}
              type="button"
              className="hero__dot"
              aria-label={t('home.goToSlide', { index: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Shown when no slide is configured: the club's own name (the page's h1) and description over its header image. */
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
