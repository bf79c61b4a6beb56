import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_TOOLTIP_MS } from '../rules/booking-actions';

const noSubscription = () => () => {};

/** A link to copy: the address shown, a Copy button, and 'Copied' for two seconds once it is on the clipboard. */
export function CopyLink({ label, path }: { label: string; path: string }) {
  const { t } = useTranslation();
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
  const url = `${origin}${path}`;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (permissions, old browser): the address is selectable in the field.
      setCopied(false);
    }
  };
  return (
    <div className="copy-link">
      <span className="copy-link__label">{label}</span>
      <div className="copy-link__row">
        <input className="copy-link__url" readOnly value={url} aria-label={label} onFocus={(e) => e.currentTarget.select()} />
        <span className="copy-link__anchor">
          <button type="button" className="btn btn--secondary copy-link__button" onClick={() => void copy()}>
            {t('myBookings.copy')}
          </button>
          {copied ? (
            <span className="copy-link__tooltip" role="status">
              {t('myBookings.copied')}
            </span>
          ) : null}
        </span>
      </div>
    </div>
  );
}
