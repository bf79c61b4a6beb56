import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Activity, ActivityDetail } from '@clubportal/contract/activities';
import { CustomerStatus } from '@clubportal/contract/enums';
import { closeLogin, getLoginRequest } from '../../../api/login-request';
import { saveSession } from '../../../api/session';
import { demoCustomer } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { anActivity } from '../../../test/activity-fixtures';
import { ActivityPage } from './activity-page';

const detail = (over: Partial<Activity> = {}, extra: Partial<ActivityDetail> = {}) =>
  json({
    ok: true,
    model: anActivity(over),
    hasCustomSignUp: false,
    alreadyIn: false,
    waitlist: { position: null, offerExpiresAt: null },
    ...extra,
  });

/** The member's family as the server answers it: by default no children (nobody else to sign up). */
const family = (children: Array<{ id: number; name: string; surname: string; status: number }> = []) =>
  json({ ok: true, model: demoCustomer({ id: 4, name: 'Lucía', surname: 'Martín', children }) });

function renderActivity(addToCart = vi.fn(() => ({ ok: true as const }))) {
  const { router } = renderRoutes(
    [
      { path: '/activity/:id', element: <ActivityPage addToCart={addToCart} /> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    '/activity/7',
  );
  return { router, addToCart };
}

describe('activity page', () => {
  it('shows the activity with the default poster, and a visitor’s Sign Up opens the login popup', async () => {
    closeLogin();
    stubFetch({
      'GET /api/publicactivities/7': () => detail(),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    const heading = await screen.findByRole('heading', { name: 'Torneo de otoño' });
    expect(heading.textContent).toBe('Torneo de otoño');
    expect(screen.getByRole('img', { name: 'Torneo de otoño' }).getAttribute('src')).toBe('/img/activity-default.png');
    expect(screen.getByText('Cuadro por categorías.').textContent).toBe('Cuadro por categorías.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(getLoginRequest()).toEqual({ open: true, returnTo: '/activity/7' });
  });

  it('has no Sign Up when online sign-up is off', async () => {
    stubFetch({
      'GET /api/publicactivities/7': () => detail({ onlineSignUp: false }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    await screen.findByRole('heading', { name: 'Torneo de otoño' });
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });

  it('signs the member up directly: Sign Up Done!, then Already In!', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    let signedUp = false;
    const api = stubFetch({
      'GET /api/publicactivities/7/4': () => detail({ price: 0 }, { alreadyIn: signedUp }),
      'GET /api/publiccustomers/4': () => family(),
      'POST /api/publicactivities/inscription': () => {
        signedUp = true;
        return json({ ok: true, model: null, errorMsg: '' });
      },
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sign Up Done!');
    expect(api.to('/api/publicactivities/inscription')[0]?.body).toEqual({ customerId: 4, id: 7 });
    expect(screen.getByText('Already In!').textContent).toBe('Already In!');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });

  it('shows the server’s refusal', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicactivities/7/4': () => detail(),
      'GET /api/publiccustomers/4': () => family(),
      'POST /api/publicactivities/inscription': () =>
        json({ ok: false, errorMsg: 'This activity is full: you can join its waitlist' }, { status: 409 }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This activity is full: you can join its waitlist');
  });

  it('puts a paid sign-up’s sale in the cart and goes to the checkout', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    const sale = { saleId: 90, saleNumber: 'ACT2026-1', title: 'Torneo de otoño', total: 15, cancelUrl: 'publicactivities/cancel/7/4' };
    stubFetch({
      'GET /api/publicactivities/7/4': () => detail(),
      'GET /api/publiccustomers/4': () => family(),
      'POST /api/publicactivities/inscription': () => json({ ok: true, model: sale, errorMsg: '' }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    const { router, addToCart } = renderActivity();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByText('Checkout page')).textContent).toBe('Checkout page');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(addToCart).toHaveBeenCalledWith(sale);
  });

  it('signs a child up through the custom form: the confirmation names the child, and the parent can still sign up themselves', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    // The fake server keeps who is in: the page asks whether the parent (4) is.
    const signedUp = new Set<string>();
    const api = stubFetch({
      'GET /api/publicactivities/7/4': () => detail({ price: 0 }, { hasCustomSignUp: true, alreadyIn: signedUp.has('4') }),
      'GET /api/dynamicforms/form-def/Activity/7': () =>
        json({
          ok: true,
          model: {
            id: 3,
            parentName: 'Activity',
            parentId: 7,
            title: 'Tournament sign-up',
            legalChecks: false,
            fields: [
              {
                id: 11,
                name: 'shirt',
                label: 'Shirt size',
                value: '',
                required: true,
                inputType: 'Picklist',
                col1: 12,
                col2: 12,
                columnDef: 'S,M,L',
                headerName: '',
              },
            ],
          },
        }),
      'GET /api/publiccustomers/4': () =>
        json({
          ok: true,
          model: demoCustomer({
            id: 4,
            name: 'Lucía',
            surname: 'Martín',
            children: [
              { id: 9, name: 'Leo', surname: 'Martín', status: 0 },
              { id: 10, name: 'Ana', surname: 'Martín', status: 1 },
            ],
          }),
        }),
      'POST /api/dynamicforms/save': async () => {
        const body = vi.mocked(fetch).mock.calls.at(-1)?.[1]?.body as FormData;
        signedUp.add(String(body.get('customerId')));
        return json({ ok: true, model: null });
      },
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    const user = userEvent.setup();
    renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    let dialog = await screen.findByRole('dialog', { name: 'Tournament sign-up' });
    const who = await within(dialog).findByLabelText('Who is signing up?');
    // Only active children can be signed up.
    expect([...who.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Lucía Martín', 'Leo Martín']);
    await user.selectOptions(who, '9');
    await user.selectOptions(within(dialog).getByLabelText(/Shirt size/), 'M');
    const readsBefore = api.to('/api/publicactivities/7/4').length;
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sign Up Done! You signed up Leo Martín: you can sign up someone else too.',
    );
    const call = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/api/dynamicforms/save'));
    expect(api.to('/api/dynamicforms/save')).toHaveLength(1);
    const body = call?.[1]?.body as FormData;
    expect(body.get('parentName')).toBe('Activity');
    expect(body.get('parentId')).toBe('7');
    expect(body.get('customerId')).toBe('9');
    expect(JSON.parse(String(body.get('fields')))).toEqual([{ id: 11, name: 'shirt', value: 'M' }]);
    // The page asks the server again where the parent stands: not in, so Sign Up stays.
    await waitFor(() => expect(api.to('/api/publicactivities/7/4').length).toBeGreaterThan(readsBefore));
    expect(screen.queryByText('Already In!')).toBeNull();

    // The parent signs up themselves next: now they are in.
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.queryByRole('status')).toBeNull();
    dialog = await screen.findByRole('dialog', { name: 'Tournament sign-up' });
    expect((await within(dialog).findByLabelText<HTMLSelectElement>('Who is signing up?')).value).toBe('4');
    await user.selectOptions(within(dialog).getByLabelText(/Shirt size/), 'L');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sign Up Done!');
    expect(screen.getByText('Already In!').textContent).toBe('Already In!');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    expect(api.to('/api/dynamicforms/save')).toHaveLength(2);
    expect([...signedUp]).toEqual(['9', '4']);
  });

  it('asks a parent who a form-less activity is for, starting on the child when it is meant for children', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'Martín', logo: '' }, 'token');
    const signedUp = new Set<number>();
    const api = stubFetch({
      'GET /api/publicactivities/7/4': () => detail({ price: 0, forChildren: true }, { alreadyIn: signedUp.has(4) }),
      'GET /api/publiccustomers/4': () =>
        family([
          { id: 9, name: 'Leo', surname: 'Martín', status: CustomerStatus.Active },
          { id: 10, name: 'Ana', surname: 'Martín', status: CustomerStatus.NotActivated },
        ]),
      'POST /api/publicactivities/inscription': (request) => {
        signedUp.add((request.body as { customerId: number }).customerId);
        return json({ ok: true, model: null, errorMsg: '' });
      },
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    const user = userEvent.setup();
    renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    const who = within(dialog).getByLabelText<HTMLSelectElement>('Who is signing up?');
    // The member and their activated child only; a children's activity starts on the child.
    expect([...who.options].map((o) => o.textContent)).toEqual(['Lucía Martín', 'Leo Martín']);
    expect(who.value).toBe('9');
    expect(api.to('/api/publicactivities/inscription')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Sign Up Done! You signed up Leo Martín: you can sign up someone else too.',
    );
    expect(api.to('/api/publicactivities/inscription')[0]?.body).toEqual({ customerId: 9, id: 7 });

    // Then the parent themself, and once in, they may still sign up someone else (only the child is offered).
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const again = await screen.findByRole('dialog', { name: 'Sign Up' });
    await user.selectOptions(within(again).getByLabelText('Who is signing up?'), '4');
    await user.click(within(again).getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Sign Up Done!');
    expect(screen.getByText('Already In!').textContent).toBe('Already In!');
    await user.click(screen.getByRole('button', { name: 'Sign up someone else' }));
    const other = await screen.findByRole('dialog', { name: 'Sign Up' });
    expect([...within(other).getByLabelText<HTMLSelectElement>('Who is signing up?').options].map((o) => o.textContent)).toEqual([
      'Leo Martín',
    ]);
  });

  it('puts a member on a full activity’s waitlist and shows their number', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    let position: number | null = null;
    const api = stubFetch({
      'GET /api/publicactivities/7/4': () => detail({ placesLeft: 0 }, { waitlist: { position, offerExpiresAt: null } }),
      'POST /api/publicactivities/waitlist': () => {
        position = 3;
        return json({ ok: true, model: { position, offerExpiresAt: null } });
      },
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    const user = userEvent.setup();
    renderActivity();
    expect((await screen.findByText('This activity is full.')).textContent).toBe('This activity is full.');
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect((await screen.findByText(/^You are number 3 on the waitlist/)).textContent).toBe(
      'You are number 3 on the waitlist: we will email you if a place frees up.',
    );
    expect(api.to('/api/publicactivities/waitlist')[0]?.body).toEqual({ customerId: 4, id: 7 });
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  it('offers a freed place kept for the member until its time, with Sign Up', async () => {
    saveSession({ id: 4, name: 'Lucía', surname: 'M', logo: '' }, 'token');
    stubFetch({
      'GET /api/publicactivities/7/4': () =>
        detail({ placesLeft: 0 }, { waitlist: { position: 1, offerExpiresAt: '2036-10-01T10:30:00.000Z' } }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    expect((await screen.findByText(/^A place has freed up/)).textContent).toMatch(
      /^A place has freed up and is kept for you until \d\d:30\.$/,
    );
    expect(screen.getByRole('button', { name: 'Sign Up' }).textContent).toBe('Sign Up');
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  it('says so when the activity cannot be loaded', async () => {
    stubFetch({
      'GET /api/publicactivities/7': () => json({ ok: false, errorMsg: 'boom' }, { status: 500 }),
      'GET /api/cztextblocks/list-with-users': () => json({ ok: true, data: [] }),
    });
    renderActivity();
    expect((await screen.findByRole('alert')).textContent).toBe('Oops! Tecnical problems. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Torneo de otoño' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
  });
});
