import { describe, expect, it, vi } from 'vitest';
import { pollPaymentStatus, type PaymentStatus } from './status-polling';

const answers = (...list: PaymentStatus[]) => {
  const ask = vi.fn(async () => list.shift() ?? { ok: false, retry: true });
  return ask;
};
const retry = { ok: false, retry: true };

describe('payment status polling (spec: 1 per second, 10 retries)', () => {
  it('is paid as soon as the server says ok', async () => {
    const wait = vi.fn(async () => {});
    const ask = answers(retry, retry, { ok: true, retry: false });
    expect(await pollPaymentStatus(ask, { wait })).toBe('paid');
    expect(ask).toHaveBeenCalledTimes(3);
    expect(wait).toHaveBeenCalledTimes(2);
    expect(wait).toHaveBeenCalledWith(1000);
  });

  it('gives up after the first ask and 10 retries', async () => {
    const wait = vi.fn(async () => {});
    const ask = answers();
    expect(await pollPaymentStatus(ask, { wait })).toBe('not-paid');
    expect(ask).toHaveBeenCalledTimes(11);
    expect(wait).toHaveBeenCalledTimes(10);
  });

  it('stops at once when the server says no retry, or does not answer', async () => {
    const wait = vi.fn(async () => {});
    expect(await pollPaymentStatus(answers({ ok: false, retry: false }), { wait })).toBe('not-paid');
    expect(await pollPaymentStatus(() => Promise.reject(new Error('offline')), { wait })).toBe('not-paid');
    expect(wait).not.toHaveBeenCalled();
  });

  it('stops asking once the page is left', async () => {
    const controller = new AbortController();
    const ask = vi.fn(async () => retry);
    const wait = vi.fn(async () => controller.abort());
    expect(await pollPaymentStatus(ask, { wait, signal: controller.signal })).toBe('aborted');
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
