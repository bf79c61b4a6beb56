/** The reports module's public face (issue 33 §7): occupancy, revenue and debts; its routes are registered by the app. */
export { debtsReport, digestFigures, occupancyReport, revenueReport, type ReportsDeps } from './reports.service.js';
