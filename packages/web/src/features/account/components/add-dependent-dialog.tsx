import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_PARENTS } from '@clubportal/contract/dynamic-forms';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/spinner';
import { DynamicForm, type DynamicFormValues } from '../../../components/dynamic-form/dynamic-form';
import { toFormData } from '../../../components/dynamic-form/form-data';
import { apiErrorMessage } from '../../../lib/error-message';
import { useDependentForm } from '../api/get-dependent-form';
import { useSaveDependentCustomer, type SavedDependent } from '../api/save-dependent-customer';
import { LoadFailure } from '../../../components/load-state';

type Props = {
  parentId: number;
  onClose: () => void;
  onAdded: (saved: SavedDependent) => void;
};

/** The club's DependentCustomer dynamic form in a popup, sent as multipart to /api/dynamicforms/save. */
export function AddDependentDialog({ parentId, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const form = useDependentForm(true);
  const save = useSaveDependentCustomer(parentId);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit(values: DynamicFormValues) {
    setServerError(null);
    try {
      const saved = await save.mutateAsync(toFormData(FORM_PARENTS.dependentCustomer, 0, values, { ParentCustomerId: String(parentId) }));
      onAdded(saved);
    } catch (error) {
      setServerError(apiErrorMessage(error, t('messages.crash')));
    }
  }

  return (
    <Dialog open title={form.data?.title || t('children.addTitle')} onClose={save.isPending ? () => {} : onClose} size="md">
      {form.data ? (
        <DynamicForm
          def={form.data}
          submitLabel={t('children.submit')}
          busy={save.isPending}
          serverError={serverError}
          onSubmit={(values: DynamicFormValues) => void submit(values)}
        />
      ) : form.isError ? (
        <LoadFailure error={form.error} onRetry={() => void form.refetch()} retrying={form.isRefetching} />
      ) : (
        <div aria-busy="true">
          <Skeleton className="skeleton--line skeleton--w60" />
          <Skeleton className="account-skeleton__input" />
          <Skeleton className="skeleton--line skeleton--w40" />
          <Skeleton className="account-skeleton__input" />
        </div>
      )}
    </Dialog>
  );
}
