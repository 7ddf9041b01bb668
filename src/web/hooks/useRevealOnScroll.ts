import { type RefCallback, useCallback, useState } from 'react';

// Section reveal (SPEC: animations trigger at 30 percent visibility). Content is visible by default:
// only once scripts run, and only for a section still off screen, is it hidden to fade in later, so
// the page reads fine without JS, and nothing moves for users who prefer reduced motion.

export const REVEAL_THRESHOLD = 0.3;

/** `idle`: shown, no animation planned. `waiting`: hidden until 30 % is visible. `shown`: revealed. */
export type RevealState = 'idle' | 'waiting' | 'shown';

/** How much of a section is on screen, in pixels. */
export interface Visibility {
  visiblePx: number;
  elementPx: number;
  viewportPx: number;
}

/**
 * 30 % of the section is visible. A section taller than the viewport can never be 30 % visible, so
 * for it, filling 30 % of the viewport counts.
 */
export function revealDue({ visiblePx, elementPx, viewportPx }: Visibility): boolean {
  if (visiblePx <= 0 || elementPx <= 0) return false;
  // Half a pixel of slack: the observer reports rounded rectangles at exactly the 30 % crossing.
  return visiblePx + 0.5 >= REVEAL_THRESHOLD * Math.min(elementPx, viewportPx);
}

export interface RevealEnvironment {
  canObserve: boolean;
  reducedMotion: boolean;
  /** Where the section is when it mounts. */
  visibility: Visibility;
}

/** What a section does when it mounts: already on screen (or no motion wanted) means no animation. */
export function initialRevealState(env: RevealEnvironment): RevealState {
  if (!env.canObserve || env.reducedMotion) return 'idle';
  return revealDue(env.visibility) ? 'idle' : 'waiting';
}

// Fine steps up to 30 %, so a tall section is also checked while only a small share of it shows.
const THRESHOLDS = Array.from({ length: 13 }, (_, step) => step * 0.025);

function measure(rect: DOMRectReadOnly, visibleHeight: number): Visibility {
  return { visiblePx: visibleHeight, elementPx: rect.height, viewportPx: window.innerHeight };
}

function onScreenHeight(rect: DOMRectReadOnly): number {
  return Math.max(0, Math.min(rect.bottom, window.innerHeight) - Math.max(rect.top, 0));
}

/** Attach `ref` to the section and spread `data-reveal={state}` on it; the CSS does the motion. */
export function useRevealOnScroll<T extends HTMLElement>(): { ref: RefCallback<T>; state: RevealState } {
  const [state, setState] = useState<RevealState>('idle');
  const ref = useCallback<RefCallback<T>>((element) => {
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const initial = initialRevealState({
      canObserve: typeof IntersectionObserver !== 'undefined',
      reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
      visibility: measure(rect, onScreenHeight(rect)),
    });
    setState(initial);
    if (initial !== 'waiting') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const due = entries.some(
          (entry) =>
            entry.isIntersecting &&
            revealDue(measure(entry.boundingClientRect, entry.intersectionRect.height)),
        );
        if (due) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold: THRESHOLDS },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, state };
}
