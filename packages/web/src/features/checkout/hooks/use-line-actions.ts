import { useState } from 'react';
import type { CartResult, CheckoutCartControls } from '../checkout-types';
import type { LineActions } from '../components/checkout-lines';
import type { VoucherChoice } from '../rules/voucher-choice';

/** The basket's buttons: each cart change in turn, its refusal shown in the page's alert. */
export function useLineActions(
  controls: CheckoutCartControls,
  showAlert: (message: string | null) => void,
  chooseVoucher: (choice: VoucherChoice | null) => void,
) {
  const [lineBusy, setLineBusy] = useState(false);
  async function lineAction(action: () => Promise<CartResult> | CartResult | void) {
    setLineBusy(true);
    showAlert(null);
    try {
      const result = await action();
      if (result && !result.ok) showAlert(result.message);
    } finally {
      setLineBusy(false);
    }
  }
  const actions: LineActions = {
    increment: (id) => void lineAction(() => controls.increment(id)),
    decrement: (id) => void lineAction(() => controls.decrement(id)),
    setUnits: (id, text) => void lineAction(() => controls.setUnits(id, text)),
    removeItem: (id) => void lineAction(() => controls.removeItem(id)),
    removeSale: (id) => void lineAction(() => controls.removeSale(id)),
    chooseVoucher: (saleId, voucherId) => {
      showAlert(null);
      chooseVoucher(voucherId === null ? null : { saleId, voucherId });
    },
  };
  return { lineBusy, actions };
}
