import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * How many slides show at once, set in home.css per layout (spec section 9): `single` 1 (testimonials);
 * `three` 3, 2 at 1264 px, 1 at 888 px or less (team); `products` 3, 2 below 768 px (popular products);
 * `logos` 3 (sponsors), at every width (the spec's "sponsor carousel 3 slides").
 */
export type CarouselLayout = 'single' | 'three' | 'products' | 'logos';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const motionQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION) : null);
function subscribeMotion(onChange: () => void) {
  const query = motionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
/** Reduced motion asked for (false on the server and while hydrating). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => motionQuery()?.matches ?? false,
    () => false,
  );
}

/** Slides a visitor can scroll to first: all but the last (perView - 1), which show with the one before. */
function measurePositions(track: HTMLElement | null, count: number): number {
  const first = track?.firstElementChild as HTMLElement | null | undefined;
  if (!track || !first || first.offsetWidth === 0) return count;
  const perView = Math.max(1, Math.round(track.clientWidth / first.offsetWidth));
  return Math.max(1, count - perView + 1);
}

type Props<T> = {
  items: T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** The carousel's accessible name. */
  label: string;
  layout: CarouselLayout;
  /** Moves to the next slide this often (and from the last back to the first); paused while hovered or focused. */
  autoplayMs?: number;
  dots?: boolean;
};

/**
 * A small carousel of our own: a scroll-snap track (swipe and keyboard scrolling for free, and the server's
 * markup is the first paint), optional autoplay and dots. Nothing is ever wider than the screen: slides
 * take a share of the track's width.
 */
export function Carousel<T>({ items, itemKey, renderItem, label, layout, autoplayMs, dots = false }: Props<T>) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [positions, setPositions] = useState(items.length);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const measure = () => setPositions(measurePositions(track.current, items.length));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items.length]);

  const goTo = useCallback(
    (index: number) => {
      setCurrent(index);
      const slide = track.current?.children[index] as HTMLElement | undefined;
      track.current?.scrollTo?.({ left: slide?.offsetLeft ?? 0, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!autoplayMs || paused || reducedMotion || positions <= 1) return;
    const timer = window.setInterval(() => goTo((current + 1) % positions), autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, paused, reducedMotion, positions, current, goTo]);

  // A swipe or scroll by the visitor moves the dots with it.
  const onScroll = () => {
    const node = track.current;
    const first = node?.firstElementChild as HTMLElement | null | undefined;
    if (!node || !first || first.offsetWidth === 0) return;
    const step = (node.children[1] as HTMLElement | undefined)?.offsetLeft ?? first.offsetWidth;
    const index = Math.min(positions - 1, Math.round(node.scrollLeft / (step - first.offsetLeft || first.offsetWidth)));
    if (index !== current) setCurrent(index);
  };

  return (
    <div
      className={`carousel carousel--${layout}`}
      role="region"
      aria-roledescription={t('home.carousel')}
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* Focusable, so keyboard users can scroll it with the arrow keys. */}
      <ul className="carousel__track" ref={track} onScroll={onScroll} tabIndex={0}>
        {items.map((item) => (
          <li key={itemKey(item)} className="carousel__slide" aria-roledescription={t('home.slide')}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {dots && positions > 1 ? (
        <div className="carousel__dots">
          {Array.from({ length: positions }, (_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__dot"
              aria-label={t('home.goToSlide', { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
