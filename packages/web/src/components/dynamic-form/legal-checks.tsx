import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegalTextKey } from '@clubportal/contract/settings';
import { Dialog } from '../ui/dialog';
import { Spinner } from '../ui/spinner';
import { sanitizeHtml } from '../../lib/sanitize';
import { useLegalSettings } from '../../lib/settings/get-legal-settings';
import '../../styles/dynamic-form.css';

const POPUP_TITLES: Partial<Record<LegalTextKey, string>> = {
  generalConditions: 'legal.generalConditions',
  privacyPolicyFull: 'legal.privacy',
};

/** A legal text from the legal settings in a popup over the form (sanitised HTML). */
function LegalTextPopup({ textKey, onClose }: { textKey: LegalTextKey; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useLegalSettings();
  const html = useMemo(() => (data ? sanitizeHtml(data[textKey]) : ''), [data, textKey]);
  return (
    <Dialog open title={t(POPUP_TITLES[textKey] ?? 'legal.generalConditions')} onClose={onClose} size="md">
      {isPending ? (
        <div className="legal-popup__state">
          <Spinner />
        </div>
      ) : error ? (
        <p className="form__alert" role="alert">
          {t('messages.crash')}
        </p>
      ) : html.trim() ? (
        <div className="legal-popup__text" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="legal-popup__state">{t('legal.empty')}</p>
      )}
    </Dialog>
  );
}

type Props = {
  idPrefix: string;
  okRss: boolean;
  acceptConditions: boolean;
  /** Already worded. */
  error?: string;
  onOkRss: (value: boolean) => void;
  onAcceptConditions: (value: boolean) => void;
  onBlur: () => void;
};

/** Newsletter and legal checkboxes of a form with `legalChecks`; the legal texts open in popups. */
export function LegalChecks({ idPrefix, okRss, acceptConditions, error, onOkRss, onAcceptConditions, onBlur }: Props) {
  const { t } = useTranslation();
  const [popup, setPopup] = useState<LegalTextKey | null>(null);
  const errorId = `${idPrefix}-legal-error`;
  return (
    <div className="dynamic-form__legal">
      <div className="check">
        <input id={`${idPrefix}-okrss`} type="checkbox" checked={okRss} onChange={(event) => onOkRss(event.target.checked)} />
        <label htmlFor={`${idPrefix}-okrss`}>{t('dynamicForm.newsletter')}</label>
      </div>
      <div className="check">
        <input
          id={`${idPrefix}-legal`}
          type="checkbox"
          checked={acceptConditions}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onAcceptConditions(event.target.checked)}
          onBlur={onBlur}
        />
        <label htmlFor={`${idPrefix}-legal`}>
          {t('dynamicForm.acceptLegal')}
          <span className="field__req" aria-hidden="true">
            *
          </span>
        </label>
      </div>
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
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {popup ? <LegalTextPopup textKey={popup} onClose={() => setPopup(null)} /> : null}
    </div>
  );
}
