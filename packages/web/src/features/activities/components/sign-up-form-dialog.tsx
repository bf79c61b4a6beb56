import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InscriptionSale } from '@clubportal/contract/activities';
import { ACTIVITY_FORM_PARENT } from '@clubportal/contract/activity-limits';
import { DynamicForm, type DynamicFormValues } from '../../../components/dynamic-form/dynamic-form';
import { toFormData } from '../../../components/dynamic-form/form-data';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/spinner';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSignUpForm } from '../api/get-sign-up-form';
import { saveSignUpForm } from '../api/save-sign-up-form';
import { fullName } from '../rules/sign-up-who';
import { SignUpWho } from './sign-up-who';

type Person = { id: number; name: string; surname: string };

type Props = {
  activityId: number;
  /** Whom the member may sign up (themself and their activated children); one alone is not asked. */
  candidates: Person[];
  /** Who the choice starts on (a child for a children's activity). */
  initialWho: number;
  onClose: () => void;
  /** The sign-up went through, for whom (the member or a child, with the name the selector showed): a paid one carries its sale. */
  onDone: (sale: InscriptionSale | null, who: { id: number; name: string }) => void;
};

/**
 * The activity's custom sign-up form in a popup, with who is signed up: the member or one of their active
 * linked children. Sent as multipart to /api/dynamicforms/save (files checked by content on the server).
 */
export function SignUpFormDialog({ activityId, candidates, initialWho, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const form = useSignUpForm(activityId);
  const [who, setWho] = useState(initialWho);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const nameOf = (id: number) => {
    const person = candidates.find((p) => p.id === id);
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
      {candidates.length > 1 ? <SignUpWho candidates={candidates} value={who} onChange={setWho} /> : null}
      {form.data ? (
        <DynamicForm
          def={form.data}
          submitLabel={t('activities.signUp')}
          busy={busy}
          serverError={serverError}
          activityId={activityId}
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
