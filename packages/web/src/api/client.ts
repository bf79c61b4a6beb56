import type { z } from 'zod';
import { STORAGE_KEYS, VERSION_HEADER } from '@clubportal/contract/http';
import { clearSession, getToken } from './session';
import { currentPath, requestLogin } from './login-request';
import { i18n } from '../i18n';
import { ApiError } from './api-error';

/**
 * The one HTTP client of the portal. Every call:
 * - sends the stored bearer token (`ctk`), the stored storage version and the interface language;
 * - checks the answer's storage version (spec section 4): first sight stores it; a change stores the new
 *   one, fails the call and, when the new version is above 0, logs the customer out;
 * - on 401 clears the local session and opens the login dialog returning to the current path;
 * - turns non-2xx and `ok: false` answers into an ApiError carrying the server's `errorMsg`;
 * - validates JSON answers against the contract schema.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type SendOptions = {
  method?: HttpMethod;
  query?: QueryParams;
  /** JSON-serialisable value, or FormData for multipart calls. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * For calls where a 401 is an answer, not an expired session (the login call itself): no session
   * clearing and no login dialog.
   */
  unauthorizedIsAnswer?: boolean;
};

/**
 * The answer's contract schema, or a loader of it. Calls that run on every first page (settings, template,
 * menu) pass a loader (`() => import('@clubportal/contract/settings').then((m) => m.x)`): zod then loads only
 * when such a call is really made, and the first page, which reads those answers from the boot data, ships
 * without it.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export type RequestOptions<S extends z.ZodType> = SendOptions & { schema: SchemaSource<S> };

/** How a request reaches the API: the browser's fetch, or the server's own loopback while it renders a page. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** Server rendering: answer the app's calls in-process instead of over the network. */
export function setTransport(next: Transport): void {
  transport = next;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the version rule cannot persist; the call itself still works.
  }
}

export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** Applies the storage-version rule; throws when the call must be treated as failed. */
function checkStorageVersion(response: Response): void {
  const incoming = response.headers.get(VERSION_HEADER);
  if (incoming === null) return;
  const stored = readStorage(STORAGE_KEYS.version);
  if (stored === null) {
    writeStorage(STORAGE_KEYS.version, incoming);
    return;
  }
  if (stored === incoming) return;
  writeStorage(STORAGE_KEYS.version, incoming);
  if (Number(incoming) > 0) clearSession();
  throw new ApiError({ kind: 'version', status: response.status, errorMsg: 'Storage version changed' });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFields(body: unknown): { errorMsg: string; redirect: boolean } {
  if (body && typeof body === 'object') {
    const { errorMsg, redirect } = body as { errorMsg?: unknown; redirect?: unknown };
    return { errorMsg: typeof errorMsg === 'string' ? errorMsg : '', redirect: redirect === true };
  }
  return { errorMsg: '', redirect: false };
}

/** Sends the request with the session's headers; a 401 logs out and asks for the login. */
async function send(path: string, options: SendOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const version = readStorage(STORAGE_KEYS.version);
  if (version !== null) headers.set(VERSION_HEADER, version);
  // The server words its messages in the interface language, not the browser's.
  if (i18n.language) headers.set('Accept-Language', i18n.language);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError({ kind: 'network', errorMsg: cause instanceof Error ? cause.message : String(cause) });
  }

  checkStorageVersion(response);

  if (response.status === 401 && !options.unauthorizedIsAnswer) {
    const body401 = await readJson(response);
    clearSession();
    requestLogin(currentPath());
    throw new ApiError({ kind: 'http', status: 401, ...errorFields(body401), body: body401 });
  }
  return response;
}

/** A JSON call validated against `schema`; resolves with the parsed `ok: true` answer. */
export async function apiRequest<S extends z.ZodType>(path: string, options: RequestOptions<S>): Promise<z.infer<S>> {
  const response = await send(path, options);
  const json = await readJson(response);

  if (!response.ok || (json && typeof json === 'object' && (json as { ok?: unknown }).ok === false)) {
    throw new ApiError({ kind: 'http', status: response.status, ...errorFields(json), body: json });
  }

  const schema = typeof options.schema === 'function' ? await options.schema() : options.schema;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error.issues);
    throw new ApiError({ kind: 'invalid-response', status: response.status, body: json });
  }
  return parsed.data;
}

/** A file the API sends (PDF...): its bytes and the name from Content-Disposition. */
export type DownloadedFile = { blob: Blob; fileName: string; contentType: string };

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * A file download (spec section 7: "pdf responses download as files"), with the same session, version and
 * 401 rules as JSON calls. A JSON answer or an error status fails with the server's `errorMsg`.
 */
export async function apiDownload(path: string, options: SendOptions & { fallbackName: string }): Promise<DownloadedFile> {
  const response = await send(path, options);
  const contentType = response.headers.get('content-type') ?? '';
  if (!response.ok || contentType.includes('application/json')) {
    const json = await readJson(response);
    throw new ApiError({ kind: 'http', status: response.status, ...errorFields(json), body: json });
  }
  const blob = await response.blob();
  return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName), contentType };
}
