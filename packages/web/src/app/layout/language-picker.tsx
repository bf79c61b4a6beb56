import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@clubportal/contract/languages';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { changeLanguage } from '../../i18n';
import { useDismiss } from '../../lib/use-dismiss';
import { useOfferedLanguages } from '../../lib/offered-languages';

/**
 * The languages the club offers behind a button (disclosure; none when it offers one): browsing the list with the keyboard changes
 * nothing; choosing a language (Enter, Space or a click) switches the site and is remembered. Escape or
 * leaving the list closes it.
 */
export function LanguagePicker({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const offered = useOfferedLanguages();
  const queryClient = useQueryClient();
  const current = isLanguage(i18n.language) ? i18n.language : (offered[0] as Language);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, buttonRef);
  // A club in one language has nothing to pick.
  if (offered.length < 2) return null;

  function choose(language: Language) {
    setOpen(false);
    buttonRef.current?.focus();
    // The club's own texts (grid note, opening hours, fees...) come from the API in the asked language: ask again.
    if (language !== current) void changeLanguage(language).then(() => queryClient.invalidateQueries());
  }

  return (
    <div
      ref={rootRef}
      className={`language-picker ${className}`.trim()}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="language-picker__button"
        // The full header bar shows this short code instead of the name (layout.css), so its menu keeps room.
        data-code={current.slice(0, 2).toUpperCase()}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon size={18} className="language-picker__icon" />
        <span className="sr-only">{t('menu.language')}: </span>
        <span lang={current} className="language-picker__name">
          {t(`languages.${current}`)}
        </span>
        <ChevronDownIcon size={14} className="language-picker__chevron" />
      </button>
      <ul id={`${id}-list`} className="language-picker__list" hidden={!open} aria-label={t('menu.language')}>
        {offered.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className="language-picker__option"
              aria-current={language === current ? 'true' : undefined}
              onClick={() => choose(language)}
            >
              {t(`languages.${language}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
