import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@clubportal/contract/languages';
import { useChangeOwnLanguage } from '../api/staff-session';

/**
 * The header's choice of console language: saved on the staff member's account, so every device they sign in on
 * follows it (the shell shows the account's language).
 */
export function ConsoleLanguage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeOwnLanguage();
  return (
    <div className="staff-header__language">
      <label htmlFor={id} className="sr-only">
        {t('staff.consoleLanguage')}
      </label>
      <select
        id={id}
        value={change.isPending ? change.variables : language}
        disabled={change.isPending}
        onChange={(event) => {
          if (isLanguage(event.target.value)) change.mutate(event.target.value);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
