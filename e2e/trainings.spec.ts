import { expect, logInFromHeader as logIn, test } from './fixtures';

/** Trainings (issue 22, section 4): the demo member's padel school, from the account menu to a training's photos and video. */
for (const width of [390, 1280]) {
  test(`the member opens a past training, sees its photos and plays its video at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await logIn(page);
    await page.goto('/trainings');
    const next = page.getByRole('region', { name: 'Próximos entrenamientos' });
    await expect(next.getByRole('link')).toHaveCount(3);
    const past = page.getByRole('region', { name: 'Entrenamientos pasados' });
    await expect(past.getByRole('link')).toHaveCount(3);
    await expect(past.getByText('No asististe')).toHaveCount(1);
    await past.getByRole('link').first().click();
    // The training's own page (the list's cards say 90 minutos too).
    await expect(page).toHaveURL(/\/trainings\/\d+$/);
    await expect(page.locator('.training-facts')).toContainText('90 minutos');
    await expect(page.getByRole('tabpanel')).toContainText('Buen ritmo del grupo');
    // The latest past training, which the demo member attended.
    await expect(page.getByRole('tabpanel')).toContainText('Asististe');
    await page.getByRole('tab', { name: 'Galería' }).click();
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(2);
    // The photos are private files: they load from the signed links of the member's answer (issue 29, section 6).
    for (const img of await page.getByRole('tabpanel').getByRole('img').all()) {
      await expect(img).toHaveAttribute('src', /^\/uploads\/training-photo\d\.svg\?exp=\d+&sig=/);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The demo's clip is a real video file: the browser reads its length and plays it.
    await page.getByRole('tab', { name: 'Vídeos' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Ejercicio: la bola en juego' })).toBeVisible();
    const video = panel.locator('video');
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(3);
    // Muted, as a browser lets a page start a video without a tap.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    await expect(video).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('a training still to come says nothing about whether the member attended it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await page.goto('/trainings');
  await page.getByRole('region', { name: 'Próximos entrenamientos' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/trainings\/\d+$/);
  const info = page.getByRole('tabpanel');
  await expect(info).toContainText('Descripción');
  await expect(info).not.toContainText(/asist/i);
});
