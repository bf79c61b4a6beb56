import { optionalText } from './validation.js';

/**
 * Where a club image is: '' for none, an https address, a file of the club's uploads (`/uploads/<name>`, what a
 * staff photo upload answers), or such a file by its bare name (as the demo's and older rows have them). Never
 * `javascript:`, `//elsewhere` or a path outside the uploads.
 */
export const isImageAddress = (v: string): boolean =>
  v === '' || /^https:\/\/\S+$/.test(v) || /^\/uploads\/[\w.-]+$/.test(v) || /^[\w-][\w.-]*$/.test(v);

/** An image address field, at most 500 characters, refused with the editor's own sentence. */
export const imageAddress = (error: string) => optionalText(500).refine(isImageAddress, { error });
