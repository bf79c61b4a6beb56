import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** True when a string anywhere in the value (object keys included) holds a NUL character. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Text with a NUL character (`%00` in a path, `\u0000` in JSON) is refused at the edge with a 400 on both
 * dialects: PostgreSQL cannot store it and answered such a request with a 500 (the reliability suite's fuzz:
 * `GET /api/dynamicforms/form-def/%00/0`), SQLite would have stored it.
 */
export const noNulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.params) || hasNul(request.query) || hasNul(request.body)) throw new AppError('bad_request', 'textHasNulCharacter');
  });
});
