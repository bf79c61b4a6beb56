/** The dynamic-forms module's public face: other modules and the app import only this file. */
export { hasForm, getFormDef, storeUpload, validateAnswers, type UploadedFile, checkLookupAnswers } from './dynamic-forms.service.js';
export { ensureStandardForms } from './standard-forms.js';
export { chooseForm, listFormsOf } from './form-choice.service.js';
export { formClubOf, writeNewForm, type FormOwners } from './form-admin.service.js';
export { clubTextsOfForms, clubTextsOfFormFields, clubTextsOfFormOptions } from './form-texts.service.js';
