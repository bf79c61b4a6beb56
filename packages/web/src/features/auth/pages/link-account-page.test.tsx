import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { hardNavigation } from '../../../lib/hard-navigation';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings } from '../../../test/fixtures';
import { describedText } from '../../../test/queries';
import { renderApp } from '../../../test/render';
import { LINK_FAILURE_REDIRECT_MS } from './link-account-page';

const CAUTH = '/api/publiccustomers/cauth';
const TARGETS = '/api/publiccustomers/link-account-targets';
const PARTNER = 'https://partner.example';
const model = { token: 'jwt', expiry: '2030-01-01T00:00:00.000Z', id: 5, logo: '', name: 'Lucía', surname: 'Gómez' };

/** The server's rule, as configured with PARTNER_ORIGINS=https://partner.example. */
const resolveTargets: Handler = (request) => {
  const url = new URL(request.url, window.location.origin);
  const base = (value: string | null) => {
    if (!value) return undefined;
    const u = new URL(value);
    return u.origin === PARTNER ? `${u.origin}${u.pathname}`.replace(/\/+$/, '') : null;
  };
  const [ok, ko] = [base(url.searchParams.get('urlOk')), base(url.searchParams.get('urlKo'))];
  if (ok === null || ko === null)
    return json({ ok: false, errorMsg: 'This link does not come from a partner of the club' }, { status: 400 });
  return json({ ok: true, model: { urlOk: ok ?? PARTNER, urlKo: ko ?? ok ?? PARTNER } });
};

function fakeServer(cauth: Handler = () => json({ ok: true, model })) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    [`GET ${TARGETS}`]: resolveTargets,
    [`POST ${CAUTH}`]: cauth,
  });
}

function setup(path: string, cauth?: Handler) {
  const server = fakeServer(cauth);
  const assign = vi.spyOn(hardNavigation, 'assign').mockImplementation(() => {});
  renderApp(path);
  return { server, assign, user: userEvent.setup() };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email = 'lucia@example.com', password = 'demo1234') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in and link' }));
}

describe('account-link login page', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (window as { Android?: unknown }).Android;
  });

  it("without token: 'wrong query string', no form", async () => {
    setup('/link-account?urlOk=https://partner.example');
    expect((await screen.findByRole('alert')).textContent).toBe('wrong query string');
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('shows the club logo (secure layout) and validates the login without storing a session', async () => {
    const bridge = { linkAccountResult: vi.fn() };
    (window as { Android?: unknown }).Android = bridge;
    const { server, assign, user } = setup('/link-account?token=partner-tok&urlOk=https://partner.example/cb/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Link your account');
    expect(document.querySelector('.secure-frame__header img')?.getAttribute('src')).toBe('/uploads/logo.svg');
    await logIn(user);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.example/cb/link-account-response/true'));
    expect(bridge.linkAccountResult).toHaveBeenCalledWith(true);
    expect(server.to(CAUTH)[0]?.body).toEqual({
      email: 'lucia@example.com',
      password: 'demo1234',
      externalToken: 'partner-tok',
      urlOk: 'https://partner.example/cb/',
      urlKo: null,
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.customer)).toBeNull();
  });

  it('a refused login shows the error, then reports false to urlKo', async () => {
    // The page's own delay runs on fake timers, moved past it below (advancing with real time for the rest).
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { assign, user } = setup('/link-account?token=t&urlOk=https://partner.example/ok&urlKo=https://partner.example/ko', () =>
      json({ ok: false, errorMsg: 'Invalid Email or Password' }, { status: 400 }),
    );
    await logIn(user, 'lucia@example.com', 'wrong');
    expect((await screen.findByRole('alert')).querySelector('p')?.textContent).toBe('Invalid Email or Password');
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(LINK_FAILURE_REDIRECT_MS));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://partner.example/ko/link-account-response/false'));
  });

  it('checks the email before calling the server', async () => {
    const { server, user } = setup('/link-account?token=t');
    await logIn(user, '600123123', 'x');
    await waitFor(() =>
      expect(describedText(screen.getByLabelText('Email'))).toBe(
        'The user name is your email. For security reasons the phone can no longer be used to log in. Please contact the centre if you need help.',
      ),
    );
    expect(server.to(CAUTH)).toHaveLength(0);
  });

  it('Close reports false to the default partner address when the link names none', async () => {
    const { assign, user } = setup('/link-account?token=t');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(assign).toHaveBeenCalledWith(`${PARTNER}/link-account-response/false`);
  });

  it('a link back to a site that is not a partner shows the refusal: no form, nothing sent, nowhere to go', async () => {
    const { server, assign } = setup('/link-account?token=attacker&urlOk=https://evil.example/x');
    expect((await screen.findByRole('alert')).textContent).toBe('This link does not come from a partner of the club');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(server.to(CAUTH)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });
});
