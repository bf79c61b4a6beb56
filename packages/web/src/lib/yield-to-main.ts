type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task so the browser can paint and answer input before the rest runs, in a task of its
 * own: a phone never sees one long task for work that can be done in parts (Lighthouse counts every task
 * over 50 ms as blocking time).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
