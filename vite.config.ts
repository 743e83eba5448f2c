import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { shellChunks } from "./scripts/shell-chunks.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), shellChunks()],
  build: { assetsInlineLimit: 0 },
  server: { hmr: { port: 24678 } },
});
