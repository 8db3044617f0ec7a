import { useEffect, useRef } from 'react';

/** Calls `loadMore` when the returned sentinel element scrolls into view. */
export function useLoadMoreOnScroll<T extends HTMLElement>(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}
