import type { APIRequestContext, Page } from '@playwright/test';
import { checkpoint, demo, expect, onPhone, openShell, test, type LoginModel } from './fixtures';

/**
 * Issue 30, section 1, as a member lives it at 390 and 1280 px: they pay for an activity at the sandbox
 * gateway (the checkout counts down the place kept, not a court), the success page sends them to their
 * activities, and there they cancel the sign-up and see what comes back and where. The two projects share
 * the run's database, so each is a member of its own (the demo member on the phone, a demo player on the
 * desktop); "Americano nocturno" is an activity no other journey signs up for.
 */

const ACTIVITY = 'Americano nocturno';

async function activityId(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/publicactivities/list?startRow=0&endRow=12&type=activity&status=upcoming');
  const found = ((await res.json()) as { model: { activities: Array<{ id: number; name: string }> } }).model.activities.find(
    (a) => a.name === ACTIVITY,
  );
  expect(found, ACTIVITY).toBeDefined();
  return (found as { id: number }).id;
}

/** Opens the tab as `who`: the session is stored before the app's scripts run (as fixtures' asMember does). */
async function logInAs(page: Page, request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/api/publiccustomers/cauth', { data: who });
  expect(res.ok(), await res.text()).toBe(true);
  const s = ((await res.json()) as { model: LoginModel }).model;
  await page.addInitScript((m) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('cc', JSON.stringify({ id: m.id, name: m.name, surname: m.surname, logo: m.logo, expiry: m.expiry }));
    localStorage.setItem('ctk', m.token);
  }, s);
}

test(
  'a member pays for an activity, finds it in My Bookings, cancels it and sees the refund',
  { tag: '@phone' },
  async ({ page, request }) => {
    test.slow();
    const path = `/activity/${await activityId(request)}`;
    await logInAs(page, request, onPhone() ? demo.member : { email: 'diego.navas@sierraverde.club', password: demo.member.password });
    await openShell(page, path);
    await page.getByRole('button', { name: 'Inscribirme' }).click();

    // The checkout speaks of the activity's place, not of a court.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-total')).toHaveText('8 €');
    await expect(page.getByRole('timer')).toHaveText(/^Plaza reservada \d+:\d\d$/);
    await expect(page.getByText(/Pista retenida/)).toHaveCount(0);
    await checkpoint(page, 'the activity in the checkout');
    await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
    const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
    if (!(await legal.isChecked())) await legal.check();
    await page.locator('.checkout__summary').getByRole('button').last().click();
    await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/cz\/ok$/);
    await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a mis reservas' })).toHaveCount(0);
    await checkpoint(page, 'paid');
    await page.getByRole('link', { name: 'Ver mis actividades' }).click();

    await expect(page).toHaveURL(/\/customer-bookings#my-activities$/);
    const mine = page.getByRole('region', { name: 'Mis actividades' });
    const item = mine.getByRole('listitem').filter({ hasText: ACTIVITY });
    await expect(item).toContainText('Pagada: 8 €');
    await expect(item).toContainText(
      /Si cancelas antes del \d\d\/\d\d\/\d{4} \d\d:\d\d te devolvemos 8\s€, por el mismo medio con el que pagaste\./,
    );
    await expect(mine).toBeInViewport();
    await checkpoint(page, 'the activity in My Bookings');

    await item.getByRole('button', { name: `Cancelar inscripción: ${ACTIVITY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar inscripción' });
    await expect(dialog).toContainText('Te devolveremos 8 € por el mismo medio con el que pagaste.');
    await checkpoint(page, 'asked before cancelling');
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();

    const done = mine.getByRole('status');
    await expect(done).toContainText(`Inscripción en ${ACTIVITY} cancelada.`);
    await expect(done).toContainText('Te devolvemos 8 € a Tarjeta (sandbox).');
    await expect(item).toHaveCount(0);
    await checkpoint(page, 'cancelled, with the refund');

    // The place is free again: the activity's page offers the sign-up anew.
    await openShell(page, path);
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
  },
);
