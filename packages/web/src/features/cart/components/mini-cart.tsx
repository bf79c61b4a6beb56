import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useCart } from '../cart-store';
import '../../../styles/mini-cart.css';

// The panel (lines, steppers, the cart's actions) loads when the member heads for the button: every page's
// first load carries only the button and its count.
const loadPanel = () => import('./mini-cart-panel');
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

  useEffect(() => {
    if (!open) return;
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      // The header's own Escape handling must not also close its drawer.
      event.stopPropagation();
      setOpen(false);
      toggleRef.current?.focus();
    }
    function onPointer(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

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
        {cart.count > 0 ? (
          <span className="mini-cart__badge" aria-hidden="true">
            {cart.count > 99 ? '99+' : cart.count}
          </span>
        ) : null}
      </button>
      <section id={panelId} className="mini-cart__panel" hidden={!open} aria-label={t('cart.title')}>
        {open ? (
          <Suspense fallback={<p className="mini-cart__empty"><Spinner /></p>}>
            <MiniCartPanel onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}
