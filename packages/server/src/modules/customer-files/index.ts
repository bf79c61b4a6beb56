/** The customer-files module's public face (its routes are registered by app.ts from customer-files.routes.ts). */
export { customerProfile, exportCustomer, eraseCustomer, searchCustomers, type CustomerFilesDeps } from './customer-files.service.js';
