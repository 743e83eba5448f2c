import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { expect, it } from "vitest";
import { prefetchMode } from "./app-link.tsx";

/** The page a router renders at `/` with a link of the given prefetch mode on it. */
function pageWithLink(prefetch: "intent" | "none") {
  const router = createMemoryRouter([
    { path: "/", element: createElement(Link, { to: "/news", prefetch }, "News") },
    { path: "/news", element: null },
  ]);
  return renderToString(createElement(RouterProvider, { router }));
}

it("a link is the same markup whether it prefetches on intent or not, so the browser's mode hydrates the server's page", () => {
  const intent = pageWithLink("intent");
  expect(intent).toContain('href="/news"');
  expect(intent).toBe(pageWithLink("none"));
});

it("the mode follows the connection: none with data saver or on 2g, intent otherwise or when unknown", () => {
  expect(prefetchMode(undefined)).toBe("intent");
  expect(prefetchMode({ effectiveType: "4g" })).toBe("intent");
  expect(prefetchMode({ effectiveType: "2g" })).toBe("none");
  expect(prefetchMode({ effectiveType: "4g", saveData: true })).toBe("none");
});
