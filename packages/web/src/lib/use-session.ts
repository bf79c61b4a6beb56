import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../api/session';
import { getLoginRequest, subscribeLoginRequest, type LoginRequest } from '../api/login-request';

/**
 * What a server-rendered page shows: nobody logged in (the session lives in the browser's storage). While
 * React hydrates such a page it renders this too, then the stored session at once.
 */
const SERVER_SESSION: Session = { customer: null, token: null };
const serverSession = () => SERVER_SESSION;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, serverSession);
}

/** The server never opens the login dialog. */
const SERVER_LOGIN_REQUEST: LoginRequest = { open: false, returnTo: null };
const serverLoginRequest = () => SERVER_LOGIN_REQUEST;

export function useLoginRequest(): LoginRequest {
  return useSyncExternalStore(subscribeLoginRequest, getLoginRequest, serverLoginRequest);
}
