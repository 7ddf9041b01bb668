import { type ComponentType, useEffect, useState } from 'react';

/** A lazily loaded component whose code can be fetched before it is first rendered. */
export type PreloadableComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A lazily loaded component with a `preload()`: a dialog's code can be fetched while the browser is idle or
 * when the visitor reaches for its opener, so the first open answers at once instead of after a download.
 * It renders the component directly once the code is there, and nothing until then, without suspending:
 * React holds a Suspense boundary's content back for up to 300 ms after it showed the fallback, which was
 * most of a dialog's first-open time on a phone (React.lazy suspends even for code already loaded). A
 * failed load is reported and forgotten, and the next render (the next open) tries the network again.
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
  function Preloadable(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    // biome-ignore lint/correctness/useExhaustiveDependencies: each render (the next open) retries a failed load
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setComponent(() => component),
        (error: unknown) => console.error('could not load a dialog:', error),
      );
      return () => {
        mounted = false;
      };
    }, [Component, props]);
    return Component ? <Component {...props} /> : null;
  }
  return Object.assign(Preloadable, { preload });
}
