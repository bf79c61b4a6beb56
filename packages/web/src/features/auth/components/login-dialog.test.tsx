import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { json, stubFetch } from '../../../test/fetch-stub';
import { describedText } from '../../../test/queries';
import { renderWithSettings } from '../../../test/render';
import { LoginDialog } from './login-dialog';

const CAUTH = '/api/publiccustomers/cauth';
const RESET = '/api/publiccustomers/reset-password-request-cz';

function renderDialog() {
  const onClose = vi.fn();
  const onLoggedIn = vi.fn();
  renderWithSettings(<LoginDialog open onClose={onClose} onLoggedIn={onLoggedIn} />);
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  return { dialog, onClose, onLoggedIn, user: userEvent.setup() };
}

describe('login dialog', () => {
  it('is a labelled modal dialog with focus inside', () => {
    const { dialog } = renderDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Email'));
  });

  it('refuses a user name without "@" before calling the server', async () => {
    const server = stubFetch({});
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByLabelText('Email'), '600123123');
    await user.type(within(dialog).getByLabelText('Password'), 'secret');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(describedText(within(dialog).getByLabelText('Email'))).toBe(
        'The user name is your email. For security reasons the phone can no longer be used to log in. Please contact the centre if you need help.',
      ),
    );
    expect(server.requests).toHaveLength(0);
  });

  it("shows the server's errorMsg when the login fails", async () => {
    stubFetch({ [`POST ${CAUTH}`]: () => json({ ok: false, errorMsg: 'Account blocked' }, { status: 401 }) });
    const { dialog, user, onLoggedIn } = renderDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Account blocked');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("falls back to 'Invalid Email or Password'", async () => {
    stubFetch({ [`POST ${CAUTH}`]: () => json({ ok: false, errorMsg: '' }) });
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid Email or Password');
    // The member types the password again: the focus is back on it, its text selected.
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    expect(document.activeElement).toBe(password);
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'wrong'.length]);
  });

  it('stores the session and reports success', async () => {
    stubFetch({
      [`POST ${CAUTH}`]: () =>
        json({ ok: true, model: { token: 'jwt', expiry: '2030-01-01T00:00:00Z', id: 31, logo: '', name: 'Ana', surname: 'Ruiz' } }),
    });
    const { dialog, user, onLoggedIn } = renderDialog();
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.customer) ?? 'null')).toEqual({
      id: 31,
      name: 'Ana',
      surname: 'Ruiz',
      logo: '',
      expiry: '2030-01-01T00:00:00Z',
    });
  });

  it('switches to reset mode when the server answers redirect: true, then confirms the request', async () => {
    const server = stubFetch({
      [`POST ${CAUTH}`]: () => json({ ok: false, errorMsg: 'You must set a new password', redirect: true }),
      [`POST ${RESET}`]: () => json({ ok: true, customerStatus: 'active' }),
    });
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'old');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    const resetDialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(resetDialog).getByRole('status').textContent).toBe('You must set a new password');
    expect((within(resetDialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await user.click(within(resetDialog).getByRole('button', { name: 'Send reset link' }));

    await waitFor(() =>
      expect(within(resetDialog).getByRole('status').querySelector('p')?.textContent).toBe(
        'We have sent you an email with a link to reset your password. Please check your inbox.',
      ),
    );
    expect(server.to(RESET)[0]?.body).toEqual({ email: 'ana@example.com', language: 'en-US' });
  });

  it('opens the reset form with the way in when the account is locked by guesses from many addresses (429)', async () => {
    const message = 'Too many failed attempts on this account. To log in now, reset your password: we will email you a link.';
    stubFetch({ [`POST ${CAUTH}`]: () => json({ ok: false, errorMsg: message, redirect: true }, { status: 429 }) });
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'right');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const resetDialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(within(resetDialog).getByRole('status').textContent).toBe(message);
  });

  it("tells a 'temp' customer that the account is not activated yet", async () => {
    stubFetch({ [`POST ${RESET}`]: () => json({ ok: true, customerStatus: 'temp' }) });
    const { dialog, user } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const resetDialog = screen.getByRole('dialog', { name: 'Reset your password' });
    await user.type(within(resetDialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(resetDialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(within(resetDialog).getByRole('status').querySelector('p')?.textContent).toBe(
        'Your account is not activated yet. Please check your email inbox with a link to activate your account and log-in.',
      ),
    );
  });

  it('closes with Escape', async () => {
    const { onClose, user } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog, user } = renderDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const forgot = within(dialog).getByRole('button', { name: 'Forgot your password?' });
    forgot.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(forgot);
  });
});
