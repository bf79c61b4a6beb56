import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { NewsletterForm } from './newsletter-form';

afterEach(() => {
  vi.useRealTimers();
});

describe('newsletter form', () => {
  it("sends the email with the consent, says 'Submitting...' meanwhile, then asks to confirm from the mail", async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubFetch({ 'POST /api/newsletter/subscribe': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithSettings(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('button', { name: /Submitting\.\.\./ })).textContent).toContain('Submitting...');
    expect(api.to('/api/newsletter/subscribe')[0]?.body).toEqual({ email: 'ana@example.com', acceptConditions: true });
    answer(json({ ok: true }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Almost done! Check your inbox and follow the link to confirm your subscription.',
    );
  });

  it('sends nothing without the consent or a valid email', async () => {
    const api = stubFetch({ 'POST /api/newsletter/subscribe': () => json({ ok: true }) });
    renderWithSettings(<NewsletterForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByText(/legal conditions/)).textContent).toBe('Please accept our legal conditions');
    expect(api.requests).toHaveLength(0);
  });

  it("shows 'Server error: ...' with the server's words for 4 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({ 'POST /api/newsletter/subscribe': () => json({ ok: false, errorMsg: 'Too many requests, try later' }, { status: 429 }) });
    renderWithSettings(<NewsletterForm />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error: Too many requests, try later');
    await act(() => vi.advanceTimersByTimeAsync(3900));
    expect(screen.queryByRole('alert')?.textContent).toBe('Server error: Too many requests, try later');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
