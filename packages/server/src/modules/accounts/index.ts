/** The accounts module's public face: other modules and the app import only this file. */
export { authorizeCustomer, requireCustomer } from './access.service.js';
export {
  purgeExpiredAccessRecords,
  LOGIN_FAILURE_WINDOW_MINUTES,
  findCustomer,
  findLinkedChildren,
  type CustomerRow,
  type AccountDeps,
} from './accounts.service.js';
export {
  createCheckoutCustomer,
  isEmailRegistered,
  returningCheckoutGuest,
  createDependentCustomer,
  dependantCapReached,
  MAX_DEPENDANTS_PER_DAY,
} from './registration.service.js';
export { getBillingDetails } from './billing.service.js';
export { savedCardOf, savedCards, saveCard } from './payment-tokens.service.js';
export { setNewsletterTick, saveCheckoutNewsletterTick } from './profile.service.js';
// The staff console signs in with the members' password hashing and failed-login throttle (one rule).
export { hashPassword, verifyPassword, burnVerifyTime } from './passwords.js';
export { countRecentLoginFailures, recordLoginFailure, clearLoginFailures } from './customers.repository.js';
export { MAX_LOGIN_FAILURES, ACCOUNT_FAILURE_CEILING } from './accounts.service.js';
// The staff's CSV import of customers (issue 32 §7): who a row is and what it changes.
export { planCustomerImport, applyCustomerImport, type CustomerImportPlan } from './customer-import.service.js';
export { customerMatches, findStaffCustomers, searchStaffCustomers } from './staff-customer-lookup.js';
// The staff's erasure of a customer (issue 33 §4): the same anonymisation as a member's own deletion.
export { eraseCustomerData } from './customer-erasure.service.js';
// Merging two duplicates (issue 33 §4): the merged record retired, the kept one's identity completed.
export { applyMergedIdentity, retireMergedCustomer, type MergedIdentityChanges } from './customer-merging.service.js';
export { writeNewGroup, writeGroupMember, syncPassGroups, groupChoices, passGivenMembers } from './customer-groups.service.js';
export { createDeskCustomer, deskExistingCustomer, deskGuestCustomer } from './desk-customers.service.js';
// The answers to the club's own fields of the registration and add-a-child forms (dynamic-forms checks them).
export { formAnswersOf, writeFormAnswers, type FormAnswer } from './form-answers.repository.js';
export type { RegistrationAnswers } from './registration.service.js';
