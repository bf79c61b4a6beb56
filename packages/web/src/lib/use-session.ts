import { useSyncExternalStore } from 'react';
import { getSession, NO_SESSION, subscribeSession, type Session } from '../api/session';
import { getLoginRequest, LOGIN_CLOSED, subscribeLoginRequest, type LoginRequest } from '../api/login-request';

/**
 * What a server-rendered page shows: nobody logged in (the session lives in the browser's storage). While
 * React hydrates such a page it renders this too, then the stored session at once.
 */
const serverSession = () => NO_SESSION;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, serverSession);
}

/** The server never opens the login dialog. */
const serverLoginRequest = () => LOGIN_CLOSED;

export function useLoginRequest(): LoginRequest {
  return useSyncExternalStore(subscribeLoginRequest, getLoginRequest, serverLoginRequest);
}
