import { checkpoint, expect, expectFits, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §5 in Chromium against the demo club: the demo manager adds an activity on /staff/activities at 1280 px,
 * in the club's time, with its name and description in English beside the Spanish ones; the list shows its places
 * taken of its capacity at 768 px; axe on the list and the form at both widths. A visitor reading English on a
 * phone (390 px) finds it among the upcoming activities under its English name; once the manager unpublishes it, it
 * leaves the public list (and no other journey sees it).
 */

/** The club's date (Madrid) `days` ahead. */
function clubDate(days: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + days * 86_400_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

test('the manager adds an activity in Spanish and English; an English reader sees it on a phone', async ({ page, browser, baseURL }) => {
  // Four axe runs and a second browser: a busy 2-core machine stretches them well past the default.
  test.setTimeout(240_000);
  const stamp = Date.now();
  const spanish = `Torneo e2e ${stamp}`;
  const english = `E2E tournament ${stamp}`;
  const day = clubDate(10);
  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);
  await openSection(page, 'Actividades');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividades' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Actividades' });
  // The demo's full clinic: every place taken, and who signed up counted.
  await expect(table.getByRole('row').filter({ hasText: 'Clinic de volea con Marta' })).toContainText('3 de 3');
  await noSeriousViolations(page, 'activities at 1280 px');
  await checkpoint(page, 'the activities list');

  await page.getByRole('link', { name: 'Nueva actividad' }).click();
  const form = page.getByRole('form', { name: 'Datos de la actividad' });
  await form.getByRole('textbox', { name: 'Nombre en Español (España)', exact: true }).fill(spanish);
  await form.getByRole('textbox', { name: 'Empieza', exact: true }).fill(`${day}T18:00`);
  await form.getByRole('textbox', { name: 'Termina', exact: true }).fill(`${day}T20:30`);
  await form.getByRole('textbox', { name: 'Descripción en Español (España)', exact: true }).fill('<p>Cuadro por niveles y cena.</p>');
  await form.getByRole('spinbutton', { name: 'Plazas (vacío: sin límite)', exact: true }).fill('8');
  await form.getByRole('spinbutton', { name: 'Precio (EUR, 0: gratis)', exact: true }).fill('5');
  await form.getByRole('textbox', { name: 'Nombre en English (US)', exact: true }).fill(english);
  await form.getByRole('textbox', { name: 'Descripción en English (US)', exact: true }).fill('<p>Draws by level, and dinner.</p>');
  await noSeriousViolations(page, 'activity form at 1280 px');
  await form.getByRole('button', { name: 'Crear actividad' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${spanish} se ha guardado.` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: spanish })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('activity-form-1280.png'), fullPage: true });

  // A wrong window is refused in words before it is sent.
  await form.getByRole('textbox', { name: 'La inscripción abre (vacío: ya)', exact: true }).fill(`${day}T10:00`);
  await form.getByRole('textbox', { name: 'La inscripción cierra (vacío: al terminar)', exact: true }).fill(`${day}T09:00`);
  await form.getByRole('button', { name: 'Guardar actividad' }).click();
  await expect(form).toContainText('La inscripción debe cerrarse después de abrirse');
  await form.getByRole('textbox', { name: 'La inscripción cierra (vacío: al terminar)', exact: true }).fill('');
  await form.getByRole('button', { name: 'Guardar actividad' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${spanish} se ha guardado.` })).toBeVisible();

  await page.setViewportSize({ width: 768, height: 1000 });
  await expectFits(page, 'the activity form at 768 px');
  await noSeriousViolations(page, 'activity form at 768 px');
  await page.getByRole('link', { name: 'Volver a las actividades' }).click();
  const row = table.getByRole('row').filter({ hasText: spanish });
  await expect(row).toContainText('0 de 8');
  await expect(row).toContainText('Publicada');
  await expectFits(page, 'the activities list at 768 px');
  await noSeriousViolations(page, 'activities at 768 px');
  await checkpoint(page, 'the new activity listed');
  await page.screenshot({ path: test.info().outputPath('activities-768.png'), fullPage: true });

  // A visitor on a phone, reading English: the new activity under its English name, in the club's time.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const visitor = await phone.newPage();
  await visitor.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  await openShell(visitor, '/activities?type=activity&status=upcoming');
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-US');
  const card = visitor.getByRole('link', { name: new RegExp(english) });
  await expect(card).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(spanish) })).toHaveCount(0);
  await expectFits(visitor, 'the activities list at 390 px');
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(visitor.getByRole('main')).toContainText('Draws by level, and dinner.');
  await expect(visitor.getByRole('main')).toContainText(/6:00\sPM|18:00/);
  await checkpoint(visitor, 'the visitor sees the activity in English');
  await expectFits(visitor, 'the activity at 390 px');

  // Unpublished, it leaves the portal; its row stays in the console.
  await row.getByRole('button', { name: `Despublicar ${spanish}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${spanish} ya no está publicada` })).toBeVisible();
  await expect(row).toContainText('No publicada');
  await openShell(visitor, '/activities?type=activity&status=upcoming');
  await expect(visitor.getByRole('link', { name: /Autumn|Torneo de otoño/ }).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: new RegExp(english) })).toHaveCount(0);
  await phone.close();
});
