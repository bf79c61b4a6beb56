import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateLater, hydrateInSlices, whenHydrated } from './hydrate-later';

const clicks: string[] = [];
const hydrationOrder: string[] = [];

function Section({ name, children }: { name: string; children?: React.ReactNode }) {
  useEffect(() => {
    hydrationOrder.push(name);
  }, [name]);
  return (
    <section data-name={name}>
      <button type="button" onClick={() => clicks.push(name)}>
        {name}
      </button>
      {children}
    </section>
  );
}

function Page() {
  const [title, setTitle] = useState('Shop');
  return (
    <div>
      <h1>{title}</h1>
      <button type="button" id="rename" onClick={() => setTitle('Tienda')}>
        rename
      </button>
      <Section name="header" />
      <HydrateLater>
        <Section name="page">
          <HydrateLater>
            <Section name="card" />
          </HydrateLater>
        </Section>
      </HydrateLater>
      <HydrateLater>
        <Section name="footer" />
      </HydrateLater>
    </div>
  );
}

const button = (root: HTMLElement, name: string) => root.querySelector<HTMLButtonElement>(`[data-name="${name}"] > button`)!;

describe('HydrateLater', () => {
  it('renders its child as is outside hydration (the server, a later page)', () => {
    expect(renderToString(<Page />)).toContain('<section data-name="card"><button type="button">card</button></section>');
  });

  it('hydrates each section in a later task, nested ones after their parent, keeping the server markup', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverNodes = ['header', 'page', 'card', 'footer'].map((name) => button(container, name));
    clicks.length = 0;
    hydrationOrder.length = 0;

    hydrateInSlices(() => hydrateRoot(container, <Page />));
    // The page renders again before its sections' turns (the stored session read after hydration): the
    // sections keep their markup and still wait.
    act(() => container.querySelector<HTMLButtonElement>('#rename')!.click());
    expect(container.querySelector('h1')?.textContent).toBe('Tienda');
    for (const name of ['header', 'page', 'card', 'footer']) button(container, name).click();
    expect(clicks).toEqual(['header']);

    await whenHydrated();
    clicks.length = 0;
    for (const name of ['header', 'page', 'card', 'footer']) button(container, name).click();
    expect(clicks).toEqual(['header', 'page', 'card', 'footer']);
    // Hydrated, not rendered again: the very nodes the server sent.
    expect(['header', 'page', 'card', 'footer'].map((name) => button(container, name))).toEqual(serverNodes);
    expect(container.querySelectorAll('section')).toHaveLength(4);
    // A nested section waits for its own turn, queued when its parent hydrated: after the footer.
    expect(hydrationOrder).toEqual(['header', 'page', 'footer', 'card']);
    container.remove();
  });
});
