import type { Page } from '@playwright/test';
import { asMember, checkpoint, demo, expect, mailedText, noSeriousViolations, openShell, test } from './fixtures';
import { CLUB_ZONE, demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §2 / issue 33 §6, one journey (Spanish, the device's language): the manager, on a laptop (1280 px), opens
 * a weekly spinning class at 21:15 for two weeks from the console; the demo member, on a phone (390 px), takes a
 * bike in the first one on /bookings-byplace and pays in the sandbox; the manager, on a desk tablet (768 px), cancels
 * that date, told how many members it touches; the member's mail says so with the refund to her card. Axe on each step.
 */
test.describe.configure({ mode: 'serial' });

const clubDate = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_ZONE }).format(new Date(Date.now() + days * 86_400_000));
const first = clubDate(6);
const second = clubDate(13);
const TIME = '21:15';

async function classesPage(page: Page, width: number) {
  await page.setViewportSize({ width, height: 1000 });
  await staffSignIn(page, demoManager);
  await openSection(page, 'Horario de clases');
  await expect(page.getByRole('heading', { level: 1, name: 'Horario de clases' })).toBeVisible();
}

test('the manager opens a weekly class (1280 px)', async ({ page }) => {
  test.slow();
  await classesPage(page, 1280);
  const form = page.getByRole('form', { name: 'Abrir clases' });
  await form.getByLabel('Tipo de clase').selectOption({ label: 'Spinning' });
  await form.getByLabel('Primera fecha').fill(first);
  await form.getByLabel('Hora de inicio').fill(TIME);
  await form.getByLabel(/^Repetir cada semana hasta/).fill(second);
  const preview = form.getByRole('table', { name: 'Se abren 2 fechas' });
  await expect(preview.getByRole('row')).toHaveText([/Fecha/, `${first}Se abre`, `${second}Se abre`]);
  await checkpoint(page, 'a weekly class previewed');
  await noSeriousViolations(page, 'classes form at 1280');
  await form.getByRole('button', { name: 'Abrir 2 clases' }).click();
  await expect(page.getByText('2 clases abiertas.')).toBeVisible();
});

test('the member takes a bike in the first class on a phone and pays (390 px)', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await asMember(page, request);
  await openShell(page, `/bookings-byplace?date=${first}`);
  await expect(page.locator('.byplace-week')).toHaveAttribute('aria-busy', 'false');
  const card = page.locator(`section[data-date="${first}"]`).getByRole('article', { name: `Spinning ${TIME}` });
  await card.getByRole('button', { name: 'Reservar' }).click();
  await expect(page).toHaveURL(/\/booking-visual\/\d+\/\d+$/);
  await page.getByRole('region', { name: 'Plazas libres' }).getByRole('button').first().click();
  await page.getByRole('dialog', { name: 'Confirma tu plaza' }).getByRole('button', { name: 'Añadir al carrito' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Tarjeta (sandbox)' }).check();
  const legal = page.getByRole('checkbox', { name: 'He leído y acepto las condiciones legales' });
  if (!(await legal.isChecked())) await legal.check();
  await page.locator('.checkout__summary').getByRole('button').last().click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'El pago se ha procesado correctamente' })).toBeVisible();
});

test('the manager cancels the first date and the member is told of her refund (768 px)', async ({ page }) => {
  test.slow();
  await classesPage(page, 768);
  await page.getByLabel('Semana del').fill(first);
  const row = page.getByRole('row').filter({ hasText: 'Spinning' }).filter({ hasText: TIME }).filter({ hasText: '1 de' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Cancelar Spinning/ }).click();
  const dialog = page.getByRole('dialog', { name: /^¿Cancelar Spinning/ });
  await expect(dialog).toContainText('1 socio tiene plaza: se le devuelve todo por donde pagó y se le avisa por correo.');
  await checkpoint(page, 'cancelling a class');
  await noSeriousViolations(page, 'cancel dialog at 768');
  await dialog.getByRole('button', { name: 'Cancelar la clase' }).click();
  await expect(page.getByText('Clase cancelada: 1 socio reembolsado y avisado.')).toBeVisible();
  await checkpoint(page, 'the class cancelled');
  const mail = await mailedText(demo.member.email, /el club ha cancelado Spinning/);
  expect(mail).toMatch(/Te devolvemos .+ a tu tarjeta/);
});
