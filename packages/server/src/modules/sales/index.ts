/** The sales module's public face: other modules and the app import only this file. */
export { purgeExpiredDocumentLinks } from './documents.service.js';
export {
  holdStillHolds,
  holdUntil,
  DEFAULT_BOOKING_HOLD_MINUTES,
  holdStillHoldsSql,
  holdInstantPassedSql,
  holdLiveUntilSql,
  holdRanOutSql,
  CHECKOUT_HOLD_MINUTES,
} from './sale-holds.js';
export { holdReleaseRegistry, HoldTakenMeanwhile, releaseRanOutHolds, type HoldReleaser, type HoldReleaseDeps } from './hold-release.js';
export {
  createSale,
  cancelUnpaidSale,
  cancelSale,
  getSales,
  unusedSaleNumber,
  saleOpenForPayment,
  salesToPay,
  sharedDeadlinePassed,
  type SaleToPay,
  extendSaleHold,
  saleStockLines,
  recordSalePayment,
  repriceUnpaidSale,
} from './sales.service.js';
export { clubTextsOfFees } from './fees.service.js';
export { writeNewFee, writeFeeEnd } from './fee-admin.service.js';
export { chargeFeeNow, runDueFees } from './fee-run.service.js';
