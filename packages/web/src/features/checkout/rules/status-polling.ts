import { STATUS_POLL_INTERVAL_MS, STATUS_POLL_RETRIES } from '@clubportal/contract/checkout';

export type PaymentStatus = { ok: boolean; retry: boolean };

type PollOptions = {
  retries?: number;
  intervalMs?: number;
  /** Waits between asks (tests pass one that resolves at once). */
  wait?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec "Payment status polling": ask; ok is paid; while the server says retry, ask again each second, at
 * most 10 more times; anything else (not ok, no retry, retries used up, no answer) is not paid.
 */
export async function pollPaymentStatus(
  ask: () => Promise<PaymentStatus>,
  { retries = STATUS_POLL_RETRIES, intervalMs = STATUS_POLL_INTERVAL_MS, wait = sleep, signal }: PollOptions = {},
): Promise<'paid' | 'not-paid' | 'aborted'> {
  for (let attempt = 0; ; attempt += 1) {
    if (signal?.aborted) return 'aborted';
    let answer: PaymentStatus;
    try {
      answer = await ask();
    } catch {
      return signal?.aborted ? 'aborted' : 'not-paid';
    }
    if (answer.ok) return 'paid';
    if (!answer.retry || attempt >= retries) return 'not-paid';
    await wait(intervalMs);
  }
}
