import { readFile } from 'node:fs/promises';
import { checkpoint, demo, expect, noSeriousViolations, test } from './fixtures';
import { demoOwner, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §7: the owner (reading Spanish) opens the exports page from the console's menu at a desk's tablet and
 * a desktop (axe on each), downloads the customers file, and it holds the demo member (a BOM for Excel first,
 * the header, the member's row); the export is in the audit log.
 */
test('the owner downloads the customers CSV and it holds the demo member', async ({ page }) => {
  test.slow(); // two axe runs on a shared machine
  await page.setViewportSize({ width: 768, height: 1000 });
  await staffSignIn(page, demoOwner);
  await expect(page.getByRole('banner')).toContainText(demoOwner.name);
  await openSection(page, 'Exportaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Exportaciones' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar Reservas (CSV)' })).toHaveAttribute(
    'href',
    /bookings\.csv\?from=\d{4}-\d{2}-01&to=/,
  );
  await checkpoint(page, 'the exports page at a tablet');
  await noSeriousViolations(page, 'exports at 768');

  await page.setViewportSize({ width: 1280, height: 900 });
  await checkpoint(page, 'the exports page at a desktop');
  await noSeriousViolations(page, 'exports at 1280');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar Clientes (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFid,name,surname,email,')).toBe(true);
  expect(text.split('\r\n').filter((line) => line.includes(`,${demo.member.email},`))).toHaveLength(1);

  const audit = await page.request.get('/api/staff/audit?entity=export&entityId=customers');
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain('data.export');
});
