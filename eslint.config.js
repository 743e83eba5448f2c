import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["src/web/**/*.tsx", "src/web/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layers (docs/architecture.md): api/ composes the modules' routes; modules and the layers under
    // them never import it back. http/ (request context, errors, shared schemas) sits under both.
    files: ["src/server/modules/**/*.ts", "src/server/http/**/*.ts", "src/server/platform/**/*.ts", "src/server/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/api/*"], message: "api/ composes the modules: take errors, context and schemas from src/server/http/." }] },
      ],
    },
  },
  {
    files: ["src/server/http/**/*.ts", "src/server/platform/**/*.ts", "src/server/db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/api/*", "**/modules/**"], message: "A layer under the modules imports neither them nor api/." }] },
      ],
    },
  },
  {
    // Schemas are built with zod.ts's `z`, which sets zod's options first (zod-config.ts); types may come from zod itself.
    files: ["src/domain/**/*.ts", "src/web/**/*.ts", "src/web/**/*.tsx"],
    ignores: ["src/domain/zod.ts", "src/domain/zod-config.ts", "src/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from src/domain/zod.ts, which sets zod's options first.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Only config.ts reads the environment (STYLE.md: configuration once); node-env.ts sets NODE_ENV
    // for the libraries before any of them loads, which config.ts cannot (it loads after them).
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["src/server/config.ts", "src/server/node-env.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through src/server/config.ts" }],
    },
  },
);
