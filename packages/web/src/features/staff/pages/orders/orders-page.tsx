import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ORDER_DELIVERIES,
  ORDER_STATES,
  type OrderTargetState,
  type StaffOrder,
  type StaffOrdersQuery,
} from '@clubportal/contract/staff-orders';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Field } from '../../../../components/ui/field';
import { FormAlert } from '../../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../../lib/error-message';
import { useMoveOrder, useStaffOrder, useStaffOrders } from '../../api/staff-orders';
import { StaffLoading } from '../../components/console-shell';
import { useStaffClub } from '../../components/staff-club';
import { StaffList } from '../../components/staff-list';
import { useSignedInStaff } from '../../components/staff-me';
import { StaffTable } from '../../components/staff-table';
import { orderMoves, unitsLeft } from '../../rules/order-moves';

const FILTERS = ['state', 'delivery', 'from', 'to', 'customer'] as const;

/** Money as the interface's language writes it in the order's currency. */
function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount);
}

/** An instant as the club's clock shows it, in the interface's language. */
function useWhen() {
  const { i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  return (instant: string) => format.format(new Date(instant));
}

/** The filters the address holds, as the list's query (an unknown state or delivery kind is left out). */
function filtersOf(params: URLSearchParams): StaffOrdersQuery {
  const state = ORDER_STATES.find((s) => s === params.get('state'));
  const delivery = ORDER_DELIVERIES.find((d) => d === params.get('delivery'));
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const customer = params.get('customer')?.trim() || undefined;
  return { state, delivery, from: day('from'), to: day('to'), customer };
}

/**
 * /staff/orders (`shop.read` or `orders.write`; moves need `orders.write`): the shop's orders by state, delivery kind,
 * days and customer; an order's lines, transport, address, payment and history, and the steps the rule allows next
 * (issue 33 §5). Each step mails the member.
 */
export function OrdersSection() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const orders = useStaffOrders(filters);
  const money = useMoney();
  const when = useWhen();
  const [open, setOpen] = useState<StaffOrder | null>(null);
  return (
    <section className="staff-page" aria-labelledby="orders-title">
      <h1 id="orders-title">{t('staff.sections.orders')}</h1>
      <form
        className="staff-filters"
        aria-label={t('staff.orders.filters')}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const f of FILTERS) {
            const value = String(data.get(f) ?? '').trim();
            if (value) next.set(f, value);
          }
          setParams(next);
        }}
      >
        <Field label={t('staff.orders.customerSearch')}>
          {(c) => <input type="search" name="customer" defaultValue={filters.customer ?? ''} {...c} />}
        </Field>
        <Field label={t('staff.orders.state')}>
          {(c) => (
            <select name="state" defaultValue={filters.state ?? ''} {...c}>
              <option value="">{t('staff.orders.anyState')}</option>
              {ORDER_STATES.map((s) => (
                <option key={s} value={s}>
                  {t(`staff.orders.states.${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.orders.delivery')}>
          {(c) => (
            <select name="delivery" defaultValue={filters.delivery ?? ''} {...c}>
              <option value="">{t('staff.orders.anyDelivery')}</option>
              {ORDER_DELIVERIES.map((d) => (
                <option key={d} value={d}>
                  {t(`staff.orders.deliveries.${d}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('staff.orders.from')}>{(c) => <input type="date" name="from" defaultValue={filters.from ?? ''} {...c} />}</Field>
        <Field label={t('staff.orders.to')}>{(c) => <input type="date" name="to" defaultValue={filters.to ?? ''} {...c} />}</Field>
        <div className="staff-filters__actions">
          <Button type="submit" variant="secondary">
            {t('staff.orders.apply')}
          </Button>
        </div>
      </form>
      <StaffList
        query={orders}
        rowsOf={(data) => data.orders}
        rowKey={(o) => o.id}
        caption={t('staff.sections.orders')}
        count={(count) => t('staff.orders.count', { count })}
        columns={[
          {
            header: t('staff.orders.number'),
            cell: (o) => (
              <button
                type="button"
                className="link-button"
                onClick={() => setOpen(o)}
                aria-label={t('staff.orders.open', { number: o.number })}
              >
                {o.number}
              </button>
            ),
            nowrap: true,
          },
          { header: t('staff.orders.date'), cell: (o) => when(o.date), nowrap: true },
          { header: t('staff.orders.customer'), cell: (o) => o.customerName || o.customerEmail },
          { header: t('staff.orders.delivery'), cell: (o) => t(`staff.orders.deliveries.${o.delivery}`) },
          { header: t('staff.orders.total'), cell: (o) => money(o.total, o.currency), nowrap: true },
          { header: t('staff.orders.state'), cell: (o) => t(`staff.orders.states.${o.state}`) },
        ]}
      />
      {open ? <OrderDialog id={open.id} number={open.number} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}

/** An order: what it holds, where it goes, what was paid, each move it made, and the steps it may take next. */
function OrderDialog({ id, number, onClose }: { id: number; number: string; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = useStaffOrder(id);
  const money = useMoney();
  const when = useWhen();
  const me = useSignedInStaff();
  const [notice, setNotice] = useState<string | null>(null);
  // Kept here, not in the move form: a refused move (409) reads the order again, which starts a new form.
  const [error, setError] = useState<string | null>(null);
  const order = answer.data?.order;
  const history = answer.data?.history ?? [];
  return (
    <Dialog open title={t('staff.orders.dialogTitle', { number })} onClose={onClose} size="md">
      {answer.isPending ? <StaffLoading /> : null}
      <FormAlert message={answer.isError ? apiErrorMessage(answer.error, t('messages.crash')) : null} />
      <div role="status">{notice ? <p className="form__notice">{notice}</p> : null}</div>
      {order ? (
        <div className="staff-order">
          <dl className="staff-facts">
            <dt>{t('staff.orders.state')}</dt>
            <dd>{t(`staff.orders.states.${order.state}`)}</dd>
            <dt>{t('staff.orders.date')}</dt>
            <dd>{when(order.date)}</dd>
            <dt>{t('staff.orders.customer')}</dt>
            <dd>{[order.customerName, order.customerEmail].filter(Boolean).join(' · ') || '–'}</dd>
            <dt>{t('staff.orders.delivery')}</dt>
            <dd>{t(`staff.orders.deliveries.${order.delivery}`)}</dd>
            <dt>{t('staff.orders.transport')}</dt>
            <dd>{order.transport || t('staff.orders.noTransport')}</dd>
            <dt>{t('staff.orders.address')}</dt>
            <dd>{order.address || '–'}</dd>
            <dt>{t('staff.orders.total')}</dt>
            <dd>{money(order.total, order.currency)}</dd>
            <dt>{t('staff.orders.paid')}</dt>
            <dd>
              {order.paymentMethod
                ? t('staff.orders.paidWith', { amount: money(order.paid, order.currency), method: order.paymentMethod })
                : money(order.paid, order.currency)}
            </dd>
          </dl>
          <h3 id={`order-${order.id}-lines`}>{t('staff.orders.lines')}</h3>
          <StaffTable
            rows={order.lines}
            rowKey={(l) => l.id}
            name={{ labelledBy: `order-${order.id}-lines` }}
            columns={[
              { header: t('staff.orders.article'), cell: (l) => (l.detail ? `${l.name} (${l.detail})` : l.name) },
              { header: t('staff.orders.units'), cell: (l) => l.units, nowrap: true },
              { header: t('staff.orders.returnedUnits'), cell: (l) => l.returned, nowrap: true },
              { header: t('staff.orders.amount'), cell: (l) => money(l.total, order.currency), nowrap: true },
            ]}
          />
          <h3>{t('staff.orders.history')}</h3>
          {history.length > 0 ? (
            <ol className="staff-order__history">
              {history.map((h) => (
                <li key={`${h.at}-${h.to}`}>
                  {t('staff.orders.historyEntry', {
                    at: when(h.at),
                    from: t(`staff.orders.states.${h.from}`),
                    to: t(`staff.orders.states.${h.to}`),
                    by: h.by,
                  })}
                  {h.note ? ` ${t('staff.orders.historyNote', { note: h.note })}` : ''}
                </li>
              ))}
            </ol>
          ) : (
            <p>{t('staff.orders.noHistory')}</p>
          )}
          {order.state === 'returned' ? (
            <p className="staff-order__refund">
              {t('staff.orders.refundSeparate')}{' '}
              {me.permissions.includes('refunds.write') ? (
                <Link to={`/staff/refunds?${new URLSearchParams({ search: order.number }).toString()}`}>
                  {t('staff.orders.refundLink', { number: order.number })}
                </Link>
              ) : null}
            </p>
          ) : null}
          {order.state === 'unpaid' ? <p>{t('staff.orders.unpaid')}</p> : null}
          <MoveForm
            key={order.state}
            order={order}
            moves={orderMoves(order, me.permissions)}
            error={error}
            onMoved={(text) => {
              setError(null);
              setNotice(text);
            }}
            onError={(text) => {
              setNotice(null);
              setError(text);
            }}
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * The steps the rule allows next, one button each: a note for the member (a tracking number when it is shipped),
 * and for a return the units of each line given back (all of them unless changed). The server's refusal is shown.
 */
function MoveForm({
  order,
  moves,
  error,
  onMoved,
  onError,
}: {
  order: StaffOrder;
  moves: OrderTargetState[];
  /** The last refusal (kept by the dialog: a refused move reads the order again, which starts a new form). */
  error: string | null;
  onMoved: (text: string) => void;
  onError: (text: string) => void;
}) {
  const { t } = useTranslation();
  const move = useMoveOrder();
  const [note, setNote] = useState('');
  const [units, setUnits] = useState<Record<number, number>>(() => Object.fromEntries(order.lines.map((l) => [l.id, unitsLeft(l)])));
  // Nothing to offer: the last refusal (a move made meanwhile elsewhere) stays in words.
  if (moves.length === 0) return <FormAlert message={error} />;
  const returning = moves.includes('returned');
  const returnable = order.lines.filter((l) => unitsLeft(l) > 0);
  const go = async (to: OrderTargetState) => {
    const lines =
      to === 'returned' ? returnable.map((l) => ({ lineId: l.id, units: units[l.id] ?? 0 })).filter((l) => l.units > 0) : undefined;
    if (lines && lines.length === 0) {
      onError(t('staff.orders.returnNone'));
      return;
    }
    try {
      await move.mutateAsync({ id: order.id, body: { from: order.state, to, note: note.trim(), ...(lines ? { lines } : {}) } });
      onMoved(t('staff.orders.moved', { number: order.number, state: t(`staff.orders.states.${to}`) }));
    } catch (failure) {
      onError(apiErrorMessage(failure, t('messages.crash')));
    }
  };
  return (
    <form
      className="form staff-order__move"
      aria-labelledby={`order-${order.id}-next`}
      noValidate
      onSubmit={(event) => event.preventDefault()}
    >
      <h3 id={`order-${order.id}-next`}>{t('staff.orders.next')}</h3>
      {returning && returnable.length > 0 ? (
        <fieldset className="staff-fieldset">
          <legend>{t('staff.orders.returnUnits')}</legend>
          {returnable.map((l) => (
            <Field key={l.id} label={t('staff.orders.returnUnitsOf', { name: l.detail ? `${l.name} (${l.detail})` : l.name })}>
              {(c) => (
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={unitsLeft(l)}
                  step={1}
                  value={units[l.id] ?? 0}
                  onChange={(event) =>
                    setUnits((u) => ({ ...u, [l.id]: Math.min(unitsLeft(l), Math.max(0, Math.trunc(Number(event.target.value) || 0))) }))
                  }
                  {...c}
                />
              )}
            </Field>
          ))}
        </fieldset>
      ) : null}
      <Field label={t(moves.includes('shipped') ? 'staff.orders.tracking' : 'staff.orders.note')}>
        {(c) => <input type="text" autoComplete="off" maxLength={300} value={note} onChange={(e) => setNote(e.target.value)} {...c} />}
      </Field>
      <FormAlert message={error} />
      <div className="staff-row-actions">
        {moves.map((to) => (
          <Button key={to} loading={move.isPending && move.variables?.body.to === to} disabled={move.isPending} onClick={() => void go(to)}>
            {t(`staff.orders.moveTo.${to}`)}
          </Button>
        ))}
      </div>
    </form>
  );
}
