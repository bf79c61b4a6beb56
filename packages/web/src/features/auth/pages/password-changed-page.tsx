import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { requestLogin } from '../../../api/login-request';
import { clearCart } from '../../../api/session';
import { AuthPage } from '../components/auth-page';

/** Spec section 9: the page scrolls to the top after 500 ms. */
export const SCROLL_TOP_DELAY_MS = 500;

/** /passReset/ok: banner, 'Password changed successfully', Login (returning to '/'); clears the cart. */
export function PasswordChangedPage() {
  const { t } = useTranslation();

  useEffect(() => {
    clearCart();
    const timer = window.setTimeout(() => window.scrollTo({ top: 0, behavior: 'smooth' }), SCROLL_TOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <AuthPage title={t('sections.passwordChanged')}>
      <div className="auth-state">
        <CheckCircleIcon size={48} className="auth-state__icon auth-state__icon--ok" />
        <p className="auth-state__title">{t('messages.passwordChanged')}</p>
        <Button onClick={() => requestLogin('/')}>{t('auth.loginButton')}</Button>
      </div>
    </AuthPage>
  );
}
