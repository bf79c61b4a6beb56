import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { announceAfterReload } from '../../../lib/announce';
import { apiErrorMessage } from '../../../lib/error-message';
import { hardNavigation } from '../../../lib/hard-navigation';
import { endDoorCard, saveSession } from '../../../api/session';
import { actingCustomerId } from '../../../lib/use-customer-id';
import { useSession } from '../../../lib/use-session';
import { useCustomer } from '../../../lib/customer/get-customer';
import { useImpersonate } from '../api/impersonate';
import { UsersIcon } from './account-icons';

/** CustomerStatus 0: only active children can be switched to. */
const ACTIVE = 0;

/** Who the session acts as: the stored customer, and the parent's id while acting as a linked child. */
export function useActingAs() {
  const { customer, token } = useSession();
  const id = token ? actingCustomerId(customer) : null;
  const parentId = token && typeof customer?.parent === 'number' ? customer.parent : null;
  const name = customer ? `${customer.name} ${customer.surname}`.trim() : '';
  return { id, parentId, name };
}

/**
 * The logged-in customer's active children (loaded with GET /api/publiccustomers/{id}); none while acting
 * as a child, where the only way is back to the parent.
 */
export function useSwitchableChildren() {
  const acting = useActingAs();
  const customer = useCustomer(acting.parentId === null ? acting.id : null);
  const children = acting.parentId === null ? (customer.data?.children ?? []).filter((child) => child.status === ACTIVE) : [];
  return { ...acting, children };
}

/**
 * Switches the session (spec: child selection switches to the child account and reloads): the answer's
 * customer (with children, parent, currentId) goes under cc, its token under ctk.
 */
function useSwitchAccount() {
  const { i18n } = useTranslation();
  const impersonate = useImpersonate();
  const [target, setTarget] = useState<number | null>(null);
  async function switchTo(id: number) {
    setTarget(id);
    try {
      const result = await impersonate.mutateAsync(id);
      // The card shown to the account left behind stops opening doors.
      endDoorCard();
      // The expiry rides along with the customer record, as after a login.
      saveSession({ ...result.customer, expiry: result.expiry }, result.token);
      announceAfterReload(i18n.t('children.switched', { name: `${result.customer.name} ${result.customer.surname}`.trim() }));
      // The other account's pages start at the top (a reload would restore this scroll position).
      window.scrollTo(0, 0);
      hardNavigation.reload();
    } catch {
      setTarget(null);
    }
  }
  return { switchTo, target, error: impersonate.error };
}

/**
 * The child selector of the account submenu: "switch to <name>" for each active child, or "back to my
 * account" while acting as a child. Renders list items for the submenu's list.
 */
export function AccountSwitcherItems() {
  const { t } = useTranslation();
  const { parentId, children } = useSwitchableChildren();
  const { switchTo, target, error } = useSwitchAccount();

  if (parentId === null && children.length === 0) return null;
  return (
    <li className="submenu__separator account-switcher">
      <p className="submenu__heading">{t('children.switchHeading')}</p>
      <ul className="submenu__list">
        {parentId !== null ? (
          <li>
            <button
              type="button"
              className="submenu__link submenu__link--button"
              onClick={() => void switchTo(parentId)}
              disabled={target !== null}
            >
              {target === parentId ? <Spinner size="sm" /> : <UsersIcon size={18} />}
              {t('children.backToMine')}
            </button>
          </li>
        ) : (
          children.map((child) => (
            <li key={child.id}>
              <button
                type="button"
                className="submenu__link submenu__link--button"
                onClick={() => void switchTo(child.id)}
                disabled={target !== null}
              >
                {target === child.id ? <Spinner size="sm" /> : <UsersIcon size={18} />}
                {t('children.switchTo', { name: child.name })}
              </button>
            </li>
          ))
        )}
      </ul>
      {error ? (
        <p className="account-switcher__error" role="alert">
          {apiErrorMessage(error, t('messages.crash'))}
        </p>
      ) : null}
    </li>
  );
}

/** A strip under the header while acting as a linked child: whose account this is, and the way back. */
export function ActingAsBar() {
  const { t } = useTranslation();
  const { parentId, name } = useActingAs();
  const { switchTo, target, error } = useSwitchAccount();
  if (parentId === null) return null;
  return (
    <div className="acting-bar" role="region" aria-label={t('children.actingRegion')}>
      <div className="container acting-bar__inner">
        <UsersIcon size={18} />
        <p className="acting-bar__text">
          {t('children.actingAs', { name })}
          {error ? <span role="alert"> · {apiErrorMessage(error, t('messages.crash'))}</span> : null}
        </p>
        <button type="button" className="acting-bar__back" onClick={() => void switchTo(parentId)} disabled={target !== null}>
          {target !== null ? <Spinner size="sm" /> : null}
          {t('children.backToMine')}
        </button>
      </div>
    </div>
  );
}
