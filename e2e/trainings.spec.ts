import { expect, logInFromHeader as logIn, test } from './fixtures';

/** Trainings (issue 22, section 4): the demo member's padel school, from the account menu to a training's photos. */
for (const width of [390, 1280]) {
  test(`the member opens a past training and sees its photos at ${width} px`, async ({ page }) => {
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
    await page.getByRole('tab', { name: 'Galería' }).click();
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
