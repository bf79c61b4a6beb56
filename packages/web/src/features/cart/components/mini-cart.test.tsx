import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaymentType } from '@clubportal/contract/enums';
import { clearCart as clearCartWithSession } from '../../../api/session';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderWithSettings } from '../../../test/render';
import { addProductToCart, addSalesToCart } from '../cart-actions';
import { MiniCart } from './mini-cart';

const racket = { id: 7, name: 'Pala Vertex', logo: '', transportRequired: true, grossPrice: 189.95 };

/** What the cart button tells: its label to screen readers, the count on its badge to the eye. */
function cartButton() {
  const button = screen.getByRole('button', { name: /^Cart/ });
  return { label: button.getAttribute('aria-label'), badge: button.textContent };
}

describe('mini cart', () => {
  it('shows the count, opens on the lines and the total, and closes with Escape on its button', async () => {
    stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: true }) });
    await addProductToCart(racket, 2);
    addSalesToCart([{ id: 50, title: 'Cuota marzo', pending: 30, paymentType: PaymentType.NotSet }]);
    renderWithSettings(<MiniCart />);
    const button = screen.getByRole('button', { name: 'Cart (3)' });
    await userEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Your cart' });
    expect((await within(panel).findByRole('link', { name: 'Pala Vertex' })).getAttribute('href')).toBe('/shop/7');
    const lines = within(panel).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.textContent).toBe('Cuota marzo30\u00a0€');
    expect(within(panel).getByTestId('mini-cart-total').textContent).toBe('409,90\u00a0€');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('decrements to zero, which removes the line, and updates the count', async () => {
    stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: true }) });
    await addProductToCart(racket, 1);
    renderWithSettings(<MiniCart />);
    await userEvent.click(screen.getByRole('button', { name: 'Cart (1)' }));
    const panel = await screen.findByRole('region', { name: 'Your cart' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'One less' }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByRole('paragraph')
          .map((line) => line.textContent),
      ).toEqual(['Your cart is empty.']),
    );
    expect(cartButton()).toEqual({ label: 'Cart (0)', badge: '' });
  });

  it('empties when the cart is cleared elsewhere (password changed page)', async () => {
    stubFetch({ 'POST /api/publicpayments/check-stock': () => json({ ok: true }) });
    await addProductToCart(racket, 1);
    renderWithSettings(<MiniCart />);
    expect(cartButton()).toEqual({ label: 'Cart (1)', badge: '1' });
    act(() => clearCartWithSession());
    expect(cartButton()).toEqual({ label: 'Cart (0)', badge: '' });
  });
});
