import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HydrationSection } from '../hydration-section';
import { expectSections, whenHydrated } from '../../lib/hydration-ready';
import { SanitizedHtml } from './sanitized-html';

const PLAIN = '<h2>Normas</h2><p>Reserva con <strong>24 h</strong>, <a href="/privacy">privacidad</a>.</p>';
const NOT_PLAIN = '<p onclick="steal()">Hola <b>socio</b><img src="x.png" onerror="alert(1)"></p>';

/** A server-rendered page as the app has them: its parts in `HydrationSection`s, club HTML in one. */
function Page({ html }: { html: string }) {
  return (
    <main>
      <HydrationSection>
        <h1>Calcetines técnicos</h1>
        <SanitizedHtml className="rich-text" html={html} />
      </HydrationSection>
      <HydrationSection>
        <footer>Club</footer>
      </HydrationSection>
    </main>
  );
}

/** The server's markup of `Page` (the server renderer has no DOM: SanitizedHtml renders its server snapshot). */
function serve(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page html={html} />);
  document.body.append(container);
  return container;
}

/** Hydrates the page as main.tsx does; resolves with the errors React reported once the page is marked ready. */
async function hydrate(container: HTMLElement, html: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  expectSections(container);
  let ready = false;
  void whenHydrated().then(() => (ready = true));
  hydrateRoot(container, <Page html={html} />, { onRecoverableError: (error) => errors.push(error) });
  await expect.poll(() => ready).toBe(true);
  return errors;
}

describe('SanitizedHtml on a server-rendered page', () => {
  // React's real scheduler, as in the browser: hydration runs in its own tasks.
  let actEnvironment: unknown;
  beforeEach(() => {
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown };
    actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    document.body.innerHTML = '';
  });

  it('sends plain club HTML as it is, and the page is marked ready once hydrated', async () => {
    const container = serve(PLAIN);
    expect(container.innerHTML).toContain(`<div class="rich-text">${PLAIN}</div>`);
    const served = container.querySelector('.rich-text');

    // Only the page's sections are boundaries in the markup: each says when it has hydrated (lib/hydration-ready.ts).
    expect(await hydrate(container, PLAIN)).toEqual([]);
    expect(container.querySelector('.rich-text')).toBe(served);
    expect(served?.innerHTML).toBe(PLAIN);
  });

  it('sends nothing of HTML it cannot judge; the browser shows it sanitised once the page has hydrated', async () => {
    const container = serve(NOT_PLAIN);
    expect(container.innerHTML).not.toContain('Hola');
    expect(container.innerHTML).not.toContain('onerror');

    expect(await hydrate(container, NOT_PLAIN)).toEqual([]);
    await expect.poll(() => container.querySelector('.rich-text')?.innerHTML).toBe('<p>Hola <b>socio</b><img src="x.png"></p>');
  });

  it('is sanitised by DOMPurify on a page rendered in the browser, and shows its fallback when nothing is left', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<SanitizedHtml className="rich-text" html={NOT_PLAIN} />);
    await expect.poll(() => container.querySelector('.rich-text')?.innerHTML).toBe('<p>Hola <b>socio</b><img src="x.png"></p>');
    root.render(<SanitizedHtml html={'<script>alert(1)</script>'} fallback={<p>Sin texto</p>} />);
    await expect.poll(() => container.innerHTML).toBe('<p>Sin texto</p>');
    root.unmount();
  });
});
