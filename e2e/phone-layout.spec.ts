import { asMember, expect, expectFits, openMenu, test, waitForApp } from './fixtures';

/**
 * Nothing wider than the screen (issue 20, section 1): every page, logged out and in, with the main dialogs
 * open, at a small phone, a phone and a tablet. The document must not be wider than the viewport, and no
 * visible element may leave it (`overflow` in fixtures.ts, which the journeys check at every step too).
 */
const WIDTHS = [320, 390, 768];
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const PUBLIC_PAGES = [
  '/',
  '/shop',
  '/shop/1',
  '/activities',
  '/activity/1',
  '/bookingtypes',
  `/bookings/1?date=${tomorrow}`,
  `/bookings/2?date=${tomorrow}`,
  '/privacy',
  '/generalConditions',
  '/checkout',
  '/cz/ok',
  '/cz/ko',
  '/no/such/page',
  '/blog',
  '/post/2',
];
const MEMBER_PAGES = [
  '/account',
  '/trainings',
  '/customer-bookings',
  '/customer-orders',
  '/customer-fees',
  '/debts',
  '/customer-vouchers',
  '/customer-comms',
  '/changePass',
  `/bookings/1?date=${tomorrow}`,
  '/checkout',
  '/cz/ok',
  '/cz/ko',
];

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a visitor: every page, the menu and the login dialog fit', async ({ page }) => {
      test.slow();
      for (const path of PUBLIC_PAGES) {
        await page.goto(path);
        await waitForApp(page);
        await expectFits(page, path);
      }
      await page.goto('/');
      await waitForApp(page);
      await openMenu(page);
      await expectFits(page, 'the menu');
      await page.getByRole('button', { name: 'Iniciar sesión' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFits(page, 'the login dialog');
    });

    test('a member: every page, the menu and the cart fit', async ({ page, request }) => {
      test.slow();
      await asMember(page, request);
      // A product in the cart, so the checkout and the mini cart show lines.
      await page.addInitScript(() => {
        if (localStorage.getItem('crt')) return;
        const expires = new Date(Date.now() + 20 * 86_400_000).toISOString();
        const product = {
          id: 1,
          name: 'Pala Sierra Pro Carbon 2026',
          logo: 'product-racket-green.svg',
          transportRequired: true,
          grossPrice: 189.95,
        };
        localStorage.setItem(
          'crt',
          JSON.stringify({ guid: 'e2e-widths', sItems: [{ productId: 1, units: 2, product, saleId: null }], sales: [], expires }),
        );
      });
      for (const path of MEMBER_PAGES) {
        await page.goto(path);
        await waitForApp(page);
        await expect(page.locator('.site-main')).not.toBeEmpty();
        await expectFits(page, path);
      }
      await page.goto('/shop');
      await waitForApp(page);
      await page.locator('.mini-cart__toggle:visible').click();
      await expect(page.getByRole('region', { name: 'Tu carrito' })).toBeVisible();
      await expectFits(page, 'the mini cart');
      // Each action's label on one line ("Seguir comprando" wrapped at 390 px): side by side, or stacked.
      // The panel's lines and actions load with it: wait for both actions before measuring them.
      const actions = page.locator('.mini-cart__actions:visible > *');
      await expect(actions).toHaveCount(2);
      const lines = await actions.evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
        }),
      );
      expect(lines).toEqual([1, 1]);
      await page.keyboard.press('Escape');
      await openMenu(page);
      await expectFits(page, 'the menu');
    });
  });
}

test.describe('scroll position', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page opens at its top, also when coming back from a payment gateway', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('crt')) return;
      const expires = new Date(Date.now() + 20 * 86_400_000).toISOString();
      const product = {
        id: 1,
        name: 'Pala Sierra Pro Carbon 2026',
        logo: 'product-racket-green.svg',
        transportRequired: true,
        grossPrice: 189.95,
      };
      localStorage.setItem(
        'crt',
        JSON.stringify({ guid: 'e2e-scroll', sItems: [{ productId: 1, units: 1, product, saleId: null }], sales: [], expires }),
      );
    });
    await page.goto('/checkout');
    await waitForApp(page);
    await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Leaving for the gateway and coming back loads the result page anew.
    await page.goto('/cz/ko');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('targets', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every control and link a member taps is at least 24 x 24 px (links inside sentences apart)', async ({ page, request }) => {
    test.slow();
    await asMember(page, request);
    for (const path of ['/', '/shop', '/customer-fees', '/debts', '/customer-orders', '/customer-bookings', '/account']) {
      await page.goto(path);
      await waitForApp(page);
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a, button, input, select, [role="button"]'))
          .filter((element) => !element.closest('p, li p, .rich-text, .sr-only, .skip-link'))
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(
            ({ element, box }) =>
              box.width > 0 && box.height > 0 && (box.width < 24 || box.height < 24) && getComputedStyle(element).visibility !== 'hidden',
          )
          .map(
            ({ element, box }) =>
              `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ),
      );
      expect(small, path).toEqual([]);
    }
  });
});
