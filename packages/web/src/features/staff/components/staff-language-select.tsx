import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, type Language } from '@clubportal/contract/languages';
import { Field } from '../../../components/ui/field';

/** The console's language field: every language the web app speaks, each named in the interface language. */
export function StaffLanguageSelect({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Field label={t('staff.fields.language')} error={error} required>
      {(control) => (
        <select {...control} {...registration}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The interface's language as a form's starting choice (the default language when i18next has another). */
export function useInterfaceLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'es-ES';
}
