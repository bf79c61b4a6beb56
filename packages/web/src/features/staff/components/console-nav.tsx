import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { CONSOLE_SECTIONS, groupedSectionsFor } from '../rules/console-sections';

/**
 * The console's sections, grouped (the club's offer, the shop, customers, content, data, staff). On a laptop a
 * sidebar with every group open; on a desk tablet one line naming the open section, which opens the groups as
 * columns (nineteen links wrapped to five lines pushed every page below the fold). Escape closes it.
 */
export function ConsoleNav({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const groups = groupedSectionsFor(permissions);
  const current = CONSOLE_SECTIONS.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  if (groups.length === 0) return null;
  return (
    <nav className="staff-nav" aria-label={t('staff.navigation')} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className="staff-nav__toggle"
        aria-expanded={open}
        aria-controls={`${id}-groups`}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="staff-nav__toggle-label">{t('staff.navMenu')}</span>
        {current ? <span className="staff-nav__toggle-current">{t(`staff.sections.${current.id}`)}</span> : null}
        <span className="staff-nav__chevron" aria-hidden="true" />
      </button>
      <div id={`${id}-groups`} className="staff-nav__groups" data-open={open}>
        {groups.map(({ group, sections }) => (
          <div key={group} className="staff-nav__group">
            <p id={`${id}-${group}`} className="staff-nav__group-name">
              {t(`staff.navGroups.${group}`)}
            </p>
            <ul aria-labelledby={`${id}-${group}`}>
              {sections.map((s) => (
                <li key={s.id}>
                  <NavLink to={s.path} onClick={() => setOpen(false)}>
                    {t(`staff.sections.${s.id}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
