import { useEffect, useState } from 'react';

/** Scroll distance (px) after which the header counts as scrolled. */
export const SCROLLED_AFTER_PX = 8;

export function isScrolled(scrollY: number, threshold: number = SCROLLED_AFTER_PX): boolean {
  return scrollY > threshold;
}

/**
 * Whether the page is scrolled down (SPEC section 4, Scroll). Re-renders only when the answer
 * changes, and reads the position at most once per frame.
 */
export function useScrolled(threshold: number = SCROLLED_AFTER_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setScrolled(isScrolled(window.scrollY, threshold));
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return scrolled;
}
