import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { refundInfoSchema } from '@clubportal/contract/bookings';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePriceFormatter } from '../../../lib/format';

export type RefundInfo = z.infer<typeof refundInfoSchema>;

/** After a cancel: what goes back and where (spec: refund popup listing infoReturns.amounts). */
export function RefundDialog({ refund, onClose }: { refund: RefundInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  const price = usePriceFormatter();
  return (
    <Dialog open={refund !== null && refund.amounts.length > 0} title={t('myBookings.refundTitle')} onClose={onClose}>
      <p className="refund__lead">{t('myBookings.refundLead')}</p>
      <table className="refund__table">
        <caption className="sr-only">{t('myBookings.refundTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('myBookings.paymentMethod')}</th>
            <th scope="col" className="num">
              {t('myBookings.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {refund?.amounts.map((line, index) => (
            <tr key={index}>
              <td>{line.paymentMethod}</td>
              {/* Sessions go back as sessions: "1 session", not their money value. */}
              <td className="num">{line.sessions ? t('myBookings.refundSessions', { count: line.sessions }) : price(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="refund__actions">
        <Button onClick={onClose}>{t('common.close')}</Button>
      </div>
    </Dialog>
  );
}
