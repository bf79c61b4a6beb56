import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { noShowRuleBodySchema, type NoShowRule } from '@clubportal/contract/staff-checkins';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useNoShowReport, useNoShowRule, useSaveNoShowRule } from '../../api/staff-checkins';
import { useStaffClub } from '../../components/staff-club';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';

/** yyyy-mm-dd of a day in the club's zone. */
const dayIn = (date: Date, timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);

/** The club's no-show rule (changed with `settings.write`) and the no-shows of a period counted per customer. */
export function NoShowsPanel() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const [range, setRange] = useState(() => ({
    from: dayIn(new Date(Date.now() - 30 * 86_400_000), timeZone),
    to: dayIn(new Date(), timeZone),
  }));
  const report = useNoShowReport(range);
  const rows = report.data?.customers ?? [];
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: report.data?.currency ?? 'EUR' });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  return (
    <section className="staff-door__no-shows" aria-labelledby="no-shows-title">
      <h2 id="no-shows-title">{t('staff.door.noShows')}</h2>
      <NoShowRuleForm />
      <form
        className="staff-filters"
        aria-label={t('staff.door.reportFilters')}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setRange({ from: String(data.get('from')), to: String(data.get('to')) });
        }}
      >
        <Field label={t('staff.door.from')}>{(c) => <input {...c} type="date" name="from" defaultValue={range.from} />}</Field>
        <Field label={t('staff.door.to')}>{(c) => <input {...c} type="date" name="to" defaultValue={range.to} />}</Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.door.show')}
          </Button>
        </div>
      </form>
      <FormAlert message={report.isError ? apiErrorMessage(report.error, t('messages.crash')) : null} />
      {rows.length ? (
        <StaffTable
          rows={rows}
          rowKey={(r) => r.customerId}
          name={{ caption: t('staff.door.noShows') }}
          columns={[
            { header: t('staff.door.customer'), cell: (r) => r.name },
            { header: t('staff.door.count'), cell: (r) => r.count, nowrap: true },
            { header: t('staff.door.fees'), cell: (r) => money.format(r.fees), nowrap: true },
            { header: t('staff.door.last'), cell: (r) => day.format(new Date(r.last)), nowrap: true },
          ]}
        />
      ) : report.isSuccess ? (
        <p>{t('staff.door.noNoShows')}</p>
      ) : null}
    </section>
  );
}

function NoShowRuleForm() {
  const { t } = useTranslation();
  const me = useSignedInStaff();
  const rule = useNoShowRule();
  const save = useSaveNoShowRule();
  const [saved, setSaved] = useState(false);
  if (!rule.data) return <FormAlert message={rule.isError ? apiErrorMessage(rule.error, t('messages.crash')) : null} />;
  const { currency } = rule.data;
  if (!me.permissions.includes('settings.write'))
    return (
      <p>
        {rule.data.rule.mode === 'fee'
          ? t('staff.door.ruleFee', { fee: new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(rule.data.rule.fee) })
          : t('staff.door.ruleFlag')}
      </p>
    );
  return (
    <RuleEditor
      initial={rule.data.rule}
      currency={currency}
      busy={save.isPending}
      saved={saved}
      onSave={async (values) => {
        setSaved(false);
        await save.mutateAsync(values);
        setSaved(true);
      }}
    />
  );
}

function RuleEditor(props: {
  initial: NoShowRule;
  currency: string;
  busy: boolean;
  saved: boolean;
  onSave: (rule: NoShowRule) => Promise<void>;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<NoShowRule>({ resolver: zodResolver(noShowRuleBodySchema), defaultValues: props.initial });
  const mode = useWatch({ control, name: 'mode' });
  const submit = handleSubmit(async (values) => {
    try {
      await props.onSave({ mode: values.mode, fee: values.mode === 'fee' ? values.fee : 0 });
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-door__rule" onSubmit={submit} noValidate aria-label={t('staff.door.rule')}>
      <fieldset>
        <legend>{t('staff.door.rule')}</legend>
        <label className="field--check">
          <input type="radio" value="flag" {...register('mode')} /> {t('staff.door.ruleFlagOption')}
        </label>
        <label className="field--check">
          <input type="radio" value="fee" {...register('mode')} /> {t('staff.door.ruleFeeOption')}
        </label>
      </fieldset>
      {mode === 'fee' ? (
        <Field label={t('staff.door.fee', { currency: props.currency })} error={errors.fee && t('staff.door.feeNeeded')} required>
          {(c) => <input {...c} type="number" inputMode="decimal" step="0.01" min="0" {...register('fee', { valueAsNumber: true })} />}
        </Field>
      ) : null}
      <FormAlert message={errors.root?.message} />
      <div role="status">{props.saved ? <p className="form__notice">{t('staff.door.ruleSaved')}</p> : null}</div>
      <Button type="submit" variant="secondary" loading={props.busy}>
        {t('staff.door.saveRule')}
      </Button>
    </form>
  );
}
