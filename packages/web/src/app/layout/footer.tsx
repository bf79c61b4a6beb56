import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mapsLink } from '@clubportal/contract/settings-view';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons';
import { WhenVisible } from '../../components/ui/when-visible';
import { useBoxedLayout } from '../../lib/boxed-layout';
import { useSettings, useUploadUrl } from '../../lib/settings/settings-context';
import { SocialLinks } from './social-links';
import { loadWhenOnline } from '../../lib/load-when-online';

// The form (react-hook-form, zod) loads when the footer comes near the screen, not with the first page.
const InfoRequestForm = lazy(() =>
  loadWhenOnline(() => import('../../features/comms/components/info-request-form')).then((m) => ({ default: m.InfoRequestForm })),
);

export const LEGAL_LINKS = [
  { to: '/generalConditions', label: 'legal.generalConditions' },
  { to: '/waiver', label: 'legal.waiver' },
  { to: '/privacy', label: 'legal.privacy' },
  { to: '/cookies', label: 'legal.cookies' },
] as const;

/** The four legal pages, in the footer of both layouts. */
export function LegalNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.legalNav')}>
      <ul className="legal-links">
        {LEGAL_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Opening hours are free text; each line is one range. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n|<br\s*\/?>/i)
    .map((line) => line.trim())
    .filter(Boolean);
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

function BoxedToggle() {
  const { t } = useTranslation();
  const [boxed, setBoxed] = useBoxedLayout();
  return (
    <button type="button" role="switch" aria-checked={boxed} className="switch" onClick={() => setBoxed(!boxed)}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span>{t('footer.boxedLayout')}</span>
    </button>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const resolve = useUploadUrl();
  const map = mapsLink(settings.coords);
  const hours = lines(settings.openHours);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__brand" aria-label={settings.name}>
          {settings.Mainlogo ? (
            <img className="site-footer__logo" src={resolve(settings.Mainlogo)} alt="" height={56} loading="lazy" />
          ) : null}
          <p className="site-footer__name">{settings.name}</p>
          {settings.description ? <p className="site-footer__description">{settings.description}</p> : null}
          <div className="site-footer__follow">
            <p className="site-footer__heading">{t('footer.followUs')}</p>
            {settings.followUsText ? <p className="site-footer__muted">{settings.followUsText}</p> : null}
            <SocialLinks settings={settings} />
          </div>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 className="site-footer__heading" id="footer-contact">
            {t('footer.contact')}
          </h2>
          <ul className="contact-list">
            {settings.address ? (
              <li>
                <MapPinIcon size={18} />
                <span>
                  <span className="contact-list__text">{settings.address}</span>
                  <a
                    className="contact-list__map"
                    href={map}
                    {...(map === '#' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                    data-testid="footer-map-link"
                  >
                    {t('footer.howToGetThere')}
                  </a>
                </span>
              </li>
            ) : null}
            {settings.phone ? (
              <li>
                <PhoneIcon size={18} />
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </li>
            ) : null}
            {settings.email ? (
              <li>
                <MailIcon size={18} />
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            ) : null}
          </ul>
        </section>

        {hours.length > 0 ? (
          <section aria-labelledby="footer-hours">
            <h2 className="site-footer__heading" id="footer-hours">
              {t('footer.openingHours')}
            </h2>
            <div className="hours">
              <ClockIcon size={18} />
              <ul className="hours__list">
                {hours.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="footer-info" className="site-footer__form">
          <h2 className="site-footer__heading" id="footer-info">
            {t('footer.infoTitle')}
          </h2>
          <p className="site-footer__muted">{t('footer.infoIntro')}</p>
          <WhenVisible minHeight="17rem">
            <InfoRequestForm />
          </WhenVisible>
        </section>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p className="site-footer__copy">{t('footer.copyright', { year, name: settings.name })}</p>
          <LegalNav />
          <BoxedToggle />
        </div>
      </div>
    </footer>
  );
}
