/**
 * Loads a card provider's script once (NetPay.js, Accept.js) and answers the global it defines; calls
 * while it loads share the one load. A failed load is forgotten, so the next try loads again. Nothing is
 * loaded until a card is tokenised.
 */
const loading = new Map<string, Promise<unknown>>();

export function loadProviderScript<T>(src: string, globalName: string): Promise<T> {
  const ready = (window as unknown as Record<string, unknown>)[globalName];
  if (ready) return Promise.resolve(ready as T);
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        const value = (window as unknown as Record<string, unknown>)[globalName];
        if (value) resolve(value);
        else reject(new Error(`${src} did not define ${globalName}`));
      });
      script.addEventListener('error', () => {
        script.remove();
        reject(new Error(`${src} failed to load`));
      });
      document.head.append(script);
    });
    // Loaded, the global answers from now on; failed, the next call tries again.
    promise.then(
      () => loading.delete(src),
      () => loading.delete(src),
    );
    loading.set(src, promise);
  }
  return promise as Promise<T>;
}
