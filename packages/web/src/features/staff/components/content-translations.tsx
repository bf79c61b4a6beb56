import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';

/** "English (United States)", in the interface's language. */
export function useLanguageName(): (language: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (language) => names.of(language) ?? language;
}

/**
 * A content form's texts in each language the club offers: the default language first (the row's own texts,
 * required where the form says), then one group per other language, whose empty fields leave members of that
 * language reading the default text.
 */
export function LanguageGroups({
  defaultLanguage,
  languages,
  children,
}: {
  defaultLanguage: Language;
  languages: readonly Language[];
  /** The fields of one language: `null` is the default language. */
  children: (language: Language | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const name = useLanguageName();
  return (
    <>
      <fieldset className="staff-content__language">
        <legend>{t('staff.content.defaultLanguage', { language: name(defaultLanguage) })}</legend>
        {children(null)}
      </fieldset>
      {languages.map((l) => (
        <fieldset key={l} className="staff-content__language" lang={l}>
          <legend>{t('staff.content.translation', { language: name(l) })}</legend>
          <p className="staff-table__note">{t('staff.content.translationHint', { language: name(defaultLanguage) })}</p>
          {children(l)}
        </fieldset>
      ))}
    </>
  );
}
