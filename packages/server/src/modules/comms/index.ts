/** The comms module's public face: other modules and the app import only this file. */
export { getCustomerEmail, listCustomerComms } from './customer-comms.service.js';
export {
  queueCustomerEmail,
  type MailDeps,
  mailRecipientOf,
  mailRecipients,
  onePerInbox,
  type MailRecipient,
} from './customer-mail.service.js';
export { renderMail, type RenderedMail } from './mail-templates.js';
