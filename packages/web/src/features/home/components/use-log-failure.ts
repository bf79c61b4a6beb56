import { useEffect } from 'react';

/** Spec section 8: a home section whose call fails is only logged; the section hides and the page stays. */
export function useLogFailure(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what} failed to load`, error);
  }, [error, what]);
}
