import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MySignUp, MySignUps } from '@clubportal/contract/activities';
import { storeSession } from '../../../test/customer-fixtures';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderRoutes } from '../../../test/render';
import { MyActivities } from './my-activities';

const signUp = (over: Partial<MySignUp> = {}): MySignUp => ({
  id: 1,
  activityId: 12,
  name: 'Volley clinic',
  start: '2030-06-20T16:00:00.000Z',
  end: '2030-06-20T18:00:00.000Z',
  poster: '',
  customerId: 7,
  customerName: 'Ana Ruiz',
  state: 'confirmed',
  paid: 25,
  cancel: { open: true, until: '2030-06-19T16:00:00.000Z', refund: 25, refundPercent: 100 },
  ...over,
});

function renderMine(model: () => MySignUps, extra: Parameters<typeof stubFetch>[0] = {}) {
  storeSession();
  const api = stubFetch({ 'GET /api/publicactivities/customer-signups/7': () => json({ ok: true, model: model() }), ...extra });
  renderRoutes([{ path: '/customer-bookings', element: <MyActivities /> }], '/customer-bookings');
  return api;
}

describe("My Bookings' My activities", () => {
  it('lists each sign-up with what cancelling refunds and until when, and places in line', async () => {
    renderMine(() => ({
      signUps: [
        signUp(),
        signUp({
          id: 2,
          activityId: 13,
          name: 'Summer camp',
          customerId: 8,
          customerName: 'Tomas Ruiz',
          state: 'held',
          paid: 0,
          cancel: { open: true, until: '2030-07-01T08:00:00.000Z', refund: 0, refundPercent: 100 },
        }),
        signUp({
          id: 3,
          activityId: 14,
          name: 'Tournament',
          cancel: { open: false, until: '2030-06-01T08:00:00.000Z', refund: 0, refundPercent: 100 },
        }),
        signUp({
          id: 4,
          activityId: 16,
          name: 'Open day',
          paid: 0,
          start: '2030-07-02T08:00:00.000Z',
          cancel: { open: true, until: '2030-07-02T08:00:00.000Z', refund: 0, refundPercent: 100 },
        }),
      ],
      waitlists: [
        {
          activityId: 15,
          name: 'Night league',
          start: '2030-06-25T18:00:00.000Z',
          customerId: 7,
          customerName: 'Ana Ruiz',
          position: 2,
          offerExpiresAt: null,
        },
      ],
    }));
    const section = await screen.findByRole('region', { name: 'My activities' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Paid: 25\u00a0€');
    expect(items[0]?.textContent).toContain('Cancel before 19/06/2030 18:00 and we refund 25\u00a0€, the way you paid.');
    expect(items[1]?.textContent).toContain('For Tomas Ruiz');
    expect(items[1]?.textContent).toContain('Payment pending');
    expect(items[1]?.textContent).toContain('It is in your cart: pay it, or remove it from the cart to give the place back.');
    expect(within(items[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[2]?.textContent).toContain('It can no longer be cancelled: the deadline was 01/06/2030 10:00.');
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[3]?.textContent).toContain('Free');
    expect(items[3]?.textContent).toContain('You can cancel until 02/07/2030 10:00.');
    expect(items[4]?.textContent).toContain('You are number 2 in line');
    expect(within(section).getByRole('link', { name: 'Volley clinic' }).getAttribute('href')).toBe('/activity/12');
  });

  it('cancels a paid sign-up after asking, and says what comes back and where', async () => {
    let cancelled = false;
    const api = renderMine(() => ({ signUps: cancelled ? [] : [signUp()], waitlists: [] }), {
      'POST /api/publicactivities/withdraw/12/7': () => {
        cancelled = true;
        return json({ ok: true, infoReturns: { amounts: [{ paymentMethod: 'Card (sandbox)', amount: 25 }] } });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel sign-up: Volley clinic' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Cancel your sign-up for Volley clinic (20/06/2030 18:00)?');
    expect(dialog.textContent).toContain('We will refund 25\u00a0€ the way you paid.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Sign-up for Volley clinic cancelled.We refund 25\u00a0€ to Card (sandbox).');
    expect(api.to('/api/publicactivities/withdraw/12/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel sign-up: Volley clinic' })).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps the sign-up", async () => {
    renderMine(() => ({ signUps: [signUp()], waitlists: [] }), {
      'POST /api/publicactivities/withdraw/12/7': () =>
        json({ ok: false, errorMsg: 'This sign-up could be cancelled until 2030-06-19 18:00: ask the club' }, { status: 409 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel sign-up: Volley clinic' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel' }));
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toContain('ask the club');
  });

  it('leaves a waitlist', async () => {
    let left = false;
    const api = renderMine(
      () => ({
        signUps: [],
        waitlists: left
          ? []
          : [
              {
                activityId: 15,
                name: 'Night league',
                start: '2030-06-25T18:00:00.000Z',
                customerId: 7,
                customerName: 'Ana Ruiz',
                position: 1,
                offerExpiresAt: '2030-06-20T10:00:00.000Z',
              },
            ],
      }),
      {
        'POST /api/publicactivities/waitlist/leave/15/7': () => {
          left = true;
          return json({ ok: true });
        },
      },
    );
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'My activities' });
    expect(section.textContent).toContain('Place kept for you until 12:00');
    expect(within(section).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/activity/15');
    await user.click(within(section).getByRole('button', { name: 'Leave the waitlist: Night league' }));
    expect((await screen.findByRole('status')).textContent).toBe('You left the waitlist of Night league.');
    expect(api.to('/api/publicactivities/waitlist/leave/15/7')).toHaveLength(1);
  });

  it('stays out of the way of a member who signed up for nothing', async () => {
    const api = renderMine(() => ({ signUps: [], waitlists: [] }));
    await waitFor(() => expect(api.to('/api/publicactivities/customer-signups/7')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'My activities' })).toBeNull();
  });
});
