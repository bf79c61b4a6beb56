import type { Page } from '@playwright/test';
import { checkpoint, expect, noSeriousViolations, test } from './fixtures';
import { demoDesk, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §2: the front desk (the demo desk account, in Spanish) books a weekly slot for a new customer from the
 * walk-in dialog: "Repetir cada semana…" previews every date, the week whose court is taken is skipped, the others
 * are booked; a later week's grid shows the occurrence marked as the series' second date, and one occurrence is moved
 * alone ("Solo esta fecha").
 * At a laptop's 1280 px and a desk tablet's 768 px, each on days of its own well ahead of other journeys.
 */
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function showDay(page: Page, date: string) {
  await page.getByLabel('Fecha').fill(date);
  await expect(page.getByRole('region', { name: `Pistas y reservas del ${date}` })).toBeVisible();
}

async function walkInDialog(page: Page, time: string) {
  await page
    .getByRole('button', { name: new RegExp(`^Reservar .+ a las ${time}$`) })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Reserva en mostrador: .+ a las ${time}$`) });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [width, height, start] of [
  [1280, 900, 35],
  [768, 1000, 63],
] as const) {
  test(`at ${width} px the desk books a weekly slot skipping a taken week, sees it weeks later and moves one date`, async ({ page }) => {
    // Three days, two dialogs and axe four times on a shared machine.
    test.setTimeout(360_000);
    await page.setViewportSize({ width, height });
    const [first, second, third] = [dayAhead(start), dayAhead(start + 7), dayAhead(start + 14)];
    await staffSignIn(page, demoDesk);
    await expect(page.getByRole('heading', { level: 1, name: 'Parrilla del día' })).toBeVisible();

    // The second week's 09:00 on the first court is someone else's.
    await showDay(page, second);
    const other = await walkInDialog(page, '09:00');
    await other.getByRole('radio', { name: 'Invitado' }).check();
    await other.getByRole('textbox', { name: /^Nombre del invitado/ }).fill(`Ocupa ${width}`);
    await other.getByRole('button', { name: 'Confirmar reserva' }).click();
    await expect(other).toBeHidden();

    // The weekly booking, from the first week's walk-in dialog.
    await showDay(page, first);
    const name = `Colegio${Date.now() % 100_000}`;
    const dialog = await walkInDialog(page, '09:00');
    await dialog.getByRole('radio', { name: 'Cliente nuevo' }).check();
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Apellidos/ }).fill('Semanal');
    await dialog.getByRole('textbox', { name: /^Teléfono/ }).fill('600123456');
    await dialog.getByRole('button', { name: 'Repetir cada semana…' }).click();
    const series = page.getByRole('dialog', { name: /^Reserva semanal · .+ a las 09:00$/ });
    await expect(series).toBeVisible();
    await series.getByRole('spinbutton', { name: /^Número de fechas/ }).fill('3');
    const rows = series.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(first);
    await expect(rows.nth(1)).toContainText('Se reservará');
    await expect(rows.nth(2)).toContainText(second);
    await expect(rows.nth(2)).toContainText('Pista ocupada');
    await expect(rows.nth(3)).toContainText('Se reservará');
    // "Stop" would book the first week only; "skip" books the first and the third.
    await series.getByRole('radio', { name: 'Parar la serie antes de ella' }).check();
    await expect(series.getByRole('button', { name: 'Reservar 1 fecha' })).toBeEnabled();
    await series.getByRole('radio', { name: 'Saltar esa fecha y reservar las demás' }).check();
    await expect(series.getByRole('button', { name: 'Reservar 2 fechas' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkpoint(page, `the weekly preview at ${width}`);
    await noSeriousViolations(page, `series dialog at ${width}`);
    await series.getByRole('button', { name: 'Reservar 2 fechas' }).click();
    await expect(series).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`${name} Semanal`) })).toContainText('Por pagar');

    // Two weeks later it is on the grid; moved alone to 12:00.
    await showDay(page, third);
    const later = page.getByRole('button', { name: new RegExp(`${name} Semanal`) });
    await expect(later).toContainText('09:00');
    // Marked as the second of the series' two dates.
    await expect(later.getByRole('img', { name: 'Serie semanal · 2 de 2' })).toBeVisible();
    await later.click();
    const details = page.getByRole('dialog', { name: `${name} Semanal` });
    await expect(details.getByRole('heading', { name: 'Reserva semanal' })).toBeVisible();
    // What the series is from now on: its weekday (the first date's, in Spanish) and time.
    const weekday = new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${first}T12:00:00Z`));
    await expect(details.getByText(new RegExp(`^Quedan 2 fechas, cada semana el ${weekday} a las 09:00`))).toBeVisible();
    await details.getByRole('button', { name: 'Cambiar fechas…' }).click();
    const change = page.getByRole('dialog', { name: `Cambiar la reserva semanal de ${name} Semanal` });
    await expect(change.getByRole('radio', { name: 'Solo esta fecha' })).toBeChecked();
    await change.getByRole('combobox', { name: /^Inicio/ }).selectOption('12:00');
    await expect(change.getByRole('row')).toHaveCount(2);
    await expect(change.getByRole('row').nth(1)).toContainText(third);
    await expect(change.getByRole('row').nth(1)).toContainText('Se moverá');
    await checkpoint(page, `the weekly change at ${width}`);
    await noSeriousViolations(page, `series change dialog at ${width}`);
    await change.getByRole('button', { name: 'Guardar 1 fecha' }).click();
    await expect(change).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(`${name} Semanal`) })).toContainText('12:00');
    await checkpoint(page, `the moved date at ${width}`);
    // The first week stays at 09:00.
    await showDay(page, first);
    await expect(page.getByRole('button', { name: new RegExp(`${name} Semanal`) })).toContainText('09:00');
  });
}
