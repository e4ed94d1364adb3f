import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "e2e/artifacts", "server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...clientImportBoundaries(),
);

// Client import boundaries (docs/architecture.md, "Layers"): a feature is used only through its
// index.ts; components/, lib/ and testing/ import no feature; features import no page or app;
// production code imports no test helper; no import circles. Self-contained (its own files,
// plugin and resolver) so it sits beside the server's rules; a function, so it can close the file.
function clientImportBoundaries() {
  const root = import.meta.dirname;
  const src = "client/src";
  // Every folder under client/src/features is a feature, covered as soon as it exists.
  const features = fs
    .readdirSync(path.join(root, src, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const feature = (name) => `${src}/features/${name}`;
  const boundaries = [
    ...features.map((name) => ({
      target: [`${src}/app`, `${src}/pages`, ...features.filter((other) => other !== name).map(feature)],
      from: feature(name),
      except: ["./index.ts"],
      message: `Use the ${name} feature through its index.ts ("@/features/${name}"), or move what both need into components/ or lib/.`,
    })),
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/testing`],
      from: [`${src}/features`, `${src}/pages`, `${src}/app`],
      message: "components/, lib/ and testing/ serve every feature and import none of them, nor pages or the app.",
    },
    {
      target: `${src}/features`,
      from: [`${src}/pages`, `${src}/app`],
      message: "A feature imports no page and not the app: pages compose features.",
    },
    { target: `${src}/pages`, from: `${src}/app`, message: "Pages do not import the app: the app routes to pages." },
  ];
  const noTestHelpers = { target: src, from: `${src}/testing`, message: "Production code imports no test helper." };
  return [
    {
      files: ["client/**/*.{ts,tsx}"],
      plugins: { "import-x": importX },
      settings: {
        "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
        // no-cycle reads the files it follows: these are the ones it may open, and how.
        "import-x/extensions": [".ts", ".tsx"],
        "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      },
      rules: {
        "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }],
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
    {
      files: ["client/**/*.{ts,tsx}"],
      ignores: ["client/**/*.test.{ts,tsx}", `${src}/testing/**`],
      rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...boundaries, noTestHelpers] }] },
    },
  ];
}
