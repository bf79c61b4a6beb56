import type { Browser } from '@playwright/test';
import { checkpoint, expect, expectFits, noSeriousViolations, openShell, test } from './fixtures';
import { demoManager, openSection, staffSignIn } from './staff-fixtures';

/**
 * Issue 32 §5 and §6 in Chromium against the demo club (default language Spanish): the demo manager adds a gallery
 * photo with an English caption and a sponsor at 1280 px and shows them; finds the general conditions among the
 * missing translations at 768 px, follows the link to /staff/legal and writes them in English. A visitor reading
 * English on a phone (390 px) sees the caption, the sponsor's logo and the English conditions. Axe on every page at
 * 1280 and 768 px. The photo and the sponsor are archived and the English conditions cleared at the end (never
 * deleted), so no other journey sees them.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3107}`;

/** A visitor on a phone reading English. */
async function englishPhone(browser: Browser) {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
  await phone.addCookies([{ name: 'lang', value: 'en-US', url: baseURL }]);
  const page = await phone.newPage();
  await page.addInitScript(() => localStorage.setItem('lang', 'en-US'));
  return { phone, page };
}

test('the manager adds a gallery photo and a sponsor and writes the English conditions; an English visitor sees them', async ({
  page,
  browser,
}) => {
  // Several axe runs and a second browser: a busy 2-core machine stretches them well past the default.
  test.setTimeout(300_000);
  const stamp = Date.now();
  const caption = `Final de dobles ${stamp}`;
  const englishCaption = `Doubles final ${stamp}`;
  const sponsor = `Raquetas Sur ${stamp}`;
  const conditions = `These are the club's general conditions in English (${stamp}).`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await staffSignIn(page, demoManager);

  // The gallery: a new photo, hidden until shown, with its caption in Spanish and English.
  await openSection(page, 'Galería de fotos');
  await expect(page.getByRole('heading', { level: 1, name: 'Galería de fotos' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Galería de fotos' }).getByRole('row')).toHaveCount(7);
  await noSeriousViolations(page, 'gallery at 1280 px');
  await page.getByRole('link', { name: 'Nueva foto' }).click();
  const photoForm = page.getByRole('form', { name: 'Foto de la galería' });
  await photoForm
    .getByRole('group', { name: /el idioma principal del club/ })
    .getByRole('textbox', { name: 'Pie de foto' })
    .fill(caption);
  await photoForm
    .getByRole('group', { name: /^En inglés/ })
    .getByRole('textbox', { name: 'Pie de foto' })
    .fill(englishCaption);
  await photoForm.getByRole('textbox', { name: 'Foto (imagen)' }).fill('gallery3.svg');
  await photoForm.getByRole('button', { name: 'Añadir oculto' }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${caption}» guardado` })).toBeVisible();
  await expect(page.locator('.staff-content__state')).toContainText('Borrador');
  await noSeriousViolations(page, 'gallery photo form at 1280 px');
  await page.screenshot({ path: test.info().outputPath('gallery-photo-1280.png'), fullPage: true });
  await page.getByRole('button', { name: `Publicar ${caption}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${caption}» está publicado` })).toBeVisible();

  // The sponsors: a new logo, shown, moved first.
  await openSection(page, 'Patrocinadores');
  await page.getByRole('link', { name: 'Nuevo patrocinador' }).click();
  const sponsorForm = page.getByRole('form', { name: 'Patrocinador' });
  await sponsorForm.getByRole('textbox', { name: 'Nombre del patrocinador' }).fill(sponsor);
  await sponsorForm.getByRole('textbox', { name: 'Logotipo' }).fill('sponsor2.svg');
  await sponsorForm.getByRole('button', { name: 'Añadir oculto' }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${sponsor}» guardado` })).toBeVisible();
  await page.getByRole('link', { name: 'Volver a los patrocinadores' }).click();
  const sponsors = page.getByRole('table', { name: 'Patrocinadores' });
  const sponsorRow = sponsors.getByRole('row').filter({ hasText: sponsor });
  await expect(sponsorRow).toContainText('Borrador');
  await sponsorRow.getByRole('button', { name: `Publicar ${sponsor}` }).click();
  await expect(sponsorRow).toContainText('Publicado');
  // Up from the fifth place to the first, the list showing each new place before the next press.
  for (const place of ['4', '3', '2', '1']) {
    await sponsorRow.getByRole('button', { name: `Subir ${sponsor}` }).click();
    await expect(sponsorRow.getByRole('cell').first()).toHaveText(place);
  }
  await expect(sponsorRow.getByRole('button', { name: `Subir ${sponsor}` })).toBeDisabled();
  await expect(sponsors.getByRole('row').nth(1)).toContainText(sponsor);
  await noSeriousViolations(page, 'sponsors at 1280 px');
  await page.screenshot({ path: test.info().outputPath('sponsors-1280.png'), fullPage: true });

  // The missing translations at the desk tablet: the general conditions lack English; their link opens the legal texts.
  await page.setViewportSize({ width: 768, height: 1000 });
  await openSection(page, 'Traducciones pendientes');
  await expect(page.getByRole('heading', { level: 1, name: 'Traducciones pendientes' })).toBeVisible();
  const missing = page.getByRole('table', { name: 'Traducciones pendientes' });
  const conditionsRow = missing.getByRole('row').filter({ hasText: 'Condiciones generales' });
  await expect(conditionsRow).toContainText('inglés');
  // The new photo's caption has its English: it lacks only the other languages.
  await expect(missing.getByRole('row').filter({ hasText: caption })).not.toContainText('inglés');
  await expectFits(page, 'missing translations');
  await noSeriousViolations(page, 'missing translations at 768 px');
  await page.screenshot({ path: test.info().outputPath('translations-768.png'), fullPage: true });
  await conditionsRow.getByRole('link', { name: /Abrir el editor/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Textos legales' })).toBeVisible();
  const legal = page.getByRole('form', { name: 'Textos legales' });
  const englishConditions = legal.getByRole('group', { name: /^En inglés/ }).getByRole('textbox', { name: 'Condiciones generales' });
  await englishConditions.fill(`<p>${conditions}</p>`);
  await legal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Textos legales guardados.' })).toBeVisible();
  await expectFits(page, 'legal texts');
  await noSeriousViolations(page, 'legal texts at 768 px');
  await page.screenshot({ path: test.info().outputPath('legal-768.png'), fullPage: true });
  await openSection(page, 'Traducciones pendientes');
  await expect(conditionsRow).not.toContainText('inglés');

  // A visitor reading English on a phone: the caption and the logo on the home, the English conditions.
  const visitor = await englishPhone(browser);
  await openShell(visitor.page, '/');
  const gallery = visitor.page.locator('section.gallery');
  await expect(gallery.getByRole('img', { name: englishCaption })).toBeVisible();
  await expect(gallery).not.toContainText(caption);
  await expect(visitor.page.locator('section.sponsors').getByRole('img', { name: sponsor }).first()).toBeAttached();
  await checkpoint(visitor.page, 'the English home shows the new photo and sponsor');
  await openShell(visitor.page, '/generalConditions');
  await expect(visitor.page.locator('main')).toContainText(conditions);
  await checkpoint(visitor.page, 'the English visitor reads the English conditions');

  // Put back: the photo and the sponsor archived (kept), the English conditions cleared.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSection(page, 'Galería de fotos');
  await page.getByRole('button', { name: `Archivar ${caption}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${caption}» archivado` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Galería de fotos' }).getByRole('row')).toHaveCount(7);
  await openSection(page, 'Patrocinadores');
  await page.getByRole('button', { name: `Archivar ${sponsor}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `«${sponsor}» archivado` })).toBeVisible();
  await openSection(page, 'Textos legales');
  await englishConditions.fill('');
  await legal.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Textos legales guardados.' })).toBeVisible();
  await visitor.phone.close();
});
