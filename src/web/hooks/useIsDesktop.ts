import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH_PX, LAYOUT_RECHECK_MS } from '../../shared/layout';

function measure(breakpointPx: number): boolean {
  // Without a window (prerendering) the desktop layout is the one worth printing.
  return typeof window === 'undefined' ? true : window.innerWidth >= breakpointPx;
}

/**
 * Whether the window is at least `breakpointPx` wide. The spec re-checks every 500 ms, which also
 * catches changes that fire no resize event (e.g. some zoom changes); resize makes it immediate.
 */
export function useIsDesktop(breakpointPx: number = DESKTOP_MIN_WIDTH_PX): boolean {
  const [isDesktop, setIsDesktop] = useState(() => measure(breakpointPx));
  useEffect(() => {
    const update = () => setIsDesktop(measure(breakpointPx));
    update();
    const timer = window.setInterval(update, LAYOUT_RECHECK_MS);
    window.addEventListener('resize', update);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('resize', update);
    };
  }, [breakpointPx]);
  return isDesktop;
}
