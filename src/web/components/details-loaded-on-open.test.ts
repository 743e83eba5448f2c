import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { DetailsLoadedOnOpen } from "./details-loaded-on-open.tsx";
import { lazyRendered } from "./lazy-rendered.ts";

const Part = lazyRendered(async () => ({ label }: { label: string }) => createElement("p", null, label));

it("the server renders a closed details' lazily loaded content in full, never its loading text", async () => {
  await Part.preload();
  const html = renderToString(
    createElement(DetailsLoadedOnOpen, { summary: "Add a driver", open: false, fallback: createElement("p", null, "Loading…") }, createElement(Part, { label: "the driver form" })),
  );
  expect(html).toContain("<summary>Add a driver</summary>");
  expect(html).toContain("<p>the driver form</p>");
  expect(html).not.toContain("Loading…");
  expect(html).not.toMatch(/<details[^>]* open/);
});

it("the server renders an open one the same", async () => {
  await Part.preload();
  const html = renderToString(createElement(DetailsLoadedOnOpen, { summary: "Add", open: true, fallback: "Loading…" }, createElement(Part, { label: "form" })));
  expect(html).toMatch(/<details[^>]* open/);
  expect(html).toContain("<p>form</p>");
});
