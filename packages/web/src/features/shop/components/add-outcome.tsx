import { useTranslation } from 'react-i18next';
import { CheckCircleIcon } from '../../../components/ui/icons';
import type { AddState } from './add-to-cart';

/** Says what adding did: added, or the refusal (stock, shared payment). Polite for success, an alert otherwise. */
export function AddOutcome({ state }: { state: AddState }) {
  const { t } = useTranslation();
  return (
    <div className="add-outcome" aria-live="polite">
      {state.status === 'added' ? (
        <p className="add-outcome__ok">
          <CheckCircleIcon size={16} />
          {t('shop.added')}
        </p>
      ) : state.status === 'refused' ? (
        <p className="add-outcome__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
