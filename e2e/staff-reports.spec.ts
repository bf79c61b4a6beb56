import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { checkpoint, expect, expectFits, mailedText, noSeriousViolations, test } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 33 §7: the reports at a laptop (1280 px) and a desk's tablet (768 px), in Spanish (the device's language):
 * the owner opens them from the console's menu, sees the demo club's week of bookings in the occupancy heat map and
 * the same figures the API gives, switches the revenue to payment methods and downloads it as CSV; an accountant
 * (the demo has none: the owner invites one) opens the same page. Axe on each width.
 */

type Occupancy = { total: { openMinutes: number; bookedMinutes: number }; courts: Array<{ name: string }> };

/** This month so far, as the page offers it first (the device's calendar). */
function monthSoFar() {
  const today = new Date();
  const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: day(new Date(today.getFullYear(), today.getMonth(), 1)), to: day(today) };
}

async function expectReports(page: Page, label: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
  const range = monthSoFar();
  const api = (await (await page.request.get(`/api/staff/reports/occupancy?from=${range.from}&to=${range.to}`)).json()) as Occupancy;
  // The demo books its padel and tennis courts every day around today: the month so far has booked time.
  expect(api.total.bookedMinutes).toBeGreaterThan(0);
  const percent = Math.round((api.total.bookedMinutes / api.total.openMinutes) * 100);
  await expect(page.getByText(`${percent} % del tiempo abierto reservado`)).toBeVisible();
  const heat = page.getByRole('table', { name: 'Ocupación por pista y hora, en porcentaje del tiempo abierto' });
  await expect(heat.getByRole('rowheader', { name: api.courts[0]!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Por día de la semana' }).getByRole('rowheader', { name: 'lunes' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Deudas pendientes' })).toBeVisible();
  await expect(page.getByText(/^\d+ deudas?, .+ pendientes?$/)).toBeVisible();
  await checkpoint(page, `reports ${label}`);
  await expectFits(page, `reports ${label}`);
  await noSeriousViolations(page, `reports ${label}`);
}

test('the owner reads occupancy, revenue and debts and downloads the revenue as CSV; an accountant opens them too', async ({ page }) => {
  test.slow(); // several axe runs on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoOwner);
  await expect(page.getByRole('banner')).toContainText(demoOwner.name);
  await openSection(page, 'Informes');
  await expectReports(page, 'owner at 1280');

  // Revenue by payment method: the page's total is the API's, and the file holds the same lines.
  await page.getByLabel('Ver por').selectOption({ label: 'Forma de pago' });
  const range = monthSoFar();
  const revenue = (await (await page.request.get(`/api/staff/reports/revenue?from=${range.from}&to=${range.to}&by=method`)).json()) as {
    lines: Array<{ key: string }>;
    total: { net: number };
  };
  const lines = page.getByRole('table', { name: 'Forma de pago' });
  await expect(lines.locator('tbody tr')).toHaveCount(revenue.lines.length);
  const net = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(revenue.total.net);
  await expect(page.getByText(`Ingresos netos: ${net}`)).toBeVisible();
  await checkpoint(page, 'revenue by payment method');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar Ingresos (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`revenue-${range.from}-to-${range.to}-by-method.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  const records = text.slice(1).split('\r\n').filter(Boolean);
  expect(records[0]).toBe('method,label,received,refunded,net,currency');
  expect(records).toHaveLength(revenue.lines.length + 2);
  expect(records.at(-1)).toMatch(new RegExp(`^total,,[\\d.]+,[\\d.]+,${revenue.total.net.toFixed(2).replace('.', '\\.')},EUR$`));

  await page.setViewportSize({ width: 768, height: 1000 });
  await expectReports(page, 'owner at 768');

  // An accountant, invited by the owner through the staff accounts API, signs in with the invitation's link.
  const email = `contable-${Date.now()}@sierraverde.club`;
  const invited = await page.request.post('/api/staff/accounts', {
    data: { name: 'Ana Contable', email, language: 'es-ES', role: 'accountant' },
  });
  expect(invited.status()).toBe(200);
  const token = /\/staff\/invitation#([\w-]+)/.exec(await mailedText(email, /\/staff\/invitation#/))?.[1] ?? '';
  const accepted = await page.request.post('/api/staff/invitation/accept', { data: { token, password: 'contable-password-1' } });
  expect(accepted.status()).toBe(200);
  await page.goto('/staff');
  await expect(page.getByRole('banner')).toContainText('Ana Contable');
  await openSection(page, 'Informes');
  await expectReports(page, 'accountant at 768');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectReports(page, 'accountant at 1280');
});
