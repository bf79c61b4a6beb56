import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** What each render saw. */
let renders: string[] = [];

function Probe() {
  const matches = useMediaQuery('(max-width: 767px)');
  const text = matches === null ? 'unknown' : matches ? 'phone' : 'wide';
  renders.push(text);
  return <p>{text}</p>;
}

/** A window whose screen width the test sets, with `change` events like the browser's. */
function stubScreen(phone: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return phone;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => list);
  return {
    resize(toPhone: boolean) {
      phone = toPhone;
      for (const l of listeners) l();
    },
    listeners,
  };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('knows nothing in the first render (as on the server), then the screen, then follows it', async () => {
    const screenSize = stubScreen(true);
    renders = [];
    const { unmount } = render(<Probe />);
    expect((await screen.findByText('phone')).textContent).toBe('phone');
    expect(renders[0]).toBe('unknown');
    await act(async () => screenSize.resize(false));
    expect((await screen.findByText('wide')).textContent).toBe('wide');
    unmount();
    expect(screenSize.listeners.size).toBe(0);
  });

  it('matches nothing without matchMedia', async () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect((await screen.findByText('wide')).textContent).toBe('wide');
  });
});
