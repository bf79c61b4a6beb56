/**
 * Messages for developers (malformed requests, technical refusals): English in every language, spread into
 * each language's catalogue.
 */
export const developerMessages = {
  checkoutGuidReused: 'This basket was already checked out with other contents: start a new basket',
  voucherOneSale: 'A voucher pays one sale at a time: send one sale id or the product lines alone',
  paymentNotFound: 'No payment matches this notification',
  cardTokenMissing: 'The card was not tokenised: send its token as tpvOnlineInfoTemp',
  paymentAmountMismatch: 'The notified amount or currency does not match the payment',
  notificationRefused: 'The notification could not be verified',
  customFieldUnknown: 'Unknown custom field {id}',
  /** A list of field problems ("Label: message; ..."), each translated on its own. */
  invalidInput: '{details}',
  parentRequired: 'ParentCustomerId is required to add a dependent customer',
  multipartRequired: 'Send the form as multipart/form-data',
  malformedMultipart: 'The multipart body is malformed',
  unexpectedFile: 'Unexpected file for {field}',
  formFieldsMalformed: 'fields must be a JSON array of { id, name, value }',
  formNotSubmittableHere: 'This form cannot be submitted here',
  pathBodyIdMismatch: 'The customer id of the path and the body differ',
  settingsMissing: 'The club has no {section} settings yet',
  settingsInvalid: "The club's {section} settings are invalid",
  settingsNotSaved: 'The {section} settings were not saved: {problems}',
  databaseUnreachable: 'The database is not reachable',
  oneClickBodyRequired: 'A one-click unsubscribe posts the body List-Unsubscribe=One-Click (RFC 8058)',
  lookupNotFound: 'There is no such list',
  fieldProblem: '{field}: {details}',
  resultsNotDisputed: 'This result is not disputed',
  rowWindowReversed: 'endRow must be greater than startRow',
  rowWindowTooWide: 'At most {pageSize} rows per call (endRow - startRow)',
};
