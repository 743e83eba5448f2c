/**
 * React Router's `<Scripts />`, with the page's JavaScript fetched once the page has painted.
 *
 * `<Scripts />` writes a `<link rel="modulepreload">` for each of the page's modules (React hoists
 * them to the top of `<head>`) and an inline module script that imports them and hydrates. The
 * preloads start with the document, and Lighthouse's simulation of a slow phone counts every script
 * that finished loading before the paint it observed as holding that paint back: from this server
 * the scripts often came before the paint, and the same page's estimated LCP was 0.85 s or 2.2 s by
 * that race (a real throttled load painted at the same time either way; decision 0017). Here the
 * module script is written inert (`type` {@link HELD_TYPE}, its preloads listed in `data-preloads`)
 * and a small inline script, {@link START_AFTER_FIRST_PAINT}, adds the preloads
 * and a live copy of the module script once the browser reports its first contentful paint (at
 * once where the browser cannot report it or the page is hidden, and after {@link FALLBACK_MS} at
 * the latest). The copy has the inert script's text, so a policy that names the page's inline
 * scripts by hash (a page kept for every guest) allows it, and this request's nonce where the
 * policy has one.
 *
 * Server and browser render the same elements (the browser's first render is the hydration of the
 * server's), and like `<Scripts />` nothing once the page is hydrated. The loader's source comes from
 * the server's entry ({@link ScriptsLoaderProvider}), as the stylesheet does, so that the browser's
 * bundle does not carry it.
 */
import { cloneElement, createContext, Fragment, isValidElement, useContext, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/** The inert module script's type: a data block the browser neither fetches for nor runs. */
export const HELD_TYPE = "text/x-module-after-first-paint";

/** The longest the scripts wait for a first paint the browser does report, ms. */
export const FALLBACK_MS = 2_000;

/**
 * Runs where the parser meets it, right after the inert script: adds the preloads and the live
 * module script (in `<head>`, where hydration passes over nodes it did not render) once, on the
 * first of: the first contentful paint, the page being hidden, {@link FALLBACK_MS}.
 */
export const START_AFTER_FIRST_PAINT = `(() => {
  const held = document.currentScript.previousElementSibling;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (held.dataset.preloads || "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.text = held.text;
    document.head.append(script);
  };
  const paintReported = typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes || []).includes("paint");
  if (document.visibilityState !== "visible" || !paintReported) return start();
  setTimeout(start, ${FALLBACK_MS});
  document.addEventListener("visibilitychange", start, { once: true });
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } catch {
    start();
  }
})();`;

/**
 * The loader's source, given by the server's entry (entry.server.tsx): the browser's bundle never
 * carries it, and hydration keeps the script the server sent as it is.
 */
const LoaderContext = createContext("");

export const ScriptsLoaderProvider = LoaderContext.Provider;

/** The elements of a rendered tree, fragments and arrays flattened. */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) return node.flatMap(elementsOf);
  if (!isValidElement<Record<string, unknown>>(node)) return [];
  if (node.type === Fragment) return elementsOf(node.props.children as ReactNode);
  return [node];
}

export function ScriptsAfterFirstPaint({ nonce }: { nonce: string | undefined }) {
  // `<Scripts />` called as the function it is, so that its elements can be rewritten: its hooks are
  // this component's, called on every render in the same order.
  const elements = elementsOf(Scripts({ nonce }));
  const loader = useContext(LoaderContext);
  const moduleScript = elements.find((element) => element.type === "script" && element.props.type === "module");
  const isPreload = (element: ReactElement<Record<string, unknown>>) => element.type === "link" && element.props.rel === "modulepreload";
  const preloads = elements.filter(isPreload);
  // The added preloads and script carry no `crossorigin` or `integrity` (the build sets neither): were
  // either set, the scripts are left as `<Scripts />` writes them.
  const carriesAttributes = preloads.some((element) => element.props.crossOrigin != null || element.props.integrity != null);
  if (!moduleScript || carriesAttributes) return elements.length > 0 ? <>{elements.map((element, index) => cloneElement(element, { key: index }))}</> : null;
  const kept = elements.filter((element) => element !== moduleScript && !isPreload(element));
  return (
    <>
      {kept.map((element, index) => cloneElement(element, { key: index }))}
      <script
        nonce={nonce}
        type={HELD_TYPE}
        data-preloads={[...new Set(preloads.map((element) => String(element.props.href)))].join(" ")}
        suppressHydrationWarning
        dangerouslySetInnerHTML={moduleScript.props.dangerouslySetInnerHTML as { __html: string }}
      />
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: loader }} />
    </>
  );
}
