import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffPriceRule, StaffPrices } from '@clubportal/contract/staff-prices';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useMovePriceRule, usePriceRules, useRemovePriceRule } from '../api/price-rules';
import { StaffLoading } from '../components/console-shell';
import { PricePreview } from '../components/price-preview';
import { PriceRuleEditor } from '../components/price-rule-editor';
import { useStaffClub } from '../components/staff-club';
import { StaffTable } from '../components/staff-table';
import { weekdayName } from '../rules/price-rule-form';

type Outcome = { ok: boolean; message: string } | null;
type Editing = { rule: StaffPriceRule | null } | null;

/** Today in the club's zone (the preview starts there), else the device's. */
const todayIn = (timeZone: string | undefined) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * /staff/prices (`prices.write`): a booking type's price rules, an ordered list read from the top (the first rule
 * that fits the slot and the customer gives the price): add, edit, remove, move up and down with buttons, and
 * ask what a customer pays for a slot and by which rule.
 */
export function PricesPage() {
  const { t } = useTranslation();
  const [typeId, setTypeId] = useState<number | null>(null);
  const prices = usePriceRules(typeId);
  const { timeZone } = useStaffClub();
  const [editing, setEditing] = useState<Editing>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const data = prices.data;
  const ready = data && data.bookingTypeId !== null ? (data as StaffPrices & { bookingTypeId: number }) : null;

  return (
    <section className="staff-page" aria-labelledby="staff-prices-title">
      <h1 id="staff-prices-title">{t('staff.sections.prices')}</h1>
      <p className="staff-page__intro">{t('staff.pricesPage.intro')}</p>
      {prices.isPending ? <StaffLoading /> : null}
      <FormAlert message={prices.isError ? apiErrorMessage(prices.error, t('messages.crash')) : null} />
      {data && data.types.length === 0 ? <p>{t('staff.pricesPage.noTypes')}</p> : null}
      {ready ? (
        <>
          <Field label={t('staff.pricesPage.bookingType')} className="staff-prices__type">
            {(control) => (
              <select
                {...control}
                value={ready.bookingTypeId}
                onChange={(e) => {
                  setEditing(null);
                  setOutcome(null);
                  setTypeId(Number(e.target.value));
                }}
              >
                {ready.types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div role="status" className="staff-outcome">
            {outcome?.ok ? <p className="form__notice">{outcome.message}</p> : null}
          </div>
          <FormAlert message={outcome && !outcome.ok ? outcome.message : null} />
          <RuleTable prices={ready} onEdit={(rule) => setEditing({ rule })} onOutcome={setOutcome} />
          {editing ? (
            <PriceRuleEditor
              key={editing.rule?.id ?? 'new'}
              prices={ready}
              rule={editing.rule}
              onDone={(position) => {
                setEditing(null);
                if (position !== null) setOutcome({ ok: true, message: t('staff.pricesPage.saved', { position }) });
              }}
            />
          ) : (
            <Button
              className="staff-page__action"
              onClick={() => {
                setOutcome(null);
                setEditing({ rule: null });
              }}
            >
              {t('staff.pricesPage.add')}
            </Button>
          )}
          <PricePreview key={ready.bookingTypeId} prices={ready} today={todayIn(timeZone)} />
        </>
      ) : null}
    </section>
  );
}

function RuleTable({
  prices,
  onEdit,
  onOutcome,
}: {
  prices: StaffPrices;
  onEdit: (rule: StaffPriceRule) => void;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const move = useMovePriceRule();
  const remove = useRemovePriceRule();
  const failed = (error: unknown) => onOutcome({ ok: false, message: apiErrorMessage(error, t('messages.crash')) });
  const moveTo = (rule: StaffPriceRule, position: number) => {
    onOutcome(null);
    move.mutate(
      { id: rule.id, position },
      {
        onSuccess: (moved) => onOutcome({ ok: true, message: t('staff.pricesPage.moved', { position: moved.position }) }),
        onError: failed,
      },
    );
  };
  const courtName = (id: number | null) =>
    id === null ? t('staff.pricesPage.allCourts') : (prices.courts.find((c) => c.id === id)?.name ?? `#${id}`);
  const who = (r: StaffPriceRule) =>
    r.customerId !== null
      ? t('staff.pricesPage.customer', { name: r.customerName || `#${r.customerId}` })
      : r.customerGroupId !== null
        ? t('staff.pricesPage.group', { name: prices.groups.find((g) => g.id === r.customerGroupId)?.name ?? `#${r.customerGroupId}` })
        : t('staff.pricesPage.everyone');
  const dates = (r: StaffPriceRule) =>
    r.validFrom && r.validTo
      ? t('staff.pricesPage.dateRange', { from: r.validFrom, to: r.validTo })
      : r.validFrom
        ? t('staff.pricesPage.dateFrom', { from: r.validFrom })
        : r.validTo
          ? t('staff.pricesPage.dateTo', { to: r.validTo })
          : t('staff.pricesPage.anyDate');
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: prices.currency });

  if (prices.rules.length === 0) return <p>{t('staff.pricesPage.none')}</p>;
  return (
    <StaffTable
      rows={prices.rules}
      rowKey={(r) => r.id}
      name={{ caption: t('staff.pricesPage.rulesTitle') }}
      className="staff-prices__table"
      columns={[
        { header: t('staff.pricesPage.position'), cell: (r) => r.position },
        {
          header: t('staff.pricesPage.slot'),
          cell: (r) => (
            <>
              {t('staff.pricesPage.minutes', { count: r.durationMinutes })}
              <br />
              {r.weekday === null ? t('staff.pricesPage.everyDay') : weekdayName(r.weekday, i18n.language)}
              {', '}
              {t('staff.pricesPage.timeBand', { from: r.from, to: r.to })}
            </>
          ),
        },
        { header: t('staff.pricesPage.court'), cell: (r) => courtName(r.resourceId) },
        { header: t('staff.pricesPage.who'), cell: who },
        { header: t('staff.pricesPage.dates'), cell: dates },
        { header: t('staff.pricesPage.price'), cell: (r) => money.format(r.price), className: 'staff-prices__price' },
        {
          header: t('staff.accounts.actions'),
          actions: true,
          cell: (r) => {
            const label = t('staff.pricesPage.ruleLabel', { position: r.position });
            const i = prices.rules.indexOf(r);
            return (
              <div className="staff-prices__actions">
                <Button variant="secondary" disabled={i === 0} onClick={() => moveTo(r, r.position - 1)}>
                  {t('staff.pricesPage.moveUp')}
                  <span className="sr-only"> {label}</span>
                </Button>
                <Button variant="secondary" disabled={i === prices.rules.length - 1} onClick={() => moveTo(r, r.position + 1)}>
                  {t('staff.pricesPage.moveDown')}
                  <span className="sr-only"> {label}</span>
                </Button>
                <Button variant="secondary" onClick={() => onEdit(r)}>
                  {t('staff.pricesPage.edit')}
                  <span className="sr-only"> {label}</span>
                </Button>
                <Button
                  variant="ghost"
                  loading={remove.isPending && remove.variables === r.id}
                  onClick={() => {
                    onOutcome(null);
                    remove.mutate(r.id, {
                      onSuccess: () => onOutcome({ ok: true, message: t('staff.pricesPage.removed') }),
                      onError: failed,
                    });
                  }}
                >
                  {t('staff.pricesPage.remove')}
                  <span className="sr-only"> {label}</span>
                </Button>
              </div>
            );
          },
        },
      ]}
    />
  );
}
