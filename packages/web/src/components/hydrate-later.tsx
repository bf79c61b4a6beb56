import { createContext, Suspense, useContext, useState, type ReactElement } from 'react';
import { yieldToMain } from '../lib/yield-to-main';

/** A section's turn to hydrate: `done` once its task has come. */
type Slice = { done: boolean; turn: Promise<void> };
/** Sections rendered since their turn came: only that first render hydrates. */
const hydrated = new WeakSet<Slice>();

/** True inside a section that is hydrating now: the sections nested in it take turns of their own. */
const Resuming = createContext(false);

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/**
 * Hydrates the server's markup: sections wrapped in `HydrateLater` are hydrated afterwards, each in a task of
 * its own, instead of the whole page in one long task that keeps a phone from answering a tap.
 */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Settles once every section has hydrated, the sections queued by hydrating ones included. */
export async function whenHydrated(): Promise<void> {
  for (let tail = lastTurn; ; tail = lastTurn) {
    await tail;
    // The last section renders in the microtasks after its turn: let them run.
    await yieldToMain();
    if (tail === lastTurn) return;
  }
}

function nextSlice(): Slice {
  const slice: Slice = { done: false, turn: lastTurn };
  slice.turn = lastTurn = lastTurn.then(yieldToMain).then(() => {
    slice.done = true;
  });
  return slice;
}

function Gate({ slice, children }: { slice: Slice | null; children: ReactElement }) {
  // Suspending while the page hydrates makes Preact keep this subtree's server markup as it is (painted,
  // not yet interactive) and hydrate it when the promise settles. A parent rendering again meanwhile (the
  // stored session read right after hydration) suspends it again on the same turn.
  if (!slice) return children;
  if (!slice.done) throw slice.turn;
  const resuming = !hydrated.has(slice);
  hydrated.add(slice);
  return <Resuming.Provider value={resuming}>{children}</Resuming.Provider>;
}

/**
 * A section of a server-rendered page hydrated in a task of its own, in page order (a product card, a
 * day's slots). It must render one element. Rendered anywhere else (the server, a later page) it is its
 * child as is.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const resuming = useContext(Resuming);
  const [slice] = useState(() => (hydrating || resuming ? nextSlice() : null));
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  );
}
