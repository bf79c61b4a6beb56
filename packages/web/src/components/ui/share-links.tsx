import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, MailIcon, TwitterIcon } from './icons';
import { WhatsAppIcon } from './more-icons';

const noSubscription = () => () => {};
/** The page's origin; the server (and hydration) render the path alone, the browser then the full address. */
function useOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * Share icons for a public page (product, post, activity). Spec: share icons without target, so each
 * opens in the same tab, like any other link.
 */
export function ShareLinks({ path, title }: { path: string; title: string }) {
  const { t } = useTranslation();
  const url = `${useOrigin()}${path}`;
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, icon: <FacebookIcon size={18} /> },
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, icon: <TwitterIcon size={18} /> },
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${u}`, icon: <WhatsAppIcon size={18} /> },
    { name: t('share.email'), href: `mailto:?subject=${text}&body=${u}`, icon: <MailIcon size={18} /> },
  ];
  return (
    <div className="share-links">
      <span className="share-links__label">{t('share.label')}</span>
      <ul className="share-links__list">
        {links.map((link) => (
          <li key={link.name}>
            <a className="share-links__link" href={link.href} rel="noopener noreferrer" aria-label={t('share.on', { name: link.name })}>
              {link.icon}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
