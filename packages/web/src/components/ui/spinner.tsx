import { useTranslation } from 'react-i18next';

/** The portal's one spinner; `label` is read to screen readers (defaults to "Loading..."). */
export function Spinner({ label, size = 'md' }: { label?: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A grey shimmering block standing in for content that is loading. */
export function Skeleton({ className = '', style }: { className?: string; style?: React.CSSProperties }) {
  return <span className={`skeleton ${className}`} style={style} aria-hidden="true" />;
}
