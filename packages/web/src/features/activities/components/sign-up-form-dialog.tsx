import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InscriptionSale } from '@clubportal/contract/activities';
import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activity-limits';
import { CustomerStatus } from '@clubportal/contract/enums';
import { DynamicForm, type DynamicFormValues } from '../../../components/dynamic-form/dynamic-form';
import { toFormData } from '../../../components/dynamic-form/form-data';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useFamily } from '../api/get-family';
import { useSignUpForm } from '../api/get-sign-up-form';
import { saveSignUpForm } from '../api/save-sign-up-form';

type Props = {
  activityId: number;
  customerId: number;
  onClose: () => void;
  /** The sign-up went through, for whom (the member or a child, with the name the selector showed): a paid one carries its sale. */
  onDone: (sale: InscriptionSale | null, who: { id: number; name: string }) => void;
};

/**
 * The activity's custom sign-up form in a popup, with who is signed up: the member or one of their active
 * linked children. Sent as multipart to /api/dynamicforms/save (files checked by content on the server).
 */
export function SignUpFormDialog({ activityId, customerId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const form = useSignUpForm(activityId);
  const family = useFamily(customerId, true);
  const [who, setWho] = useState(customerId);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const children = (family.data?.children ?? []).filter((c) => c.status === CustomerStatus.Active);
  const fullName = (p: { name: string; surname: string }) => `${p.name} ${p.surname}`.trim();
  const nameOf = (id: number) => {
    const person = id === family.data?.id ? family.data : children.find((c) => c.id === id);
    return person ? fullName(person) : '';
  };

  async function submit(values: DynamicFormValues) {
    setBusy(true);
    setServerError(null);
    try {
      const sale = await saveSignUpForm(toFormData(ACTIVITY_FORM_PARENT, activityId, values, { customerId: String(who) }));
      onDone(sale, { id: who, name: nameOf(who) });
    } catch (error) {
      setServerError(apiErrorMessage(error, t('messages.crash')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open title={form.data?.title || t('activities.signUp')} onClose={busy ? () => {} : onClose} size="md">
      {children.length > 0 && family.data ? (
        <div className="field sign-up-who">
          <label htmlFor="sign-up-who">{t('activities.who')}</label>
          <select id="sign-up-who" value={who} onChange={(event) => setWho(Number(event.target.value))}>
            <option value={family.data.id}>{fullName(family.data)}</option>
            {children.map((c) => (
              <option key={c.id} value={c.id}>
                {fullName(c)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {form.data ? (
        <DynamicForm
          def={form.data}
          submitLabel={t('activities.signUp')}
          busy={busy}
          serverError={serverError}
          onSubmit={(values) => void submit(values)}
        />
      ) : form.isError ? (
        <FormAlert message={apiErrorMessage(form.error, t('messages.crash'))} />
      ) : (
        <div aria-busy="true">
          <Skeleton className="skeleton--line skeleton--w60" />
          <Skeleton className="skeleton--line skeleton--w40" />
        </div>
      )}
    </Dialog>
  );
}
