import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router';
import { FEE_LAST_DUE_DAY, isFeeDueDay } from '@clubportal/contract/staff-fees';
import {
  MEMBERSHIP_MAX_BOOKING_DAYS,
  membershipTermProblem,
  type PassHolder,
  type StaffMembership,
  type StaffMembershipBody,
} from '@clubportal/contract/staff-memberships';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import {
  useArchiveMembership,
  useCreateMembership,
  useEndPass,
  useGivePass,
  useMembershipPasses,
  useStaffMemberships,
  useUpdateMembership,
} from '../../api/staff-memberships';
import { StaffLoading } from '../../components/console-shell';
import { CustomerPicker } from '../../components/customer-picker';
import { useStaffClub } from '../../components/staff-club';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { useMoneyFormat } from '../../components/stock-ledger';
import { StaffTable } from '../../components/staff-table';

/**
 * /staff/memberships (`customers.read`; writes `prices.write`): membership and season pass types (price and term,
 * the group and booking window they give), giving a pass to a customer with a reason, ending it, its holders.
 */
export function MembershipsSection() {
  return (
    <Routes>
      <Route index element={<MembershipsPage />} />
      <Route path="new" element={<NewMembershipPage />} />
      <Route path=":id" element={<MembershipPage />} />
    </Routes>
  );
}

const useCanWrite = () => useSignedInStaff().permissions.includes('prices.write');
const todayIn = (timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(Date.parse(`${day}T00:00:00Z`));
}

/** "30,00 € every month", "390,00 € · 1 Sept 2026 – 31 Aug 2027". */
function useTermText(): (m: StaffMembership) => string {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const dayOf = useDayFormat();
  return (m) =>
    m.periodMonths !== null
      ? t('staff.memberships.every', { amount: money(m.price, m.currency), count: m.periodMonths })
      : t('staff.memberships.between', { amount: money(m.price, m.currency), from: dayOf(m.validFrom ?? ''), to: dayOf(m.validTo ?? '') });
}

function MembershipsPage() {
  const { t } = useTranslation();
  const list = useStaffMemberships();
  const canWrite = useCanWrite();
  const termOf = useTermText();
  return (
    <section className="staff-page" aria-labelledby="memberships-title">
      <h1 id="memberships-title">{t('staff.sections.memberships')}</h1>
      <p>{t('staff.memberships.intro')}</p>
      {canWrite ? (
        <p>
          <Link className={buttonClass('primary')} to="/staff/memberships/new">
            {t('staff.memberships.new')}
          </Link>
        </p>
      ) : null}
      <StaffList
        query={list}
        rowsOf={(data) => data.memberships}
        rowKey={(m) => m.id}
        caption={t('staff.sections.memberships')}
        count={(count) => t('staff.memberships.count', { count })}
        columns={[
          { header: t('staff.memberships.name'), cell: (m) => <Link to={`/staff/memberships/${m.id}`}>{m.name}</Link> },
          { header: t('staff.memberships.priceTerm'), cell: termOf },
          { header: t('staff.memberships.group'), cell: (m) => m.customerGroupName ?? '—' },
          {
            header: t('staff.memberships.window'),
            cell: (m) => (m.bookingDays ? t('staff.memberships.days', { count: m.bookingDays }) : '—'),
            nowrap: true,
          },
          { header: t('staff.memberships.holders'), cell: (m) => String(m.holders) },
          {
            header: t('staff.memberships.state'),
            cell: (m) => (m.archived ? t('staff.memberships.archived') : t('staff.memberships.offered')),
          },
        ]}
      />
    </section>
  );
}

function NewMembershipPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCanWrite();
  const create = useCreateMembership();
  return (
    <section className="staff-page" aria-labelledby="new-membership-title">
      <p>
        <Link to="/staff/memberships">{t('staff.memberships.back')}</Link>
      </p>
      <h1 id="new-membership-title">{t('staff.memberships.new')}</h1>
      {canWrite ? (
        <MembershipForm
          label={t('staff.memberships.new')}
          submitLabel={t('staff.memberships.create')}
          pending={create.isPending}
          save={async (body) => {
            const { membership } = await create.mutateAsync(body);
            navigate(`/staff/memberships/${membership.id}`, { replace: true });
          }}
        />
      ) : (
        <p>{t('staff.notAllowed')}</p>
      )}
    </section>
  );
}

type FormValues = {
  name: string;
  names: Record<string, string>;
  price: string;
  term: 'period' | 'dates';
  periodMonths: string;
  validFrom: string;
  validTo: string;
  groupId: string;
  bookingDays: string;
};

const valuesOf = (m: StaffMembership | undefined): FormValues => ({
  name: m?.name ?? '',
  names: m?.names ?? {},
  price: m ? String(m.price) : '',
  term: m && m.periodMonths === null ? 'dates' : 'period',
  periodMonths: String(m?.periodMonths ?? 1),
  validFrom: m?.validFrom ?? '',
  validTo: m?.validTo ?? '',
  groupId: m?.customerGroupId ? String(m.customerGroupId) : '',
  bookingDays: m?.bookingDays ? String(m.bookingDays) : '',
});

/** A type's name per language, price and term, group and booking window. */
function MembershipForm({
  initial,
  label,
  submitLabel,
  pending,
  save,
}: {
  initial?: StaffMembership;
  label: string;
  submitLabel: string;
  pending: boolean;
  save: (body: StaffMembershipBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const list = useStaffMemberships().data;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: valuesOf(initial) });
  const term = useWatch({ control, name: 'term' });
  const submit = handleSubmit(async (v) => {
    const price = Number(v.price);
    const periodMonths = Number(v.periodMonths);
    const bookingDays = v.bookingDays.trim() === '' ? null : Number(v.bookingDays);
    let bad = false;
    if (!v.name.trim()) bad = Boolean(setError('name', { type: 'required' })) || true;
    if (v.price.trim() === '' || !Number.isFinite(price) || price < 0) bad = Boolean(setError('price', { type: 'invalid' })) || true;
    if (v.term === 'period' && !(Number.isInteger(periodMonths) && periodMonths >= 1 && periodMonths <= 24))
      bad = Boolean(setError('periodMonths', { type: 'invalid' })) || true;
    if (bookingDays !== null && !(Number.isInteger(bookingDays) && bookingDays >= 1 && bookingDays <= MEMBERSHIP_MAX_BOOKING_DAYS))
      bad = Boolean(setError('bookingDays', { type: 'invalid' })) || true;
    const body: StaffMembershipBody = {
      name: v.name,
      names: v.names,
      price,
      periodMonths: v.term === 'period' ? periodMonths : null,
      validFrom: v.term === 'dates' ? v.validFrom || null : null,
      validTo: v.term === 'dates' ? v.validTo || null : null,
      customerGroupId: v.groupId ? Number(v.groupId) : null,
      bookingDays,
    };
    const problem = v.term === 'dates' ? membershipTermProblem(body) : null;
    if (problem) bad = Boolean(setError('validTo', { type: problem })) || true;
    if (bad) return;
    try {
      await save(body);
    } catch (error) {
      setError('root', { message: apiErrorMessage(error, t('messages.crash')) });
    }
  });
  return (
    <form className="form staff-product-form" onSubmit={submit} noValidate aria-label={label}>
      <div className="staff-product-form__fields">
        <Field
          label={list ? t('staff.memberships.nameIn', { language: t(`languages.${list.defaultLanguage}`) }) : t('staff.memberships.name')}
          error={errors.name && t('staff.memberships.nameRequired')}
          required
        >
          {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register('name')} />}
        </Field>
        {list?.otherLanguages.map((language) => (
          <Field key={language} label={t('staff.memberships.nameIn', { language: t(`languages.${language}`) })}>
            {(c) => <input type="text" autoComplete="off" maxLength={200} {...c} {...register(`names.${language}`)} />}
          </Field>
        ))}
        <div className="staff-product-form__row">
          <Field
            label={t('staff.fees.amountIn', { currency: list?.currency ?? '' })}
            error={errors.price && t('staff.vouchers.amountInvalid')}
            required
          >
            {(c) => <input type="number" inputMode="decimal" step="0.01" min="0" {...c} {...register('price')} />}
          </Field>
          <Field label={t('staff.memberships.term')} required>
            {(c) => (
              <select {...c} {...register('term')}>
                <option value="period">{t('staff.memberships.termPeriod')}</option>
                <option value="dates">{t('staff.memberships.termDates')}</option>
              </select>
            )}
          </Field>
          {term === 'period' ? (
            <Field label={t('staff.fees.periodMonths')} error={errors.periodMonths && t('staff.fees.periodInvalid')} required>
              {(c) => <input type="number" inputMode="numeric" step="1" min="1" max="24" {...c} {...register('periodMonths')} />}
            </Field>
          ) : (
            <>
              <Field label={t('staff.memberships.validFrom')} required>
                {(c) => <input type="date" {...c} {...register('validFrom')} />}
              </Field>
              <Field
                label={t('staff.memberships.validTo')}
                error={
                  errors.validTo &&
                  (errors.validTo.type === 'membershipDatesOrder'
                    ? t('staff.memberships.datesOrder')
                    : t('staff.memberships.datesRequired'))
                }
                required
              >
                {(c) => <input type="date" {...c} {...register('validTo')} />}
              </Field>
            </>
          )}
        </div>
        <div className="staff-product-form__row">
          <Field label={t('staff.memberships.group')}>
            {(c) => (
              <select {...c} {...register('groupId')}>
                <option value="">{t('staff.memberships.noGroup')}</option>
                {list?.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('staff.memberships.bookingDays')}
            error={errors.bookingDays && t('staff.memberships.bookingDaysInvalid', { max: MEMBERSHIP_MAX_BOOKING_DAYS })}
          >
            {(c) => (
              <input
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                max={MEMBERSHIP_MAX_BOOKING_DAYS}
                {...c}
                {...register('bookingDays')}
              />
            )}
          </Field>
        </div>
        <p>{t('staff.memberships.formHelp')}</p>
      </div>
      <FormAlert message={errors.root?.message} />
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function MembershipPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const passes = useMembershipPasses(id);
  const canWrite = useCanWrite();
  const termOf = useTermText();
  const update = useUpdateMembership(id);
  const archive = useArchiveMembership(id);
  const [message, setMessage] = useState<{ error: string | null; done: string | null }>({ error: null, done: null });
  const m = passes.data?.membership;
  return (
    <section className="staff-page" aria-labelledby="membership-title">
      <p>
        <Link to="/staff/memberships">{t('staff.memberships.back')}</Link>
      </p>
      <h1 id="membership-title">{m?.name ?? t('staff.sections.memberships')}</h1>
      {passes.isPending ? <StaffLoading /> : null}
      <FormAlert message={passes.isError ? apiErrorMessage(passes.error, t('messages.crash')) : message.error} />
      {message.done ? (
        <p className="staff-count" role="status">
          {message.done}
        </p>
      ) : null}
      {m ? (
        <>
          <p>
            {termOf(m)}
            {m.customerGroupName ? ` · ${t('staff.memberships.groupIs', { name: m.customerGroupName })}` : ''}
            {m.bookingDays ? ` · ${t('staff.memberships.windowIs', { count: m.bookingDays })}` : ''}
            {m.archived ? ` · ${t('staff.memberships.archived')}` : ''}
          </p>
          {canWrite && !m.archived ? <GivePassForm membership={m} onGiven={(done) => setMessage({ error: null, done })} /> : null}
          <h2 id="holders-title">{t('staff.memberships.holdersTitle')}</h2>
          <Holders holders={passes.data?.holders ?? []} canWrite={canWrite} />
          {canWrite ? (
            <>
              <h2>{t('staff.memberships.edit')}</h2>
              <MembershipForm
                key={`${m.id}-${m.name}-${m.price}`}
                initial={m}
                label={t('staff.memberships.edit')}
                submitLabel={t('staff.memberships.save')}
                pending={update.isPending}
                save={async (body) => {
                  await update.mutateAsync(body);
                  setMessage({ error: null, done: t('staff.memberships.saved') });
                }}
              />
              <p>
                <Button
                  variant="secondary"
                  loading={archive.isPending}
                  onClick={async () => {
                    try {
                      await archive.mutateAsync(!m.archived);
                      setMessage({ error: null, done: m.archived ? t('staff.memberships.restored') : t('staff.memberships.archivedDone') });
                    } catch (err) {
                      setMessage({ error: apiErrorMessage(err, t('messages.crash')), done: null });
                    }
                  }}
                >
                  {m.archived ? t('staff.memberships.restore') : t('staff.memberships.archive')}
                </Button>
              </p>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** A customer, the first day (a periodic type's), and why. */
function GivePassForm({ membership, onGiven }: { membership: StaffMembership; onGiven: (done: string) => void }) {
  const { t } = useTranslation();
  const { timeZone } = useStaffClub();
  const give = useGivePass(membership.id);
  const periodic = membership.periodMonths !== null;
  const [customerId, setCustomerId] = useState<number | null>(null);
  const [startsOn, setStartsOn] = useState(() => todayIn(timeZone));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ customer?: string; startsOn?: string; reason?: string; root?: string }>({});
  return (
    <form
      className="form staff-product-form"
      aria-label={t('staff.memberships.give')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const next: typeof errors = {};
        if (customerId === null) next.customer = t('staff.vouchers.customerRequired');
        if (periodic && !isFeeDueDay(startsOn)) next.startsOn = t('staff.fees.dueDayRule', { day: FEE_LAST_DUE_DAY });
        if (!reason.trim()) next.reason = t('staff.memberships.reasonRequired');
        setErrors(next);
        if (Object.keys(next).length || customerId === null) return;
        try {
          const { holders } = await give.mutateAsync({ customerId, reason, ...(periodic ? { startsOn } : {}) });
          const holder = holders.find((h) => h.customerId === customerId);
          setCustomerId(null);
          setReason('');
          onGiven(t('staff.memberships.given', { name: holder?.name ?? '', membership: membership.name }));
        } catch (err) {
          setErrors({ root: apiErrorMessage(err, t('messages.crash')) });
        }
      }}
    >
      <h2>{t('staff.memberships.give')}</h2>
      <div className="staff-product-form__fields">
        <CustomerPicker value={customerId} onChange={setCustomerId} error={errors.customer} />
        {periodic ? (
          <Field label={t('staff.memberships.startsOn')} error={errors.startsOn} required>
            {(c) => <input type="date" value={startsOn} onChange={(e) => setStartsOn(e.target.value)} {...c} />}
          </Field>
        ) : null}
        <Field label={t('staff.memberships.reason')} error={errors.reason} required>
          {(c) => (
            <input type="text" autoComplete="off" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...c} />
          )}
        </Field>
        <p>{membership.price > 0 ? t('staff.memberships.giveHelp') : t('staff.memberships.giveFree')}</p>
      </div>
      <FormAlert message={errors.root} />
      <Button type="submit" loading={give.isPending}>
        {t('staff.memberships.giveButton')}
      </Button>
    </form>
  );
}

function Holders({ holders, canWrite }: { holders: PassHolder[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const dayOf = useDayFormat();
  const end = useEndPass();
  const [ending, setEnding] = useState<PassHolder | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  return (
    <>
      <FormAlert message={error} />
      {done ? (
        <p className="staff-count" role="status">
          {done}
        </p>
      ) : null}
      {ending ? (
        <form
          className="staff-confirm"
          aria-label={t('staff.memberships.endTitle')}
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            if (!reason.trim()) return setReasonError(t('staff.memberships.reasonRequired'));
            try {
              await end.mutateAsync({ passId: ending.passId, reason });
              setDone(t('staff.memberships.endedDone', { name: ending.name }));
              setError(null);
            } catch (err) {
              setError(apiErrorMessage(err, t('messages.crash')));
            }
            setEnding(null);
            setReason('');
          }}
        >
          <p>{t('staff.memberships.endConfirm', { name: ending.name })}</p>
          <Field label={t('staff.memberships.endReason')} error={reasonError} required>
            {(c) => (
              <input type="text" autoComplete="off" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...c} />
            )}
          </Field>
          <div className="staff-filters__actions">
            <Button type="submit" loading={end.isPending}>
              {t('staff.memberships.end')}
            </Button>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t('staff.fees.keep')}
            </Button>
          </div>
        </form>
      ) : null}
      <p className="staff-count" role="status">
        {t('staff.memberships.holdersCount', { count: holders.length })}
      </p>
      <StaffTable
        rows={holders}
        rowKey={(h) => h.passId}
        name={{ caption: t('staff.memberships.holdersTitle') }}
        columns={[
          { header: t('staff.vouchers.customer'), cell: (h) => h.name },
          {
            header: t('staff.memberships.dates'),
            cell: (h) => {
              const p = h as PassHolder;
              return p.endsOn ? `${dayOf(p.startsOn)} – ${dayOf(p.endsOn)}` : t('staff.memberships.from', { day: dayOf(p.startsOn) });
            },
          },
          {
            header: t('staff.memberships.state'),
            cell: (h) =>
              h.ended ? t('staff.memberships.passEnded') : h.running ? t('staff.memberships.passRunning') : t('staff.memberships.passOver'),
          },
          { header: t('staff.memberships.reason'), cell: (h) => h.reason },
          ...(canWrite
            ? [
                {
                  header: t('staff.fees.actions'),
                  actions: true,
                  cell: (p: PassHolder) => {
                    return p.running ? (
                      <Button
                        variant="secondary"
                        aria-label={t('staff.memberships.endNamed', { name: p.name })}
                        onClick={() => {
                          setReasonError(undefined);
                          setEnding(p);
                        }}
                      >
                        {t('staff.memberships.end')}
                      </Button>
                    ) : null;
                  },
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
