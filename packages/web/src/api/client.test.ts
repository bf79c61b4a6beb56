import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS, VERSION_HEADER } from '@clubportal/contract/http';
import { getLoginRequest } from './login-request';
import { json, stubFetch } from '../test/fetch-stub';
import { ApiError } from './api-error';
import { apiRequest } from './client';

const schema = z.object({ ok: z.literal(true), data: z.object({ value: z.number() }) });
const okAnswer = { ok: true, data: { value: 7 } };

function storeSession() {
  localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 5, name: 'Ana', surname: 'Ruiz', logo: '' }));
  localStorage.setItem(STORAGE_KEYS.token, 'token-123');
  localStorage.setItem(STORAGE_KEYS.cart, '[{"id":1}]');
}

function sessionKeys() {
  return [STORAGE_KEYS.customer, STORAGE_KEYS.token, STORAGE_KEYS.cart].map((key) => localStorage.getItem(key));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('the call was expected to fail');
}

describe('storage version rule', () => {
  it('stores the version on first sight and goes on', async () => {
    stubFetch({ 'GET /api/thing': () => json(okAnswer, { version: '4' }) });
    await expect(apiRequest('/api/thing', { schema })).resolves.toEqual(okAnswer);
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('4');
  });

  it('goes on when the version is the stored one, and sends it', async () => {
    localStorage.setItem(STORAGE_KEYS.version, '4');
    storeSession();
    const server = stubFetch({ 'GET /api/thing': () => json(okAnswer, { version: '4' }) });
    await expect(apiRequest('/api/thing', { schema })).resolves.toEqual(okAnswer);
    expect(server.requests[0]?.headers.get(VERSION_HEADER)).toBe('4');
    expect(sessionKeys().every((value) => value !== null)).toBe(true);
  });

  it('fails the call, stores the new version and logs out when the new version is above 0', async () => {
    localStorage.setItem(STORAGE_KEYS.version, '4');
    storeSession();
    stubFetch({ 'GET /api/thing': () => json(okAnswer, { version: '5' }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.kind).toBe('version');
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('5');
    expect(sessionKeys()).toEqual([null, null, null]);
  });

  it('fails the call but keeps the session when the new version is 0', async () => {
    localStorage.setItem(STORAGE_KEYS.version, '3');
    storeSession();
    stubFetch({ 'GET /api/thing': () => json(okAnswer, { version: '0' }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.kind).toBe('version');
    expect(localStorage.getItem(STORAGE_KEYS.version)).toBe('0');
    expect(sessionKeys().every((value) => value !== null)).toBe(true);
  });

  it('applies the rule to error answers too', async () => {
    localStorage.setItem(STORAGE_KEYS.version, '1');
    storeSession();
    stubFetch({ 'GET /api/thing': () => json({ ok: false, errorMsg: 'nope' }, { status: 400, version: '2' }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.kind).toBe('version');
    expect(sessionKeys()).toEqual([null, null, null]);
  });
});

describe('requests', () => {
  it('sends the bearer token when one is stored', async () => {
    storeSession();
    const server = stubFetch({ 'POST /api/thing': () => json(okAnswer) });
    await apiRequest('/api/thing', { method: 'POST', body: { a: 1 }, schema });
    const request = server.requests[0];
    expect(request?.headers.get('authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const server = stubFetch({ 'GET /api/thing': () => json(okAnswer) });
    await apiRequest('/api/thing', { schema, query: { count: 2, skip: undefined } });
    expect(server.requests[0]?.headers.has('authorization')).toBe(false);
    expect(server.requests[0]?.url.search).toBe('?count=2');
  });
});

describe('errors', () => {
  it('401 clears the local session and asks for login returning to the current path', async () => {
    window.history.replaceState(null, '', '/customer-orders?page=2');
    storeSession();
    stubFetch({ 'GET /api/thing': () => json({ ok: false, errorMsg: 'Unauthorized' }, { status: 401 }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.status).toBe(401);
    expect(sessionKeys()).toEqual([null, null, null]);
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/customer-orders?page=2' });
  });

  it('a 401 on a call that expects it (login) is just an answer', async () => {
    storeSession();
    stubFetch({ 'POST /api/thing': () => json({ ok: false, errorMsg: 'Bad credentials' }, { status: 401 }) });
    const error = await failure(apiRequest('/api/thing', { method: 'POST', body: {}, schema, unauthorizedIsAnswer: true }));
    expect(error.errorMsg).toBe('Bad credentials');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-123');
    expect(getLoginRequest().open).toBe(false);
  });

  it('turns ok:false into an error carrying errorMsg and redirect', async () => {
    stubFetch({ 'GET /api/thing': () => json({ ok: false, errorMsg: 'Change your password', redirect: true }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error).toMatchObject({ kind: 'http', status: 200, errorMsg: 'Change your password', redirect: true });
  });

  it('turns a non-2xx answer into an error carrying errorMsg', async () => {
    stubFetch({ 'GET /api/thing': () => json({ ok: false, errorMsg: 'Too many requests' }, { status: 429 }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error).toMatchObject({ kind: 'http', status: 429, errorMsg: 'Too many requests' });
  });

  it('rejects an answer that breaks the contract schema', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'GET /api/thing': () => json({ ok: true, data: { value: 'seven' } }) });
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.kind).toBe('invalid-response');
    expect(consoleError).toHaveBeenCalled();
  });

  it('reports a network failure as such', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(apiRequest('/api/thing', { schema }));
    expect(error.kind).toBe('network');
  });
});

describe('interface language', () => {
  it('asks the server to word its messages in the chosen language', async () => {
    const { changeLanguage } = await import('../i18n');
    await changeLanguage('fr-FR');
    const server = stubFetch({ 'GET /api/thing': () => json(okAnswer) });
    await apiRequest('/api/thing', { schema });
    expect(server.requests[0]?.headers.get('Accept-Language')).toBe('fr-FR');
    await changeLanguage('es-ES');
  });
});
