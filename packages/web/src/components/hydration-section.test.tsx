import { useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationSection } from './hydration-section';
import { expectSections, whenHydrated } from '../lib/hydration-ready';

const hydrated: string[] = [];

function Part({ name, children }: { name: string; children?: ReactNode }) {
  const [taps, setTaps] = useState(0);
  useEffect(() => {
    hydrated.push(name);
  }, [name]);
  return (
    <section data-name={name}>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        {name} {taps}
      </button>
      {children}
    </section>
  );
}

function Page() {
  return (
    <div>
      <Part name="header" />
      <HydrationSection>
        <Part name="page">
          <HydrationSection>
            <Part name="card" />
          </HydrationSection>
        </Part>
      </HydrationSection>
      <HydrationSection>
        <Part name="footer" />
      </HydrationSection>
    </div>
  );
}

const button = (root: HTMLElement, name: string) => root.querySelector<HTMLButtonElement>(`[data-name="${name}"] > button`)!;

describe('HydrationSection', () => {
  // React's real scheduler, not act()'s: the point is what happens between hydration's tasks.
  let actEnvironment: unknown;
  beforeEach(() => {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
    hydrated.length = 0;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('answers a tap on a section that has not hydrated yet, and keeps the server markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverNodes = ['header', 'page', 'card', 'footer'].map((name) => button(container, name));

    expectSections(container);
    let ready = false;
    void whenHydrated().then(() => (ready = true));
    const root = hydrateRoot(container, <Page />);
    // Nothing has hydrated yet (hydration runs in the scheduler's tasks): a member taps the card.
    expect(hydrated).toEqual([]);
    button(container, 'card').click();
    // React hydrated the card's section (and what encloses it) first and handled the tap: the tap's render
    // comes in a microtask, before any other task (such as hydrating the footer).
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(button(container, 'card').textContent).toBe('card 1');
    expect(hydrated).toContain('card');
    expect(hydrated).not.toContain('footer');
    expect(ready).toBe(false);

    await whenHydrated();
    expect(hydrated).toContain('footer');
    button(container, 'footer').click();
    await expect.poll(() => button(container, 'footer').textContent).toBe('footer 1');
    // Hydrated, not rendered again: the very nodes the server sent.
    expect(['header', 'page', 'card', 'footer'].map((name) => button(container, name))).toEqual(serverNodes);
    root.unmount();
    container.remove();
  });

  it('is its children as they are outside hydration (the server, a page rendered in the browser)', () => {
    expect(renderToString(<Page />)).toContain('<section data-name="card"><button type="button">card<!-- --> <!-- -->0</button></section>');
  });
});
