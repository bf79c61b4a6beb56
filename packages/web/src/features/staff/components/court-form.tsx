import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffCourt, StaffCourtBody } from '@clubportal/contract/staff-courts';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useSaveCourt } from '../api/staff-courts';
import { ImageUpload } from './image-upload';

/**
 * A court's name, sport, description and photo: new (`court` null) or a stored one. The sport is typed or picked
 * from the sports the club's booking types book. The server judges the values; a refusal shows in the form's alert.
 */
export function CourtForm({
  court,
  kinds,
  onDone,
}: {
  court: StaffCourt | null;
  kinds: string[];
  onDone: (saved: StaffCourt | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCourt();
  const [values, setValues] = useState<StaffCourtBody>(() => ({
    name: court?.name ?? '',
    kind: court?.kind ?? kinds[0] ?? '',
    description: court?.description ?? '',
    image: court?.image ?? '',
    showNameOnline: court?.showNameOnline ?? true,
  }));
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const set = (name: 'name' | 'kind' | 'description' | 'image') => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      onDone(await save.mutateAsync({ id: court?.id ?? null, body: values }));
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  const titleId = 'staff-court-form-title';
  return (
    <form className="form staff-court-panel" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1}>
        {court ? t('staff.courtsPage.editTitle', { name: court.name }) : t('staff.courtsPage.newTitle')}
      </h2>
      <div className="staff-court-panel__grid">
        <Field label={t('staff.courtsPage.name')} required>
          {(control) => <input type="text" autoComplete="off" maxLength={100} {...control} value={values.name} onChange={set('name')} />}
        </Field>
        <Field label={t('staff.courtsPage.kind')} required>
          {(control) => (
            <>
              <input
                type="text"
                autoComplete="off"
                list="staff-court-kinds"
                maxLength={60}
                {...control}
                value={values.kind}
                onChange={set('kind')}
              />
              <datalist id="staff-court-kinds">
                {kinds.map((k) => (
                  <option key={k} value={k} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label={t('staff.courtsPage.image')}>
          {(control) => (
            <input
              type="text"
              inputMode="url"
              autoComplete="off"
              placeholder="https://…"
              {...control}
              value={values.image}
              onChange={set('image')}
            />
          )}
        </Field>
        <ImageUpload area="catalogue" onUploaded={(address) => setValues((v) => ({ ...v, image: address }))} />
      </div>
      <Field label={t('staff.courtsPage.description')}>
        {(control) => <textarea rows={3} maxLength={2000} {...control} value={values.description} onChange={set('description')} />}
      </Field>
      <Field label={t('staff.courtsPage.showNameOnline')} layout="check">
        {(control) => (
          <input
            type="checkbox"
            {...control}
            checked={values.showNameOnline}
            onChange={(e) => setValues((v) => ({ ...v, showNameOnline: e.target.checked }))}
          />
        )}
      </Field>
      <FormAlert message={error} />
      <div className="staff-court-panel__buttons">
        <Button type="submit" loading={save.isPending}>
          {t('staff.courtsPage.save')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(null)}>
          {t('staff.courtsPage.cancel')}
        </Button>
      </div>
    </form>
  );
}
