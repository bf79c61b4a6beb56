import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazy component) only once its place comes near the viewport, so the
 * code of something far down the page (the footer's form) is not part of the first page's JavaScript.
 * The box keeps `minHeight` meanwhile, so nothing moves when it appears.
 */
export function WhenVisible({ children, minHeight, margin = '400px' }: { children: ReactNode; minHeight: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [margin]);
  return (
    <div ref={ref} style={{ minHeight }}>
      {visible ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
