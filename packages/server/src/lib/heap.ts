import { Session } from 'node:inspector';
import { setFlagsFromString } from 'node:v8';

/**
 * How much V8 lets the old generation grow past what its last full collection left alive before collecting again:
 * 1.5 times. V8's own factor goes up to 4 on a machine with more than 2 GB, and almost everything a request makes
 * is garbage: under the bench's shop and grid load the server's ~65 MB alive grew to ~200 MB of heap and 440 MB of
 * RSS (issue 34), with nothing more alive once collected. At 1.5 the heap stays under ~100 MB for a few more full
 * collections, whose marking runs beside the requests (bench/README.md, issue 34's rows).
 */
const HEAP_GROWING_PERCENT = 50;

/** Sets the growth above; V8 reads it each time it sets the next collection's limit, so it holds from now on. */
export function growHeapSlowly(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * A full collection that also gives the heap's free pages back to the system: V8's own, asked through the process's
 * inspector session (no port is opened); `gc()` under --expose-gc does not shrink the heap.
 */
export async function collectGarbage(): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await new Promise<void>((resolve) => session.post('HeapProfiler.collectGarbage', () => resolve()));
  } finally {
    // Not in the callback: the inspector still holds its lock there, and disconnecting would wait on it forever.
    session.disconnect();
  }
}
