import { z } from 'zod';

/** The largest id a database integer column holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

const positiveDecimal = /^[1-9][0-9]{0,9}$/;
const nonNegativeDecimal = /^(?:0|[1-9][0-9]{0,9})$/;
const notAnId = 'must be a positive whole number';

/**
 * An id in a path, query or multipart text part: plain decimal digits only. `5e0`, `0x5`, ` 5`, `05`,
 * `5.0` and the empty string are refused (z.coerce.number would take them all).
 */
export const idParam = z
  .string()
  .regex(positiveDecimal, { error: notAnId })
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID, { error: notAnId }));

/** Like idParam, also accepting 0 (the "no parent" of form definitions). */
export const idOrZeroParam = z
  .string()
  .regex(nonNegativeDecimal, { error: 'must be a whole number' })
  .transform(Number)
  .pipe(z.number().int().max(MAX_ID, { error: 'must be a whole number' }));

/** An id in a JSON body: a positive integer within the database's range. */
export const idNumber = z.number({ error: notAnId }).int({ error: notAnId }).positive({ error: notAnId }).max(MAX_ID, { error: notAnId });
