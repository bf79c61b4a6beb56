/** The vouchers module's public face: other modules and the app import only this file. */
export {
  createVoucher,
  recordVoucherMovement,
  spendableVouchers,
  spendVoucher,
  paidByVoucher,
  refundToVoucher,
  returnSessions,
} from './vouchers.service.js';
