import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';

/**
 * Whether the booking is an open match (issue 29): only for a type that allows joining; off by default, so a
 * booking stays private (only its players see it) unless the owner opens it.
 */
export function OpenMatchChoice({ checked, onChange }: { checked: boolean; onChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className="open-match-choice">
      <Field label={t('openMatches.openAtCheckout')} layout="check">
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={checked}
            aria-describedby={hintId}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
        )}
      </Field>
      <p id={hintId} className="open-match-choice__hint">
        {checked ? t('openMatches.openHint') : t('openMatches.privateHint')}
      </p>
    </div>
  );
}
