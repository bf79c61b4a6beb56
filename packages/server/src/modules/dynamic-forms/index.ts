/** The dynamic-forms module's public face: other modules and the app import only this file. */
export { hasForm, getFormDef, storeUpload, validateAnswers, type UploadedFile, checkLookupAnswers } from './dynamic-forms.service.js';
export { ensureStandardForms } from './standard-forms.js';
export { chooseForm, listFormsOf } from './form-choice.service.js';
export { formClubOf, writeNewForm } from './form-admin.service.js';
export type { FormOwners } from './form-owners.js';
export { checkRegistrationAnswers } from './standard-form-answers.service.js';
export { clubTextsOfForms, clubTextsOfFormFields, clubTextsOfFormOptions } from './form-texts.service.js';
