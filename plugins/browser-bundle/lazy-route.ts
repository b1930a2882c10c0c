import { createElement, type ComponentType, type ReactNode } from 'react';

type Preloadable = ComponentType<unknown> & { preload: () => unknown };

/**
 * Wraps a route component factory so that a route's component is made the first time the route is preloaded
 * or rendered, and only once; what the factory makes is used unchanged. See ./lazy-component-creator.ts.
 */
export function lazily<Args extends unknown[]>(create: (...args: Args) => Preloadable) {
  return (...args: Args) => {
    let made: Preloadable | undefined;
    const make = () => (made ??= create(...args));
    function LazyRoute(props: object): ReactNode {
      return createElement(make(), props);
    }
    LazyRoute.preload = () => make().preload();
    return LazyRoute;
  };
}
