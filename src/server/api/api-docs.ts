/**
 * The readable API reference: Swagger UI from the swagger-ui-dist package, served by the project
 * (no CDN), reading /api/v3/openapi.json.
 */
import { Hono } from "hono";
import { answerEncoded, encodedBody, type EncodedBody } from "../http/encoded-body.ts";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const distDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const INIT_SCRIPT = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({ url: "../openapi.json", dom_id: "#api-reference", deepLinking: true });
});`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Border e-Queue API v3 — reference</title>
<link rel="stylesheet" href="./assets/swagger-ui.css">
</head>
<body>
<main id="api-reference"><noscript><p>The reference needs JavaScript. The machine-readable document is at <a href="../openapi.json">/api/v3/openapi.json</a>.</p></noscript></main>
<script src="./assets/swagger-ui-bundle.js"></script>
<script src="./init.js"></script>
</body>
</html>`;

export function apiDocsRoutes() {
  // Read and compressed once, at brotli 5: Swagger UI's 1.7 MB bundle goes out as 405 KB, made in
  // 79 ms. Brotli 11 would make it 359 KB but took 3.4 s of a thread on this project's 2-core
  // machine, which the first reader after every start waited for (and longer on a busy machine).
  const cache = new Map<string, EncodedBody>();
  return new Hono()
    .get("/docs", (c) => c.redirect(`${c.req.path}/`, 301))
    .get("/docs/", (c) => c.html(PAGE))
    .get("/docs/init.js", (c) => c.body(INIT_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }))
    .get("/docs/assets/:file", async (c) => {
      const file = c.req.param("file");
      const type = ASSETS[file];
      if (!type) return c.notFound();
      let content = cache.get(file);
      if (!content) {
        content = encodedBody(new Uint8Array(await readFile(join(distDir, file))), 5);
        cache.set(file, content);
      }
      return answerEncoded(c.req.raw, content, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
    });
}
