import type { z } from 'zod';
import { ApiError } from '../../../api/api-error';
import { buildUrl, type QueryParams } from '../../../api/client';
import { i18n } from '../../../i18n';

/**
 * The staff console's HTTP client. Not the portal's: a staff session is the HttpOnly cookie the server sets
 * (sent with `credentials: 'same-origin'`, never a token in storage), and a 401 means "sign in to the console",
 * not the members' login dialog. Refusals carry the server's sentence (`errorMsg`) in an ApiError.
 */
/** `body` is sent as JSON, or as it is when it is a FormData (a file upload: the browser writes the multipart). */
type Options<S extends z.ZodType> = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown; query?: QueryParams; schema: S };

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function staffRequest<S extends z.ZodType>(path: string, options: Options<S>): Promise<z.infer<S>> {
  const headers = new Headers({ Accept: 'application/json' });
  if (i18n.language) headers.set('Accept-Language', i18n.language);
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network', errorMsg: cause instanceof Error ? cause.message : String(cause) });
  }
  const json = await readJson(response);
  if (!response.ok || (json && typeof json === 'object' && (json as { ok?: unknown }).ok === false)) {
    const errorMsg = json && typeof json === 'object' ? (json as { errorMsg?: unknown }).errorMsg : undefined;
    throw new ApiError({ kind: 'http', status: response.status, errorMsg: typeof errorMsg === 'string' ? errorMsg : '', body: json });
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiError({ kind: 'invalid-response', status: response.status, body: json });
  }
  return parsed.data;
}

/** The call was refused because no staff session is signed in (or it ended). */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A desk edit refused because the booking changed since the desk saw it (issue 33 §8): 409 with `changed`, what it is
 * now. The sentence (`errorMsg`) says it in the staff member's language; the caller reads what it shows again.
 */
export const isStaleEdit = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  'changed' in (error.body as Record<string, unknown>);
