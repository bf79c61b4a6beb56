import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadUrl } from '../../../lib/settings/settings-context';
import { SPONSOR_SCROLL_PX_PER_S, sponsorsScroll } from '../rules/saved-card';

/** The card's sponsor logos; above 3 they scroll as a carousel at 40 px a second (spec). */
export function SponsorStrip({ sponsors }: { sponsors: string[] }) {
  const { t } = useTranslation();
  const resolve = useUploadUrl();
  const trackRef = useRef<HTMLUListElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);
  const scrolls = sponsorsScroll(sponsors.length);

  useEffect(() => {
    const track = trackRef.current;
    // The list is there twice, so moving by half its width loops without a jump.
    if (scrolls && track) setSeconds(track.scrollWidth / 2 / SPONSOR_SCROLL_PX_PER_S);
  }, [scrolls, sponsors]);

  if (sponsors.length === 0) return null;
  const shown = scrolls ? [...sponsors, ...sponsors] : sponsors;
  return (
    <div className={`card-sponsors${scrolls ? ' card-sponsors--scroll' : ''}`} role="group" aria-label={t('memberCard.sponsors')}>
      <ul
        ref={trackRef}
        className="card-sponsors__track"
        style={seconds ? ({ '--scroll-seconds': `${seconds}s` } as CSSProperties) : undefined}
      >
        {shown.map((file, i) => (
          // The second copy is for the eye only.
          <li key={`${file}-${i}`} aria-hidden={i >= sponsors.length || undefined}>
            <img
              src={resolve(file)}
              alt={i >= sponsors.length ? '' : t('memberCard.sponsor')}
              width={72}
              height={36}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
