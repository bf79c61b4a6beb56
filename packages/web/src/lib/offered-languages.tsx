import { createContext, useContext, type ReactNode } from 'react';
import { LANGUAGES, type Language } from '@clubportal/contract/languages';

/**
 * The languages the club offers (its choice in the staff console), as the server sent them with the page: the
 * language picker lists only these. Every language when the page came without them (the Vite dev server).
 */
const OfferedLanguagesContext = createContext<readonly Language[]>(LANGUAGES);

export function OfferedLanguagesProvider({ languages, children }: { languages: readonly Language[] | undefined; children: ReactNode }) {
  return <OfferedLanguagesContext value={languages ?? LANGUAGES}>{children}</OfferedLanguagesContext>;
}

export function useOfferedLanguages(): readonly Language[] {
  return useContext(OfferedLanguagesContext);
}
