import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HydrateLater } from '../../components/hydrate-later';
import { useBoxedLayout } from '../../lib/boxed-layout';
import { Footer } from './footer';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content">
      {t('common.skipToContent')}
    </a>
  );
}

/** Header with the menu, the page, the footer and (under 500 px) the bottom bar. */
export function MainLayout() {
  const [boxed] = useBoxedLayout();
  return (
    <div className="page-frame" data-boxed={boxed}>
      <SkipLink />
      <Header />
      {/* A server-rendered page hydrates in turns: the header, the page, then the footer, each a task. */}
      <main id="main-content" className="site-main" tabIndex={-1}>
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <HydrateLater>
        <MobileBottomBar />
      </HydrateLater>
    </div>
  );
}
