import { useState } from 'react';

/**
 * The club's logo with its name. A wide logo (a wordmark, which already shows the name) keeps the name
 * for screen readers only; a square mark shows the name beside it.
 */
export function BrandLogo({ src, name }: { src: string; name: string }) {
  const [wordmark, setWordmark] = useState(false);
  const measure = (img: HTMLImageElement) => {
    const { naturalWidth, naturalHeight } = img;
    setWordmark(naturalHeight > 0 && naturalWidth / naturalHeight > 1.6);
  };
  return (
    <>
      {src ? (
        <img
          className="brand__logo"
          src={src}
          alt=""
          height={44}
          // A server-rendered page may have loaded the logo before the app runs: no load event comes then.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0) measure(img);
          }}
          onLoad={(event) => measure(event.currentTarget)}
        />
      ) : null}
      <span className={wordmark ? 'brand__name sr-only' : 'brand__name'} data-testid="club-name">
        {name}
      </span>
    </>
  );
}
