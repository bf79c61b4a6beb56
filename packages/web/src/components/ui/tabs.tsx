import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem<T extends string> = { id: T; label: string; icon?: ReactNode; panel: ReactNode };

type Props<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: Array<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  /** Shown above the tab list in its column (e.g. who the page is about). */
  before?: ReactNode;
  className?: string;
};

/**
 * WAI-ARIA tabs: one tab stop for the list (the selected tab), arrow keys move between tabs and select
 * them, Home/End jump to the ends. A panel, once opened, stays mounted (hidden) so edits in one tab
 * survive a look at another.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, before, className = '' }: Props<T>) {
  const baseId = useId();
  const [visited, setVisited] = useState<ReadonlySet<T>>(() => new Set([selected]));
  if (!visited.has(selected)) setVisited(new Set([...visited, selected]));

  const listRef = useRef<HTMLDivElement>(null);

  // In a sideways-scrolling strip (phones) the selected tab is brought into view, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16), behavior: 'smooth' });
    }
  }, [selected]);

  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Start from the focused tab, not `selected`: a quick second key press can come before the selection
    // (kept in the URL) has re-rendered.
    const focusedId = event.target instanceof HTMLElement ? event.target.id : '';
    const focused = items.findIndex((item) => tabId(item.id) === focusedId);
    const index = focused >= 0 ? focused : items.findIndex((item) => item.id === selected);
    let next = index;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    event.preventDefault();
    const target = items[next];
    if (!target) return;
    onSelect(target.id);
    document.getElementById(tabId(target.id))?.focus();
  }

  return (
    <div className={`tabs ${className}`.trim()}>
      <div className="tabs__nav">
        {before}
        <div ref={listRef} role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {items.map((item) => {
            const isSelected = item.id === selected;
            return (
              <button
                key={item.id}
                id={tabId(item.id)}
                type="button"
                role="tab"
                className="tabs__tab"
                aria-selected={isSelected}
                aria-controls={panelId(item.id)}
                tabIndex={isSelected ? 0 : -1}
                onClick={() => onSelect(item.id)}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) =>
        visited.has(item.id) || item.id === selected ? (
          <div
            key={item.id}
            id={panelId(item.id)}
            role="tabpanel"
            aria-labelledby={tabId(item.id)}
            className="tabs__panel"
            hidden={item.id !== selected}
            tabIndex={0}
          >
            {item.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
