import { STAFF_SESSION_HOURS } from '@clubportal/contract/staff';

/**
 * The staff session cookie: HttpOnly (no script reads it), Secure, SameSite=Strict (no other site's page
 * sends it), Path=/. Over https it takes the `__Host-` prefix, which browsers accept only from a secure
 * origin without a Domain. Secure is kept over http too: browsers still store it for http://localhost (a
 * secure context), so a development server works, while a plain-http production install does not sign staff
 * in at all rather than send their session in clear.
 */
export function staffCookieName(publicUrl: string): string {
  return publicUrl.startsWith('https://') ? '__Host-staff_session' : 'staff_session';
}

export function sessionCookie(publicUrl: string, token: string): string {
  return `${staffCookieName(publicUrl)}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${STAFF_SESSION_HOURS * 3600}`;
}

export function clearedCookie(publicUrl: string): string {
  return `${staffCookieName(publicUrl)}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;
}

/** The session token from a Cookie header, if any. */
export function cookieToken(publicUrl: string, header: string | undefined): string | undefined {
  const name = staffCookieName(publicUrl);
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
