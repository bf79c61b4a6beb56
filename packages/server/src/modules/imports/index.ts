/** The imports module's public face (issue 32 §7): the staff's CSV imports; its routes are registered by the app. */
export { importCustomers } from './customer-import.service.js';
