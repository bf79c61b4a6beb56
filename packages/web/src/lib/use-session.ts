import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../api/session';
import { getLoginRequest, subscribeLoginRequest, type LoginRequest } from '../api/login-request';

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useLoginRequest(): LoginRequest {
  return useSyncExternalStore(subscribeLoginRequest, getLoginRequest, getLoginRequest);
}
