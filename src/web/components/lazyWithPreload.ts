import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component whose code can be fetched before it is first rendered. */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React's `lazy` with a `preload()`: a dialog's code can be fetched while the browser is idle or when the
 * visitor reaches for its opener, so the first open answers at once instead of after a download. A failed
 * load is forgotten, so the next attempt (the open itself) tries the network again.
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
