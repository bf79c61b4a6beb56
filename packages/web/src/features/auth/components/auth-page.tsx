import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ProblemIcon } from '../../../components/ui/icons';
import { PageBanner } from '../../../components/ui/page-banner';
import '../../../styles/auth.css';

/** Frame of the account pages (activation, reset, change password...): banner, then one centred card. */
export function AuthPage({ title, children, banner = true }: { title: string; children: ReactNode; banner?: boolean }) {
  return (
    <div className="auth-page">
      {banner ? <PageBanner title={title} /> : null}
      <div className="container auth-page__body">
        <section className="auth-card" aria-label={banner ? undefined : title}>
          {children}
        </section>
      </div>
    </div>
  );
}

/** A waiting state inside an auth card: spinner and what is happening. */
export function AuthWorking({ text }: { text: string }) {
  return (
    <div className="auth-state" role="status" aria-live="polite">
      <span className="spinner spinner--lg" aria-hidden="true" />
      <p className="auth-state__text">{text}</p>
    </div>
  );
}

/** A dead end (expired link, wrong access): what happened, and a way home. */
export function AuthProblem({ text, action }: { text: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-state" role="alert">
      <ProblemIcon size={48} className="auth-state__icon auth-state__icon--problem" />
      <p className="auth-state__title">{text}</p>
      {action ?? (
        <Link to="/" className={buttonClass('secondary')}>
          {t('common.backHome')}
        </Link>
      )}
    </div>
  );
}
