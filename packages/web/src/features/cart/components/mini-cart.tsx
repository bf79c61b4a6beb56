import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useDismiss } from '../../../lib/use-dismiss';
import { useCart } from '../cart-store';
import '../../../styles/mini-cart.css';
import { loadWhenOnline } from '../../../lib/load-when-online';

// The panel (lines, steppers, the cart's actions) loads when the member heads for the button: every page's
// first load carries only the button and its count.
const loadPanel = () => loadWhenOnline(() => import('./mini-cart-panel'));
const MiniCartPanel = lazy(() => loadPanel().then((m) => ({ default: m.MiniCartPanel })));
const preloadPanel = () => void loadPanel();

/**
 * The header's mini cart (spec: count, total, lines, Continue shopping, Checkout; at most 1000 units a
 * line): a button with the count that opens a panel under it. Escape or a click elsewhere closes it.
 */
export function MiniCart({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const cart = useCart();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, rootRef, toggleRef);

  return (
    <div className={`mini-cart ${className}`.trim()} ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="icon-button mini-cart__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('cart.button', { count: cart.count })}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((value) => !value)}
      >
        <CartIcon />
        <CartBadge count={cart.count} />
      </button>
      <section id={panelId} className="mini-cart__panel" hidden={!open} aria-label={t('cart.title')}>
        {open ? (
          <Suspense
            fallback={
              <p className="mini-cart__empty">
                <Spinner />
              </p>
            }
          >
            <MiniCartPanel onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}

/** The cart's count on its icon (the header's and the phone bar's); screen readers get the count from the label. */
export function CartBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="mini-cart__badge" aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
