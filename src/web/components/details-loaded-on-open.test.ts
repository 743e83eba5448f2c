import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { PassThrough } from "node:stream";
import { text } from "node:stream/consumers";
import { expect, it } from "vitest";
import { STREAM_OPTIONS } from "../stream-options.ts";
import { DetailsLoadedOnOpen } from "./details-loaded-on-open.tsx";
import { lazyRendered } from "./lazy-rendered.ts";

const Part = lazyRendered(async () => ({ label }: { label: string }) => createElement("p", null, label));

it("the server renders a closed details' lazily loaded content in full, never its loading text", async () => {
  await Part.preload();
  const html = renderToString(
    createElement(DetailsLoadedOnOpen, {
      summary: "Add a driver",
      open: false,
      fallback: createElement("p", null, "Loading…"),
      children: createElement(Part, { label: "the driver form" }),
    }),
  );
  expect(html).toContain("<summary>Add a driver</summary>");
  expect(html).toContain("<p>the driver form</p>");
  expect(html).not.toContain("Loading…");
  expect(html).not.toMatch(/<details[^>]* open/);
});

it("the server renders an open one the same", async () => {
  await Part.preload();
  const html = renderToString(createElement(DetailsLoadedOnOpen, { summary: "Add", open: true, fallback: "Loading…", children: createElement(Part, { label: "form" }) }));
  expect(html).toMatch(/<details[^>]* open/);
  expect(html).toContain("<p>form</p>");
});

it("the page's stream sends a large part in place, not as a loading text swapped in by a script", async () => {
  await Part.preload();
  const large = "A long list of checkpoints. ".repeat(1_000);
  const stream = new PassThrough();
  await new Promise<void>((shellReady, failed) => {
    const { pipe } = renderToPipeableStream(
      createElement(DetailsLoadedOnOpen, { summary: "Add", open: false, fallback: "Loading…", children: createElement(Part, { label: large }) }),
      { ...STREAM_OPTIONS, onShellReady: () => (pipe(stream), shellReady()), onShellError: failed },
    );
  });
  const html = await text(stream);
  expect(html).toContain(large);
  expect(html).not.toContain("Loading…");
  expect(html).not.toContain("<template");
});
