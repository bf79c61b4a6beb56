import { createHmac } from 'node:crypto';

/**
 * What the club's door controller or QR reader checks for a booking: its id and an HMAC of it and its
 * start under the server's secret, so every instance gives the same code and a moved booking a new one.
 */
export function accessCode(secret: string, b: { id: number; starts_at: string }): string {
  const mac = createHmac('sha256', secret).update(`turnstile:${b.id}:${b.starts_at}`).digest('base64url').slice(0, 22);
  return `${b.id}.${mac}`;
}
