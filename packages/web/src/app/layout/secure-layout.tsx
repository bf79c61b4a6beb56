import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { useSettings, useUploadUrl } from '../../lib/settings/settings-context';
import { LegalNav } from './footer';
import { SkipLink } from './main-layout';

/**
 * Spec "public, secure layout" (account linking, ticket and invoice downloads): only the club's logo
 * and the page, no menu and no shop chrome, so nothing leads away from the task.
 */
export function SecureLayout() {
  const settings = useSettings();
  const resolve = useUploadUrl();
  return (
    <div className="secure-frame">
      <SkipLink />
      <header className="secure-frame__header">
        <Link to="/" className="brand brand--center">
          <BrandLogo src={resolve(settings.Mainlogo)} name={settings.name} />
        </Link>
      </header>
      <main id="main-content" className="secure-frame__main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="secure-frame__footer">
        <LegalNav />
      </footer>
    </div>
  );
}
