/** The exports module's public face (issue 32 §7): the staff's CSV exports; its routes are registered by the app. */
export { startExport, type ExportFile } from './exports.service.js';
