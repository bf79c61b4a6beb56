import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openShell, test } from './fixtures';

/**
 * Club life (issue 22): the home's sections from the demo club, the blog (search, sort, a post, a missing
 * post), and the newsletter's double opt-in from the form to the mailed link. At a phone and a desktop.
 */

/** The newest newsletter confirmation link mailed to `email` (the e2e server's log is its mailbox), as a path. */
async function newsletterLink(email: string): Promise<string> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'server.log');
  let link: string | undefined;
  await expect
    .poll(() => {
      const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
      link = lines
        .filter((line) => line.startsWith('{') && line.includes('"devMailbox"'))
        .map((line) => JSON.parse(line) as { devMailbox?: { to?: string; text?: string } })
        .filter((entry) => entry.devMailbox?.to === email)
        .map((entry) => /https?:\/\/[^\s"'<>]+(\/newsletter\/confirm\/[A-Za-z0-9_-]+)/.exec(entry.devMailbox?.text ?? '')?.[1])
        .filter(Boolean)
        .at(-1);
      return link;
    })
    .toMatch(/^\/newsletter\/confirm\/[A-Za-z0-9_-]+$/);
  return link as string;
}

/** Screenshots of the pages built here, for a person to look at (not compared). */
const shot = (name: string) => path.join(tmpdir(), `home-blog-${name}.png`);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true }).first();

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    // The home's carousels as most members see them: moving on their own (the config runs journeys in reduced motion).
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'no-preference' });

    test('the home shows every section the demo club has data for', async ({ page }) => {
      await openShell(page, '/');
      await expect(page.getByRole('link', { name: /Liga social de otoño/ })).toHaveAttribute('href', '/activities?type=registration');
      // Each activity card shows its poster at 16:10 with the name under it (the activities page's card style once took them over).
      const card = section(page, 'Inscripciones y actividades').getByRole('link', { name: 'Escuela de pádel infantil 2026' });
      const poster = await card.locator('img').boundingBox();
      expect(Math.round(((poster?.height ?? 0) / (poster?.width ?? 1)) * 16)).toBe(10);
      expect((await card.getByText('Escuela de pádel infantil 2026').boundingBox())?.y).toBeGreaterThan(
        (poster?.y ?? 0) + (poster?.height ?? 0) - 1,
      );
      // Each card says when and for how much (issue 30).
      await expect(card.locator('time')).toHaveText(/\d/);
      await expect(card.locator('.home-activity__price')).toHaveText('45 €');
      // One row of products on a phone, the popular carousel; a desktop also shows the trending grid.
      if (width < 768) {
        await expect(section(page, 'Lo más buscado')).toBeHidden();
        await expect(page.locator('.home .carousel--products:visible')).toHaveCount(1);
      } else {
        await expect(section(page, 'Lo más buscado').getByRole('link').first()).toHaveAttribute('href', /^\/shop\/\d+$/);
      }
      await expect(section(page, 'La vida en el club').getByRole('img')).toHaveCount(6);
      await expect(section(page, 'Lo que dicen nuestros socios')).toContainText('Carmen López');
      await expect(section(page, 'Nuestro equipo')).toContainText('Laura Martín');
      await expect(section(page, 'Productos populares').getByRole('link').first()).toHaveAttribute('href', /^\/shop\/\d+$/);
      const posts = section(page, 'Últimas entradas').getByRole('link', { name: /Laura Martín/ });
      await expect(posts).toHaveCount(3);
      await expect(posts.first()).toContainText('Abiertas las inscripciones de la liga social de otoño');
      // The post cards line up: one column on a phone (same edges), one row on a desktop (same top and height).
      const boxes = await posts.evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
      if (width < 768) expect(new Set(boxes.map((b) => `${Math.round(b.x)}:${Math.round(b.width)}`)).size).toBe(1);
      else expect(new Set(boxes.map((b) => `${Math.round(b.y)}:${Math.round(b.height)}`)).size).toBe(1);
      // The newsletter form loads when the visitor gets near it.
      await section(page, 'Boletín').scrollIntoViewIfNeeded();
      await expect(section(page, 'Boletín').getByRole('button', { name: 'Suscribirme' })).toBeVisible();
      await expect(section(page, 'Nuestros patrocinadores').getByRole('img', { name: 'Agua Fresca' })).toBeAttached();
      // The testimonials move on their own every 3 s (one dot per testimonial).
      const dots = section(page, 'Lo que dicen nuestros socios').getByRole('button', { name: /Ir a la diapositiva/ });
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true', { timeout: 8_000 });
      // Slides per view (spec section 9): team 3, 2 at 1264 px, 1 at 888 px or less; popular products 3, 2 below
      // 768 px; sponsors 3 at every width. From the widths, not the positions: an autoplaying track may be mid-scroll.
      const perView = (name: string) =>
        section(page, name)
          .locator('.carousel__track')
          .evaluate((track) =>
            Math.round(track.getBoundingClientRect().width / (track.firstElementChild?.getBoundingClientRect().width ?? Infinity)),
          );
      expect(await perView('Nuestro equipo')).toBe(width <= 888 ? 1 : 3);
      expect(await perView('Productos populares')).toBe(width < 768 ? 2 : 3);
      expect(await perView('Nuestros patrocinadores')).toBe(3);
      await page.screenshot({ path: shot(`home-${width}`), fullPage: true });
      for (const [name, file] of [
        ['Lo que dicen nuestros socios', 'testimonials'],
        ['Nuestro equipo', 'team'],
        ['Productos populares', 'popular'],
        ['Últimas entradas', 'posts'],
      ]) {
        await section(page, name as string).screenshot({ path: shot(`${file}-${width}`) });
      }

      // A last post opens its page.
      await posts.first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abiertas las inscripciones de la liga social de otoño');
    });

    test('the blog searches past 3 characters, sorts, and opens a post with its author, text and popular posts', async ({ page }) => {
      await openShell(page, '/blog');
      const titles = page.locator('.post-card__title');
      await expect(titles).toHaveCount(6);
      await expect(titles.first()).toHaveText('Abiertas las inscripciones de la liga social de otoño');

      const box = page.getByRole('searchbox', { name: 'Buscar en el blog' });
      await box.fill('pal');
      await expect(page.getByText('Escribe al menos 4 caracteres para buscar')).toBeVisible();
      await expect(titles).toHaveCount(6);
      await box.fill('pala');
      await expect(page).toHaveURL(/\/blog\?search=pala$/);
      await expect(titles).toHaveText(['Cómo elegir tu primera pala de pádel']);
      await box.fill('');
      await expect(titles).toHaveCount(6);

      await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption({ label: 'Más antiguas' });
      await expect(page).toHaveURL(/\/blog\?sort=2$/);
      await expect(titles.first()).toHaveText('Resultados del torneo de primavera');
      await page.screenshot({ path: shot(`blog-${width}`), fullPage: true });

      await page.locator('.blog__list').getByRole('link', { name: 'Cinco ejercicios para mejorar tu bandeja', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cinco ejercicios para mejorar tu bandeja');
      await expect(page.locator('.post__meta')).toContainText('Laura Martín');
      await expect(page.locator('.post__text li')).toHaveCount(5);
      await expect(page.getByRole('complementary', { name: 'Entradas populares' }).getByRole('link')).toHaveCount(2);
      await expect(page).toHaveTitle('Cinco ejercicios para mejorar tu bandeja - Club Pádel Sierra Verde');
      await page.screenshot({ path: shot(`post-${width}`), fullPage: true });
    });
  });
}

test('a post is server-rendered with its own share tags; a missing one answers 404 with the not-found page', async ({ page, request }) => {
  const html = await (await request.get('/post/2')).text();
  expect(html).toContain('<title>Cinco ejercicios para mejorar tu bandeja - Club Pádel Sierra Verde</title>');
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toMatch(/<h1 class="post__title">Cinco ejercicios para mejorar tu bandeja<\/h1>/);
  const blog = await (await request.get('/blog?search=pala')).text();
  expect(blog).toContain('Cómo elegir tu primera pala de pádel');
  expect(blog).not.toContain('Nuevas pistas panorámicas');

  const missing = await request.get('/post/999999');
  expect(missing.status()).toBe(404);
  await page.goto('/post/999999');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
});

test('the newsletter: subscribe with consent, confirm from the mailed link', async ({ page }) => {
  const email = `news-${Date.now()}@example.com`;
  await openShell(page, '/');
  const form = section(page, 'Boletín');
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: /Correo electrónico/ }).fill(email);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByText('Acepta nuestras condiciones legales')).toBeVisible();
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('status')).toHaveText('¡Casi está! Revisa tu correo y pulsa el enlace para confirmar tu suscripción.');

  await page.goto(await newsletterLink(email));
  await expect(page.getByText('Tu suscripción está confirmada. ¡Gracias!')).toBeVisible();
});
