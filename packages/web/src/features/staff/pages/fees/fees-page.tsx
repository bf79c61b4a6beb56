import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate } from 'react-router';
import {
  FEE_LAST_DUE_DAY,
  isFeeDueDay,
  staffFeeBodySchema,
  type FeeRun,
  type StaffFee,
  type StaffFeeBody,
} from '@clubportal/contract/staff-fees';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useEndFee, useFeeRun, useFeeRunPreview, useGiveFee, useStaffFees } from '../../api/staff-fees';
import { CustomerPicker } from '../../components/customer-picker';
import { useStaffClub } from '../../components/staff-club';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { useMoneyFormat } from '../../components/stock-ledger';

/** /staff/fees (`customers.read`; writes and the run `prices.write`): the fees, giving one, and the charge run. */
export function FeesSection() {
  return (
    <Routes>
      <Route index element={<FeesPage />} />
      <Route path="new" element={<GiveFeePage />} />
    </Routes>
  );
}

/** A club-local day (yyyy-MM-dd) in the interface language: "1 dic 2026". */
function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(Date.parse(`${day}T00:00:00Z`));
}

const todayIn = (timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const useCanWrite = () => useSignedInStaff().permissions.includes('prices.write');

function FeesPage() {
  const { t } = useTranslation();
  const list = useStaffFees();
  const canWrite = useCanWrite();
  const money = useMoneyFormat();
  const dayOf = useDayFormat();
  const end = useEndFee();
  const [ending, setEnding] = useState<StaffFee | null>(null);
  const [message, setMessage] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  return (
    <section className="staff-page" aria-labelledby="fees-title">
      <h1 id="fees-title">{t('staff.sections.fees')}</h1>
      <p>{t('staff.fees.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/fees/new">
            {t('staff.fees.new')}
          </Link>
        </p>
      ) : null}
      {canWrite ? <FeeRunPanel /> : null}
      <h2 id="fee-list-title">{t('staff.fees.listTitle')}</h2>
      <FormAlert message={message.error} />
      {message.done ? (
        <p className="staff-count" role="status">
          {message.done}
        </p>
      ) : null}
      {ending ? (
        <div className="staff-confirm" role="group" aria-label={t('staff.fees.endTitle')}>
          <p>{t('staff.fees.endConfirm', { description: ending.description, name: ending.customerName })}</p>
          <div className="staff-filters__actions">
            <Button
              loading={end.isPending}
              onClick={async () => {
                try {
                  await end.mutateAsync(ending.id);
                  setMessage({ error: null, done: t('staff.fees.ended', { description: ending.description }) });
                } catch (err) {
                  setMessage({ error: apiErrorMessage(err, t('messages.crash')), done: null });
                }
                setEnding(null);
              }}
            >
              {t('staff.fees.end')}
            </Button>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t('staff.fees.keep')}
            </Button>
          </div>
        </div>
      ) : null}
      <StaffList
        query={list}
        rowsOf={(data) => data.fees}
        rowKey={(f) => f.id}
        caption={t('staff.fees.listTitle')}
        count={(count) => t('staff.fees.count', { count })}
        columns={[
          { header: t('staff.fees.description'), cell: (f) => f.description },
          { header: t('staff.vouchers.customer'), cell: (f) => f.customerName },
          {
            header: t('staff.fees.amount'),
            cell: (f) => t('staff.fees.every', { amount: money(f.amount, f.currency), count: f.periodMonths }),
          },
          {
            header: t('staff.fees.nextDue'),
            cell: (f) => (f.nextDueDate ? dayOf(f.nextDueDate) : t('staff.fees.stateEnded')),
            nowrap: true,
          },
          { header: t('staff.fees.owed'), cell: (f) => (f.unpaidCharges ? money(f.owed, f.currency) : '—'), nowrap: true },
          ...(canWrite
            ? [
                {
                  header: t('staff.fees.actions'),
                  actions: true,
                  cell: (f: StaffFee) =>
                    f.active ? (
                      <Button
                        variant="secondary"
                        aria-label={t('staff.fees.endNamed', { description: f.description, name: f.customerName })}
                        onClick={() => setEnding(f)}
                      >
                        {t('staff.fees.end')}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}

/** "What would be charged up to day D", then the charge itself: the run charges what the preview listed (and what fell due meanwhile). */
function FeeRunPanel() {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const money = useMoneyFormat();
  const preview = useFeeRunPreview();
  const charge = useFeeRun();
  const [upTo, setUpTo] = useState(() => todayIn(timeZone));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<FeeRun | null>(null);
  const dayOf = useDayFormat();
  const shown = preview.data?.run;
  return (
    <section className="staff-fee-run" aria-labelledby="fee-run-title">
      <h2 id="fee-run-title">{t('staff.fees.runTitle')}</h2>
      <form
        className="staff-filters"
        aria-label={t('staff.fees.runTitle')}
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          setDone(null);
          try {
            await preview.mutateAsync(upTo);
          } catch (err) {
            setError(apiErrorMessage(err, t('messages.crash')));
          }
        }}
      >
        <Field label={t('staff.fees.upTo')} required>
          {(c) => <input type="date" value={upTo} onChange={(e) => setUpTo(e.target.value)} required {...c} />}
        </Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary" loading={preview.isPending}>
            {t('staff.fees.preview')}
          </Button>
        </div>
      </form>
      <FormAlert message={error} />
      {shown && !done ? (
        <>
          <p className="staff-count" role="status">
            {shown.charges
              ? t('staff.fees.wouldCharge', { count: shown.charges, total: money(shown.total, shown.currency), upTo: dayOf(shown.upTo) })
              : t('staff.fees.nothingDue', { upTo: dayOf(shown.upTo) })}
          </p>
          {shown.lines.length ? <RunLines run={shown} caption={t('staff.fees.previewTitle')} /> : null}
          {shown.charges ? (
            <Button
              loading={charge.isPending}
              onClick={async () => {
                setError(null);
                try {
                  setDone((await charge.mutateAsync(shown.upTo)).run);
                  preview.reset();
                } catch (err) {
                  setError(apiErrorMessage(err, t('messages.crash')));
                }
              }}
            >
              {t('staff.fees.charge', { count: shown.charges })}
            </Button>
          ) : null}
        </>
      ) : null}
      {done ? (
        <>
          <p className="staff-count" role="status">
            {t('staff.fees.charged', { count: done.charges, total: money(done.total, done.currency) })}
          </p>
          {done.lines.length ? <RunLines run={done} caption={t('staff.fees.chargedTitle')} /> : null}
        </>
      ) : null}
    </section>
  );
}

function RunLines({ run, caption }: { run: FeeRun; caption: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dayOf = useDayFormat();
  return (
    <StaffTable
      rows={run.lines}
      rowKey={(l) => l.feeId}
      name={{ caption }}
      columns={[
        { header: t('staff.vouchers.customer'), cell: (l) => l.customerName },
        { header: t('staff.fees.description'), cell: (l) => l.description },
        { header: t('staff.fees.periods'), cell: (l) => l.dueDates.map(dayOf).join(', ') },
        {
          header: t('staff.fees.total'),
          cell: (l) =>
            t('staff.fees.times', { count: l.dueDates.length, amount: money(l.amount, l.currency), total: money(l.total, l.currency) }),
          nowrap: true,
        },
      ]}
    />
  );
}

function GiveFeePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  return (
    <section className="staff-page" aria-labelledby="give-fee-title">
      <p>
        <Link to="/staff/fees">{t('staff.fees.back')}</Link>
      </p>
      <h1 id="give-fee-title">{t('staff.fees.new')}</h1>
      {canWrite ? <FeeForm onGiven={() => navigate('/staff/fees', { replace: true })} /> : <p>{t('staff.notAllowed')}</p>}
    </section>
  );
}

/** A fee for a customer: its name in the club's default language and, optionally, in its other languages. */
function FeeForm({ onGiven }: { onGiven: () => void }) {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const give = useGiveFee();
  const languages = useStaffFees().data;
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<StaffFeeBody>({
    resolver: zodResolver(staffFeeBodySchema),
    defaultValues: {
      description: '',
      names: {},
      periodMonths: 1,
      firstDueDate: todayIn(timeZone).slice(0, 8) + '01',
    } as Partial<StaffFeeBody> as StaffFeeBody,
  });
  const submit = handleSubmit(async (values) => {
    if (!isFeeDueDay(values.firstDueDate)) return setError('firstDueDate', { type: 'dueDay' });
    try {
      await give.mutateAsync(values);
      onGiven();
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={t('staff.fees.new')}>
      <div className="staff-product-form__fields">
        <Controller
          control={control}
          name="customerId"
          render={({ field }) => (
            <CustomerPicker
              value={field.value ?? null}
              onChange={(id) => field.onChange(id ?? undefined)}
              error={errors.customerId && t('staff.vouchers.customerRequired')}
            />
          )}
        />
        <Field
          label={
            languages
              ? t('staff.fees.descriptionIn', { language: t(`languages.${languages.defaultLanguage}`) })
              : t('staff.fees.description')
          }
          error={errors.description && t('staff.fees.descriptionRequired')}
          required
        >
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register('description')} />}
        </Field>
        {languages?.otherLanguages.map((language) => (
          <Field key={language} label={t('staff.fees.descriptionIn', { language: t(`languages.${language}`) })}>
            {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register(`names.${language}` as 'names.en-US')} />}
          </Field>
        ))}
        <div className="staff-product-form__row">
          <Field
            label={t('staff.fees.amountIn', { currency: languages?.currency ?? '' })}
            error={errors.amount && t('staff.vouchers.amountInvalid')}
            required
          >
            {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('amount', { valueAsNumber: true })} />}
          </Field>
          <Field label={t('staff.fees.periodMonths')} error={errors.periodMonths && t('staff.fees.periodInvalid')} required>
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max="24"
                {...c}
                {...register('periodMonths', { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field
            label={t('staff.fees.firstDue')}
            error={
              errors.firstDueDate &&
              (errors.firstDueDate.type === 'dueDay'
                ? t('staff.fees.dueDayRule', { day: FEE_LAST_DUE_DAY })
                : t('staff.vouchers.dateInvalid'))
            }
            required
          >
            {(c) => <input type="date" {...c} {...register('firstDueDate')} />}
          </Field>
        </div>
        <p>{t('staff.fees.dueDayRule', { day: FEE_LAST_DUE_DAY })}</p>
      </div>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={give.isPending}>
        {t('staff.fees.give')}
      </Button>
    </form>
  );
}
