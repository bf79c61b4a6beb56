import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SanitizedHtml } from './sanitized-html';

/*
 * The server renderer has no DOM (issue 34): DOMPurify says so there (`isSupported` false). This file's
 * DOMPurify is the real one, told to answer as on the server while `onServer` is set.
 */
const dom = vi.hoisted(() => ({ onServer: false }));
vi.mock('dompurify', async (importOriginal) => {
  const real = ((await importOriginal()) as { default: object }).default;
  return {
    default: new Proxy(real, {
      get: (target, key, receiver) => (key === 'isSupported' && dom.onServer ? false : Reflect.get(target, key, receiver)),
    }),
  };
});

const onServer = (html: string) => {
  dom.onServer = true;
  try {
    return renderToString(<SanitizedHtml className="rich-text" html={html} />);
  } finally {
    dom.onServer = false;
  }
};

describe('SanitizedHtml rendered on the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('sends plain club HTML as it is', () => {
    const html = '<h2>Normas</h2><p>Reserva con <strong>24 h</strong>, <a href="/privacy">privacidad</a>.</p>';
    expect(onServer(html)).toContain(`<div class="rich-text">${html}</div>`);
  });

  it('sends nothing of HTML it cannot judge, and the browser shows it sanitised', async () => {
    const html = '<p onclick="steal()">Hola <b>socio</b><img src="x.png" onerror="alert(1)"></p>';
    const served = onServer(html);
    expect(served).not.toContain('Hola');
    expect(served).not.toContain('onerror');

    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <SanitizedHtml className="rich-text" html={html} />, { onRecoverableError: () => {} });
    });
    expect(container.querySelector('.rich-text')?.innerHTML).toBe('<p>Hola <b>socio</b><img src="x.png"></p>');
  });
});
