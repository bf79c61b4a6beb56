import type { APIRequestContext, Page } from '@playwright/test';
import { localToInstant } from '@clubportal/contract/club-time';
import type { DeskDay } from '@clubportal/contract/staff-desk';
import { expect, openShell } from './fixtures';

/** The demo club's staff (README): the owner, the manager and the front desk, same password. */
export const demoOwner = { email: 'dueno@sierraverde.club', password: 'demo-staff-1234', name: 'Marta Dueñas' };
export const demoManager = { email: 'gerente@sierraverde.club', password: 'demo-staff-1234', name: 'Lucas Gerente' };
export const demoDesk = { email: 'recepcion@sierraverde.club', password: 'demo-staff-1234' };

/** Signs in on /staff/login (in Spanish, the device's language) with the keyboard alone: type, Tab, type, Enter. */
export async function staffSignIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/staff/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar en la consola' })).toBeVisible();
  await page.getByLabel('Correo electrónico').focus();
  await page.keyboard.type(who.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(who.password);
  await page.keyboard.press('Enter');
}

/**
 * Opens a console section from the navigation, as staff would: on a desk tablet the sections sit behind the
 * one-line menu button, which is opened first; on a laptop the sidebar shows them all.
 */
export async function openSection(page: Page, name: string) {
  await (await showSections(page)).getByRole('link', { name, exact: true }).click();
}

/** The console's navigation with its sections in view (the tablet's menu opened), ready to be read or clicked. */
export async function showSections(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Consola' });
  // The shell first: on the tablet its menu button comes with it, and isVisible() does not wait.
  await nav.waitFor();
  const menu = nav.locator('button[aria-expanded="false"]');
  if (await menu.isVisible()) await menu.click();
  return nav;
}

/** The demo shop's tin of balls: nothing to send (collected at the club), in stock, paid by card. */
export const BALLS = 'Bote de pelotas de pádel (3)';

async function productId(request: APIRequestContext, name: string): Promise<number> {
  const gridStatus = encodeURIComponent(JSON.stringify({ search: name }));
  const res = await request.get(`/api/shop/list?startRow=0&endRow=30&gridStatus=${gridStatus}`);
  const found = ((await res.json()) as { data: Array<{ id: number; name: string }> }).data.find((p) => p.name === name);
  expect(found, name).toBeDefined();
  return (found as { id: number }).id;
}

/** A guest buys one tin of balls in the shop, registering at checkout, and pays it on the sandbox card gateway. */
export async function guestBuysBalls(
  page: Page,
  request: APIRequestContext,
  buyer: { name: string; surname: string; email: string; phone: string; address: string },
) {
  const field = (label: string) => page.getByLabel(new RegExp(`^${label}(\\s\\*)?$`));
  await openShell(page, `/shop/${await productId(request, BALLS)}`);
  await page.getByRole('button', { name: 'Añadir al carrito', exact: true }).click();
  await expect(page.getByText('Añadido a tu carrito')).toBeVisible();
  await page.locator('.mini-cart__toggle:visible').click();
  await page.getByRole('region', { name: 'Tu carrito' }).getByRole('link', { name: 'Finalizar compra' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
  const values: Array<[string, string]> = [
    ['Nombre', buyer.name],
    ['Apellidos', buyer.surname],
    ['Correo electrónico', buyer.email],
    ['Teléfono', buyer.phone],
    ['Dirección', buyer.address],
    ['Código postal', '28260'],
    ['Ciudad', 'Galapagar'],
    ['Provincia', 'Madrid'],
    ['País', 'España'],
    ['Contraseña', 'secreta123'],
    ['Repite la contraseña', 'secreta123'],
  ];
  for (const [label, value] of values) await field(label).fill(value);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  await page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' }).check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await expect(page.getByRole('heading', { name: 'Sandbox card gateway' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
}

/** The demo club's zone: "today" is its calendar day. */
export const CLUB_ZONE = 'Europe/Madrid';
export const clubToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date());
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The free hours of a sport today on the desk's grid (`request` signed in as staff), in order: each court's hours on its
 * type's grid, without what any booking, hold or block takes. `over`: only those over by now.
 */
export async function freeHoursToday(request: APIRequestContext, sport: string, o: { over?: boolean } = {}) {
  const res = await request.get(`/api/staff/desk/day?date=${clubToday()}`);
  expect(res.ok(), await res.text()).toBe(true);
  const day = (await res.json()) as DeskDay;
  const type = day.types.find((t) => t.name === sport);
  expect(type, `the demo club's ${sport}`).toBeDefined();
  const free: Array<{ resourceId: number; court: string; startsAt: string; time: string; bookingTypeId: number }> = [];
  for (const court of day.courts.filter((c) => c.bookingTypeIds.includes(type!.id)))
    for (const band of court.hours)
      for (let m = minutesOf(band.open); m + 60 <= minutesOf(band.close); m += type!.slotStepMinutes) {
        const at = localToInstant({ date: day.date, time: hhmmOf(m) }, day.zone);
        if (!at.ok) continue;
        const end = Date.parse(at.instant) + 3_600_000;
        if (o.over && end > Date.now()) continue;
        const taken = day.entries.some(
          (e) => e.resourceId === court.id && Date.parse(e.startsAt) < end && Date.parse(e.endsAt) > Date.parse(at.instant),
        );
        if (!taken) free.push({ resourceId: court.id, court: court.name, startsAt: at.instant, time: hhmmOf(m), bookingTypeId: type!.id });
      }
  return free.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The desk books a customer an hour of a sport today (a walk-in: the desk may book a slot of today already begun). */
export async function deskBooksToday(
  request: APIRequestContext,
  customerId: number,
  hour: Awaited<ReturnType<typeof freeHoursToday>>[number],
) {
  const res = await request.post('/api/staff/desk/bookings', {
    data: {
      resourceId: hour.resourceId,
      startsAt: hour.startsAt,
      durationMinutes: 60,
      bookingTypeId: hour.bookingTypeId,
      customer: { kind: 'existing', customerId },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { bookingId: number }).bookingId;
}
