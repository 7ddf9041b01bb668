import { type ComponentType, lazy, useState } from 'react';

/** A lazily loaded component whose code can be fetched before it is first rendered. */
export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React's `lazy` with a `preload()`: a dialog's code can be fetched while the browser is idle or when the
 * visitor reaches for its opener, so the first open answers at once instead of after a download. Once the
 * code is there the component renders directly: through `lazy` it would suspend for a microtask even so,
 * and React holds back a boundary's content for up to 300 ms after it showed the fallback, which was most
 * of a dialog's first-open time on a phone. A failed load is forgotten, so the next attempt (the open
 * itself) tries the network again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
