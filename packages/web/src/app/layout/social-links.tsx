import { useTranslation } from 'react-i18next';
import type { MainSettings } from '@clubportal/contract/settings';
import { FacebookIcon, InstagramIcon, TwitterIcon } from '../../components/ui/icons';

/** Facebook, Instagram and Twitter links of the club; only those set in the settings. */
export function SocialLinks({ settings, className = '' }: { settings: MainSettings; className?: string }) {
  const { t } = useTranslation();
  const links = [
    { href: settings.facebook, label: t('social.facebook'), Icon: FacebookIcon },
    { href: settings.instagram, label: t('social.instagram'), Icon: InstagramIcon },
    { href: settings.twitter, label: t('social.twitter'), Icon: TwitterIcon },
  ].filter((link) => link.href.trim() !== '');
  if (links.length === 0) return null;
  return (
    <ul className={`social-links ${className}`}>
      {links.map(({ href, label, Icon }) => (
        <li key={label}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} className="social-links__link">
            <Icon size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
