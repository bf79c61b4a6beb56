import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffProduct, StockMovement } from '@clubportal/contract/staff-shop';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { apiErrorMessage } from '../../../lib/error-message';
import { useChangeStock } from '../api/staff-products';
import { useStaffClub } from './staff-club';
import { StaffTable } from './staff-table';

/** An amount in the product's currency, in the interface language. */
export function useMoneyFormat(): (amount: number, currency: string) => string {
  const { i18n } = useTranslation();
  return useCallback(
    (amount, currency) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount),
    [i18n.language],
  );
}

/** Receive units, or adjust with a reason (the server refuses a count below zero with a sentence). */
function StockChange({ product, kind }: { product: StaffProduct; kind: 'receive' | 'adjust' }) {
  const { t } = useTranslation();
  const change = useChangeStock();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <form
      className="form staff-stock-change"
      aria-label={t(`staff.stock.${kind}Title`)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const quantity = Number(data.get('quantity'));
        const reason = String(data.get('reason') ?? '').trim();
        setError(null);
        setDone(null);
        if (!Number.isInteger(quantity) || quantity === 0 || (kind === 'receive' && quantity < 0))
          return setError(t('staff.stock.quantityInvalid'));
        if (kind === 'adjust' && !reason) return setError(t('staff.stock.reasonRequired'));
        change.mutate(
          { id: product.id, kind, quantity, reason },
          {
            onSuccess: (a) => {
              form.reset();
              setDone(t('staff.stock.done', { stock: a.product.stock }));
            },
            onError: (e) => setError(apiErrorMessage(e, t('messages.crash'))),
          },
        );
      }}
    >
      <h3>{t(`staff.stock.${kind}Title`)}</h3>
      <Field label={t(kind === 'receive' ? 'staff.stock.units' : 'staff.stock.change')} required>
        {(c) => <input type="number" name="quantity" inputMode="numeric" step="1" {...(kind === 'receive' ? { min: 1 } : {})} {...c} />}
      </Field>
      <Field label={t(kind === 'receive' ? 'staff.stock.note' : 'staff.stock.reason')} required={kind === 'adjust'}>
        {(c) => <input type="text" name="reason" maxLength={300} autoComplete="off" {...c} />}
      </Field>
      <FormAlert message={error} />
      <div role="status">{done ? <p className="form__notice">{done}</p> : null}</div>
      <Button type="submit" variant="secondary" loading={change.isPending && change.variables?.kind === kind}>
        {t(`staff.stock.${kind}`)}
      </Button>
    </form>
  );
}

/** The stock panel: the count, receive and adjust, and the ledger (latest first). */
export function StockPanel({ product, movements, canWrite }: { product: StaffProduct; movements: StockMovement[]; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useStaffClub();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone });
  return (
    <section className="staff-stock" aria-labelledby="stock-title">
      <h2 id="stock-title">{t('staff.stock.title', { stock: product.stock })}</h2>
      {product.trackStock ? null : <p>{t('staff.stock.notCounted')}</p>}
      {product.trackStock && !product.archived && canWrite ? (
        <div className="staff-stock__actions">
          <StockChange product={product} kind="receive" />
          <StockChange product={product} kind="adjust" />
        </div>
      ) : null}
      <h3>{t('staff.stock.ledger')}</h3>
      {movements.length === 0 ? <p>{t('staff.stock.noMovements')}</p> : null}
      {movements.length > 0 ? (
        <StaffTable
          rows={movements}
          rowKey={(m) => m.id}
          name={{ caption: t('staff.stock.ledger') }}
          rowHeader={false}
          columns={[
            { header: t('staff.stock.when'), cell: (m) => when.format(new Date(m.at)), nowrap: true },
            { header: t('staff.stock.kind'), cell: (m) => t(`staff.stock.kinds.${m.kind}`) },
            { header: t('staff.stock.quantity'), cell: (m) => (m.quantity > 0 ? `+${m.quantity}` : m.quantity) },
            { header: t('staff.stock.after'), cell: (m) => m.stockAfter },
            {
              header: t('staff.stock.reasonColumn'),
              cell: (m) => (m.saleId !== null ? t('staff.stock.sale', { id: m.saleId }) : m.reason),
            },
            { header: t('staff.stock.who'), cell: (m) => m.actor },
          ]}
        />
      ) : null}
    </section>
  );
}
