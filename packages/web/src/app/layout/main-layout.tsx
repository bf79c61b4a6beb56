import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HydrationSection } from '../../components/hydration-section';
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
      {/* A server-rendered page hydrates in sections: the header's bar first, then the page, the footer, the bar. */}
      <main id="main-content" className="site-main" tabIndex={-1}>
        <HydrationSection>
          <Outlet />
        </HydrationSection>
      </main>
      <HydrationSection>
        <Footer />
      </HydrationSection>
      <HydrationSection>
        <MobileBottomBar />
      </HydrationSection>
    </div>
  );
}
