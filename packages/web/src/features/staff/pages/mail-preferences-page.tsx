import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMailKind, StaffMailPreferences } from '@clubportal/contract/staff-mail';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadFailure, Loading } from '../../../components/load-state';
import { apiErrorMessage } from '../../../lib/error-message';
import { useMailPreferences, useSaveMailPreferences } from '../api/staff-mail-preferences';

/**
 * /staff/mail-preferences: any signed-in staff member chooses which of the club's mails they receive (issue 33 §8).
 * A kind their role may not see is shown switched off and cannot be chosen; until they save, their role's defaults apply.
 */
export function MailPreferencesPage() {
  const { t } = useTranslation();
  const prefs = useMailPreferences();
  return (
    <section className="staff-page" aria-labelledby="staff-mail-title">
      <h1 id="staff-mail-title">{t('staff.mailPreferences.title')}</h1>
      {prefs.isPending ? (
        <Loading />
      ) : prefs.isError ? (
        <LoadFailure error={prefs.error} onRetry={() => void prefs.refetch()} retrying={prefs.isFetching} />
      ) : (
        <PreferencesForm prefs={prefs.data} />
      )}
    </section>
  );
}

function PreferencesForm({ prefs }: { prefs: StaffMailPreferences }) {
  const { t } = useTranslation();
  const save = useSaveMailPreferences();
  const [on, setOn] = useState<ReadonlySet<StaffMailKind>>(() => new Set(prefs.kinds.filter((k) => k.on).map((k) => k.kind)));
  const [error, setError] = useState<string | undefined>();
  const toggle = (kind: StaffMailKind, checked: boolean) => {
    save.reset();
    setOn((current) => {
      const next = new Set(current);
      if (checked) next.add(kind);
      else next.delete(kind);
      return next;
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync(prefs.kinds.filter((k) => on.has(k.kind)).map((k) => k.kind));
    } catch (failure) {
      setError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  return (
    <form className="form staff-narrow" onSubmit={(e) => void submit(e)} noValidate>
      <p>{t(prefs.chosen ? 'staff.mailPreferences.introChosen' : 'staff.mailPreferences.introDefaults')}</p>
      <fieldset className="staff-mail-prefs">
        <legend>{t('staff.mailPreferences.legend')}</legend>
        {prefs.kinds.map(({ kind, allowed }) => (
          <div key={kind} className="staff-mail-prefs__kind">
            <Field label={t(`staff.mailPreferences.kinds.${kind}`)} layout="check">
              {(control) => (
                <input
                  type="checkbox"
                  {...control}
                  aria-describedby={`mail-kind-${kind}-hint`}
                  checked={allowed && on.has(kind)}
                  disabled={!allowed}
                  onChange={(e) => toggle(kind, e.target.checked)}
                />
              )}
            </Field>
            <p className="staff-mail-prefs__hint" id={`mail-kind-${kind}-hint`}>
              {allowed
                ? t(`staff.mailPreferences.hints.${kind}`, { hour: String(prefs.digestHour).padStart(2, '0') })
                : t('staff.mailPreferences.notAllowed')}
            </p>
          </div>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <div role="status">{save.isSuccess ? <p className="form__notice">{t('staff.mailPreferences.saved')}</p> : null}</div>
      <Button type="submit" className="staff-page__action" loading={save.isPending}>
        {t('staff.mailPreferences.submit')}
      </Button>
    </form>
  );
}
