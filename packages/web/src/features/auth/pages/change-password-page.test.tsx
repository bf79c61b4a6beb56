import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@clubportal/contract/http';
import { json, stubFetch, type Handler } from '../../../test/fetch-stub';
import { demoSettings, emptyTemplate } from '../../../test/fixtures';
import { describedText, labelledText } from '../../../test/queries';
import { renderApp } from '../../../test/render';

const CHANGE = '/api/publiccustomers/reset-password-by-old-json';

function fakeServer(change: Handler) {
  return stubFetch({
    'GET /api/czconfigs/main-settings': () => json({ ok: true, data: demoSettings }),
    'GET /api/czconfigs/template': () => json({ ok: true, data: emptyTemplate }),
    'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    'GET /api/fileuploads/open-list': () => json({ ok: true, data: [] }),
    [`POST ${CHANGE}`]: change,
  });
}

async function openPage() {
  localStorage.setItem(STORAGE_KEYS.customer, JSON.stringify({ id: 42, name: 'Ana', surname: 'Ruiz', logo: '' }));
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  renderApp('/changePass');
  const current = await screen.findByLabelText('Current password');
  return {
    user: userEvent.setup(),
    current,
    next: screen.getByLabelText('New password'),
    submit: screen.getByRole('button', { name: 'Save new password' }),
  };
}

describe('change password page', () => {
  it("needs both ('Required') and a new password of 5 or more ('Minimun length is 5')", async () => {
    const server = fakeServer(() => json({ ok: true }));
    const { user, current, next, submit } = await openPage();
    await user.click(submit);
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await user.type(current, 'old');
    await user.type(next, 'abcd');
    await user.click(submit);
    await waitFor(() => expect(describedText(next)).toBe('Minimun length is 5'));
    expect(describedText(current)).toBeNull();
    expect(server.to(CHANGE)).toHaveLength(0);
  });

  it("shows the server's 'Wrong password', then 'Data modified!' with the right one", async () => {
    const server = fakeServer(({ body }) =>
      (body as { plainOldPass: string }).plainOldPass === 'right'
        ? json({ ok: true })
        : json({ ok: false, errorMsg: 'Wrong password' }, { status: 400 }),
    );
    const { user, current, next, submit } = await openPage();
    await user.type(current, 'wrong');
    await user.type(next, 'brand-new');
    await user.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong password');

    await user.clear(current);
    await user.type(current, 'right');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Data modified!'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.to(CHANGE)[1]?.body).toEqual({ customerId: 42, plainOldPass: 'right', plainNewPass: 'brand-new' });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('is behind the login guard', async () => {
    fakeServer(() => json({ ok: true }));
    renderApp('/changePass');
    expect(labelledText(await screen.findByRole('dialog'))).toBe('Log in');
  });
});
