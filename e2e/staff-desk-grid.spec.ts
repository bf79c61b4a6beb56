import type { Page } from '@playwright/test';
import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoDesk, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §1: the front desk (the demo desk account, in Spanish) lands on the day grid, books a walk-in for a new
 * customer in three actions (the slot, the customer typed, confirm) at a laptop's 1280 px and moves it with the
 * "Move to…" dialog (the new price shown before saving); at a desk tablet's 768 px it books a guest known only by
 * a name, the grid scrolling sideways inside its own box. A day three weeks ahead keeps clear of other journeys.
 */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openDay(page: Page, date: string) {
  await staffSignIn(page, demoDesk);
  // The desk lands on its day grid.
  await expect(page.getByRole('heading', { level: 1, name: 'Parrilla del día' })).toBeVisible();
  await page.getByLabel('Fecha').fill(date);
  await expect(page.getByRole('region', { name: `Pistas y reservas del ${date}` })).toBeVisible();
}

test('the desk books a walk-in for a new customer in three actions and moves it', async ({ page }) => {
  test.slow(); // axe runs on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  const date = dayAhead(21);
  await openDay(page, date);
  await checkpoint(page, 'the day grid');
  await noSeriousViolations(page, 'desk grid at 1280');

  const name = `Nora${Date.now() % 100_000}`;
  // 1: the slot.
  await page
    .getByRole('button', { name: /^Reservar .+ a las 10:00$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Reserva en mostrador: .+ a las 10:00$/ });
  await expect(dialog).toBeVisible();
  // 2: the customer, typed.
  await dialog.getByRole('radio', { name: 'Cliente nuevo' }).check();
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^Apellidos/ }).fill('Desk');
  await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill('600123456');
  await expect(dialog.getByText(/^Precio: .+€/)).toBeVisible();
  await checkpoint(page, 'the walk-in dialog');
  await noSeriousViolations(page, 'walk-in dialog at 1280');
  // 3: confirm.
  await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(dialog).toBeHidden();
  const booking = page.getByRole('button', { name: new RegExp(`${name} Desk`) });
  await expect(booking).toContainText('10:00');
  await expect(booking).toContainText('Por pagar');
  await checkpoint(page, 'the walk-in on the grid');

  // Move it to 12:00 with the dialog: the new price shows before saving.
  await booking.click();
  const details = page.getByRole('dialog', { name: `${name} Desk` });
  await details.getByRole('button', { name: 'Mover a…' }).click();
  const moveDialog = page.getByRole('dialog', { name: `Mover ${name} Desk` });
  await moveDialog.getByRole('combobox', { name: /^Inicio/ }).selectOption('12:00');
  await expect(moveDialog.getByText(/^Nuevo precio: /)).toBeVisible();
  await checkpoint(page, 'the move dialog');
  await noSeriousViolations(page, 'move dialog at 1280');
  await moveDialog.getByRole('button', { name: 'Guardar el cambio' }).click();
  await expect(moveDialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`${name} Desk`) })).toContainText('12:00');
  await checkpoint(page, 'the moved booking');
});

test('at a desk tablet the desk books a guest known only by a name', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1000 });
  const date = dayAhead(22);
  await openDay(page, date);
  // The grid scrolls inside its own box, never the page.
  const grid = page.getByRole('region', { name: `Pistas y reservas del ${date}` });
  expect(await grid.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await checkpoint(page, 'the day grid at the tablet');
  await noSeriousViolations(page, 'desk grid at 768');

  const guest = `Invitada ${Date.now() % 100_000}`;
  await page
    .getByRole('button', { name: /^Reservar .+ a las 11:00$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Reserva en mostrador: .+ a las 11:00$/ });
  await dialog.getByRole('radio', { name: 'Invitado' }).check();
  await dialog.getByRole('textbox', { name: /^Nombre del invitado/ }).fill(guest);
  await expect(dialog.getByText(/^Precio: .+€/)).toBeVisible();
  await checkpoint(page, 'the guest walk-in dialog');
  await noSeriousViolations(page, 'guest dialog at 768');
  await dialog.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(guest) })).toContainText('Por pagar');
  await checkpoint(page, 'the guest on the grid');
});
