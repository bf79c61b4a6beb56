import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@clubportal/contract/languages';
import { GlobeIcon } from '../../components/ui/icons';
import { changeLanguage } from '../../i18n';

/** A labelled <select> of the six interface languages; the choice is remembered. */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={`language-picker ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t('menu.language')}
      </label>
      <GlobeIcon size={18} className="language-picker__icon" />
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
