/**
 * React.lazy for a part of a page that the server renders in full: code that only some screens of
 * a route show (the wizard's later steps, its inline add-driver and add-vehicle forms) is left out
 * of the route's first load. The server loads the module when this one loads and renders it
 * synchronously, so the HTML holds the real content, never a Suspense fallback (the page reads and
 * submits the same without JavaScript); the browser fetches the code when the part is first
 * rendered (or `preload`ed), and a page hydrating the server's HTML keeps that HTML in place until
 * the code is there.
 */
import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };
export type LazyRendered<P> = ComponentType<P> & { preload: () => Promise<unknown> };

export function lazyRendered<P extends object>(load: () => Promise<ComponentType<P>>): LazyRendered<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const fetch = () => {
    loading ??= load().then((component) => (loaded = { default: component }));
    loading.catch(() => (loading = undefined));
    return loading;
  };
  if (import.meta.env.SSR) void fetch();
  // React reads a thenable that calls back at once as already resolved: no suspension once loaded.
  const ready = (value: Loaded<P>) => ({ then: (resolve: (module: Loaded<P>) => void) => resolve(value) }) as unknown as Promise<Loaded<P>>;
  const component = lazy(() => (loaded ? ready(loaded) : fetch())) as unknown as LazyRendered<P>;
  component.preload = fetch;
  return component;
}
