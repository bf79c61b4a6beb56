import { useState } from 'react';

import { useTranslation } from 'react-i18next';

import { FEE_LAST_DUE_DAY, isFeeDueDay } from '@clubportal/contract/staff-fees';
import { type PassHolder, type StaffMembership } from '@clubportal/contract/staff-memberships';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useEndPass, useGivePass } from '../../api/staff-memberships';

import { CustomerPicker } from '../../components/customer-picker';
import { useStaffClub } from '../../components/staff-club';

import { StaffTable } from '../../components/staff-table';

const todayIn = (timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

export function useDayFormat(): (day: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => format.format(Date.parse(`${day}T00:00:00Z`));
}

/** A customer, the first day (a periodic type's), and why. */
export function GivePassForm({ membership, onGiven }: { membership: StaffMembership; onGiven: (done: string) => void }) {
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

export function Holders({ holders, canWrite }: { holders: PassHolder[]; canWrite: boolean }) {
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
