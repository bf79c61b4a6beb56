import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/montserrat/latin-500.css';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { templateQuery } from './features/home/api/get-template';
import { mainSettingsQuery } from './lib/settings/get-main-settings';

const queryClient = createQueryClient();
// Settings and the language file load in parallel; nothing renders before the messages are there.
void queryClient.prefetchQuery(mainSettingsQuery);
// The home hero is the largest paint: ask for its slides now rather than after the page chunk loads.
if (window.location.pathname === '/') void queryClient.prefetchQuery(templateQuery);
await initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
