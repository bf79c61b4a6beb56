import { useTranslation } from 'react-i18next';
import type { Language } from '@clubportal/contract/languages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { withOptionTexts, type EditedField, type EditedOption } from '../rules/form-editor';

/**
 * A pick list's options in the sign-up form editor: each in the club's default language (what answers keep) and,
 * folded below it, in each other language the club offers (empty: those members read the default). An option
 * already chosen cannot be removed or renamed: it can be hidden.
 */
export function FormOptionsEditor({
  field: f,
  languages,
  error,
  onChange,
}: {
  field: EditedField;
  languages: readonly Language[];
  error: (name: string) => string | undefined;
  onChange: (options: EditedOption[]) => void;
}) {
  const { t } = useTranslation();
  const languageName = (l: string) => t(`languages.${l}`);
  const setOption = (i: number, change: Partial<EditedOption>) => onChange(f.options.map((o, j) => (j === i ? { ...o, ...change } : o)));
  return (
    <fieldset className="staff-form-options">
      <legend>{t('staff.forms.options')}</legend>
      {error('options') ? (
        <p className="field__error" role="alert">
          {error('options')}
        </p>
      ) : null}
      {f.options.map((o, i) => {
        const chosen = f.answeredOptions.includes(o.text);
        const number = i + 1;
        return (
          <div key={i} className="staff-form-options__option">
            <div className="staff-form-options__row">
              <Field label={t('staff.forms.optionNumber', { number })} error={error(`options.${i}.text`)}>
                {(c) => (
                  <input
                    type="text"
                    autoComplete="off"
                    maxLength={100}
                    {...c}
                    value={o.text}
                    readOnly={chosen}
                    onChange={(e) => setOption(i, { text: e.target.value })}
                  />
                )}
              </Field>
              {chosen ? (
                <Field label={t('staff.forms.optionHidden')} layout="check">
                  {(c) => <input type="checkbox" {...c} checked={o.hidden} onChange={(e) => setOption(i, { hidden: e.target.checked })} />}
                </Field>
              ) : (
                <Button
                  type="button"
                  variant="ghost"
                  aria-label={t('staff.forms.removeOptionNamed', { name: o.text || number })}
                  onClick={() => onChange(f.options.filter((_, j) => j !== i))}
                >
                  {t('staff.forms.remove')}
                </Button>
              )}
            </div>
            {languages.length > 0 ? (
              <details className="staff-form-options__translations" open={languages.some((l) => !!o.texts[l]?.option) || undefined}>
                <summary>{t('staff.forms.optionTranslations', { number, count: languages.length })}</summary>
                {languages.map((l) => (
                  <Field key={l} label={t('staff.forms.optionIn', { number, language: languageName(l) })}>
                    {(c) => (
                      <input
                        type="text"
                        autoComplete="off"
                        maxLength={100}
                        lang={l}
                        {...c}
                        value={o.texts[l]?.option ?? ''}
                        onChange={(e) => setOption(i, { texts: { ...o.texts, [l]: { option: e.target.value } } })}
                      />
                    )}
                  </Field>
                ))}
              </details>
            ) : null}
          </div>
        );
      })}
      <Button type="button" variant="secondary" onClick={() => onChange([...f.options, withOptionTexts('', languages)])}>
        {t('staff.forms.addOption')}
      </Button>
    </fieldset>
  );
}
