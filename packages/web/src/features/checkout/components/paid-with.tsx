import { useTranslation } from 'react-i18next';
import type { PaidWith } from '@clubportal/contract/checkout';
import { usePriceFormatter } from '../../../lib/format';

/** What paid (issue 19): each voucher with its sessions or money, the card's charge, what is left to pay at the club. */
export function PaidWithList({ paidWith }: { paidWith: PaidWith }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  if (paidWith.length === 0) return null;
  return (
    <div className="payment-result__means">
      <h2 className="payment-result__subtitle">{t('paymentResult.paidWith')}</h2>
      <ul>
        {paidWith.map((p) => (
          <li key={`${p.kind}-${p.name}`}>
            {p.kind === 'sessions'
              ? t('paymentResult.sessionsUsed', { name: p.name, count: p.sessions ?? 0 })
              : p.kind === 'club'
                ? t('paymentResult.atClub', { price: price(p.amount ?? 0) })
                : t('paymentResult.moneyUsed', { name: p.name, price: price(p.amount ?? 0) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
