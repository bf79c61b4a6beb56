import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { LEGAL_TITLES, LegalText } from '../legal/legal-text';
import type { DynamicFormState } from './dynamic-form-rules';
import '../../styles/dynamic-form.css';

/** Newsletter and legal checkboxes of a form with `legalChecks`; the legal texts open in popups. */
export function LegalChecks({ control }: { control: Control<DynamicFormState> }) {
  const { t } = useTranslation();
  const [popup, setPopup] = useState<LegalTextKey | null>(null);
  return (
    <div className="dynamic-form__legal">
      <Controller
        control={control}
        name="okRss"
        render={({ field }) => (
          <Field label={t('dynamicForm.newsletter')} layout="check">
            {(props) => (
              <input
                type="checkbox"
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                {...props}
              />
            )}
          </Field>
        )}
      />
      <Controller
        control={control}
        name="acceptConditions"
        render={({ field, fieldState }) => (
          <Field label={t('dynamicForm.acceptLegal')} layout="check" required error={fieldState.error?.message}>
            {(props) => (
              <input
                type="checkbox"
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.target.checked);
                  field.onBlur();
                }}
                onBlur={field.onBlur}
                {...props}
              />
            )}
          </Field>
        )}
      />
      <p className="dynamic-form__legal-links">
        <span>{t('dynamicForm.readLegal')}</span>{' '}
        <button type="button" className="link-button" onClick={() => setPopup('generalConditions')}>
          {t('legal.generalConditions')}
        </button>
        <span aria-hidden="true"> · </span>
        <button type="button" className="link-button" onClick={() => setPopup('privacyPolicyFull')}>
          {t('legal.privacy')}
        </button>
      </p>
      {popup ? (
        <Dialog open title={t(LEGAL_TITLES[popup])} onClose={() => setPopup(null)} size="md">
          <LegalText textKey={popup} className="legal-popup__text" />
        </Dialog>
      ) : null}
    </div>
  );
}
