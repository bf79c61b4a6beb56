import type { APIRequestContext } from '@playwright/test';
import { checkpoint, expect, memberLogin, noSeriousViolations, test, type LoginModel } from './fixtures';
import { demoDesk, demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §3, at the door: the desk (a tablet, 768 px) reads the demo member's card QR typed into the scanner's
 * field (as a handheld scanner types it), sees who it is, their pass and today's booking, checks them in, revokes
 * the code and sees it refused; the manager (a laptop, 1280 px) sets the club's no-show rule and reads the
 * no-shows per customer. The member's booking is this journey's own: a held tennis court late today.
 */
const CLUB_ZONE = 'Europe/Madrid';
const bearer = (m: LoginModel) => ({ authorization: `Bearer ${m.token}` });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date());
type Court = { id: number; timeTable: Array<{ start: string; durations: number[] }> };

/** The member holds the last free tennis hour of today (a held booking: the desk sees it, unpaid). */
async function bookToday(request: APIRequestContext, m: LoginModel) {
  const types = (
    (await (await request.get('/api/publicbookings/booking-types-list')).json()) as { model: Array<{ id: number; name: string }> }
  ).model;
  const tennis = types.find((t) => t.name === 'Tenis')!;
  const list = await request.post('/api/publicbookings/list', {
    headers: bearer(m),
    data: { date: today(), bookingTypeId: tennis.id, customerId: m.id },
  });
  const courts = ((await list.json()) as { model: { list: Court[] } }).model.list;
  const free = courts.flatMap((court) => court.timeTable.filter((s) => s.durations.includes(60)).map((slot) => ({ court, slot })));
  expect(free.length, `a free tennis hour later today (${today()}): this journey needs the club open after now`).toBeGreaterThan(0);
  const { court, slot } = free.sort((a, b) => a.slot.start.localeCompare(b.slot.start)).at(-1)!;
  const held = await request.post('/api/publicbookings/prebook', {
    headers: bearer(m),
    data: {
      booking: { customerId: m.id, bookingTypeId: tennis.id, duration: 60, paymentType: 'Full', origin: 'web' },
      blocks: [{ resourceId: court.id, startDate: slot.start, duration: 60, noOnline: false }],
      customerIsParticipant: true,
      isMultiple: false,
      players: [],
    },
  });
  expect(held.ok(), await held.text()).toBe(true);
}

test('the desk checks a member in by their card QR, revokes it, and the manager sets the no-show rule', async ({ page, request }) => {
  test.slow(); // several axe runs on a shared machine
  const m = await memberLogin(request);
  // The member's card QR, as their phone shows it (the card page asks the same address).
  const qr = await request.get('/api/publicaccesscontrol/qr', { headers: bearer(m) });
  expect(qr.ok(), await qr.text()).toBe(true);
  const code = ((await qr.json()) as { model: { content: string } }).model.content;
  await bookToday(request, m);

  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoDesk);
  await expect(page.getByRole('navigation', { name: 'Consola' })).toBeVisible();
  await openSection(page, 'Puerta');
  await expect(page.getByRole('heading', { level: 1, name: 'Puerta' })).toBeVisible();
  await checkpoint(page, 'the door at 768');
  await noSeriousViolations(page, 'door at 768');

  // A handheld scanner types the code and presses Enter.
  const field = page.getByRole('textbox', { name: 'Carné o código de acceso' });
  await field.fill(code);
  await field.press('Enter');
  const card = page.getByRole('article', { name: /Lucía/ });
  await expect(card.getByRole('heading', { level: 2, name: /Lucía/ })).toBeVisible();
  await expect(card).toContainText('Carné de socio');
  await expect(card.getByRole('list').first()).toContainText(/Abono|Temporada|Season/);
  const booking = card.locator('.staff-door__booking').filter({ hasText: 'Tenis' }).last();
  await expect(booking).toBeVisible();
  const checkIn = booking.getByRole('button', { name: /^Registrar la entrada de Lucía/ });
  if (await checkIn.isVisible()) await checkIn.click();
  await expect(booking.getByText(/^Entró a las \d{1,2}:\d{2} \(lo registró /)).toBeVisible();
  await expect(booking.getByRole('button', { name: /^Deshacer la entrada de Lucía/ })).toBeVisible();
  await checkpoint(page, 'the member checked in at 768');
  await noSeriousViolations(page, 'scanned card at 768');

  // The member reports the phone lost: the desk revokes the code, and a scan of it is refused.
  await card.getByRole('button', { name: 'Revocar este código' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Revocar este código?' });
  await expect(dialog).toContainText('dejará de abrir las puertas');
  await checkpoint(page, 'revoking the code');
  await dialog.getByRole('button', { name: 'Revocar este código' }).click();
  await expect(card.getByText('Revocado: este código ya no abre ninguna puerta')).toBeVisible();
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Este código se revocó: ya no abre la puerta' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await checkpoint(page, 'the revoked code refused at 768');
  await noSeriousViolations(page, 'refused code at 768');

  // A laptop: the manager makes a no-show cost 5 € and reads the no-shows per customer.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);
  await expect(page.getByRole('banner')).toContainText(demoManager.name);
  await openSection(page, 'Puerta');
  const rule = page.getByRole('form', { name: 'Cuando un jugador no se presenta' });
  await rule.getByRole('radio', { name: 'Cobrar una penalización' }).check();
  await rule.getByRole('spinbutton', { name: /^Penalización/ }).fill('5');
  await rule.getByRole('button', { name: 'Guardar la regla' }).click();
  await expect(rule.getByText('Regla guardada')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Cuando un jugador no se presenta' }).getByRole('spinbutton', { name: /^Penalización/ }),
  ).toHaveValue('5');
  await expect(page.getByRole('heading', { level: 2, name: 'No presentados' })).toBeVisible();
  await checkpoint(page, 'the no-show rule at 1280');
  await noSeriousViolations(page, 'door at 1280');
  // Back to a flag only, as the demo club had it.
  const again = page.getByRole('form', { name: 'Cuando un jugador no se presenta' });
  await again.getByRole('radio', { name: 'Solo marcarlo' }).check();
  await again.getByRole('button', { name: 'Guardar la regla' }).click();
  await expect(again.getByText('Regla guardada')).toBeVisible();
});
