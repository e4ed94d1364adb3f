import fs from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = import.meta.dirname;

/*
 * The server's layers (docs/architecture.md): the entry points and composition files at the top
 * of server/ (app.ts, routes.ts, serve.ts, start-database.ts, context.ts), the command-line scripts
 * and the test helpers build on the features; features build on the infrastructure; shared/ sits
 * under both sides of the app. Every folder of server/ is a feature unless it is named here, so a
 * new feature folder is held to the rules without touching this file.
 */
const INFRASTRUCTURE = ["db", "lib", "middleware", "cache"];
const NOT_FEATURES = new Set([
  ...INFRASTRUCTURE,
  // Test helpers, and the command-line scripts: both use the features from above, like app.ts.
  "testing",
  "scripts",
  // Tests of the whole app only.
  "security",
  "reliability",
]);
const FEATURES = fs
  .readdirSync(path.join(root, "server"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_FEATURES.has(entry.name))
  .map((entry) => entry.name)
  .sort();
/** The files at the top of server/ that compose features (features take context.ts's AppContext as a type). */
const COMPOSITION = ["app.ts", "routes.ts", "serve.ts", "index.ts", "start-database.ts", "context.ts"];

/**
 * The import rules of server/ and shared/, as import-x's no-restricted-paths zones: `target` is
 * the importing files, `from` what they may not import, `except` what they may after all.
 */
function boundaryZones() {
  const infrastructure = `server/{${INFRASTRUCTURE.join(",")}}/**`;
  return [
    ...FEATURES.flatMap((feature) => [
      // A feature is used from outside only through its index.ts, which names what it offers.
      {
        // The command-line tools of scripts/ and the browser journeys of e2e/ are outside users too.
        target: [`server/!(${[feature, ...INFRASTRUCTURE].join("|")})/**`, "server/*.ts", "scripts/**", "e2e/**"],
        from: `server/${feature}`,
        except: ["./index.ts"],
        message: `Import the ${feature} feature through server/${feature}/index.ts, which names what it offers.`,
      },
      // Infrastructure serves every feature, so it knows none of them.
      {
        target: infrastructure,
        from: `server/${feature}`,
        message: "Infrastructure (server/db, lib, middleware, cache) imports no feature: compose features above it (app.ts, start-database.ts).",
      },
    ]),
    // Nor what composes them.
    {
      target: infrastructure,
      from: COMPOSITION.map((file) => `server/${file}`),
      message: "Infrastructure (server/db, lib, middleware, cache) imports none of the files that compose the app.",
    },
    // Test helpers are for tests: production code never imports them.
    {
      target: ["server/!(testing)/**/!(*.test).ts", "server/!(*.test).ts"],
      from: "server/testing",
      message: "Production code imports nothing under server/testing; only tests and test helpers do.",
    },
    // shared/ is imported by both sides of the app and imports neither.
    {
      target: "shared/**",
      from: ["server", "client"],
      message: "shared/ is imported by the server and the client and imports neither.",
    },
  ];
}

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

  // Imports: resolved as TypeScript resolves them (the `@/` and `@shared/` paths of tsconfig.json).
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // import-x reads the imported files too (to follow circles): as TypeScript, with its parser.
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.join(root, "tsconfig.json") })],
    },
  },
  // No module may reach itself through its imports (type-only imports aside: they vanish at build).
  {
    files: ["server/**/*.ts", "shared/**/*.ts", "client/**/*.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["server/**/*.ts", "shared/**/*.ts", "scripts/**/*.ts", "e2e/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones() }] },
  },
  // SQL lives in storage (docs/architecture.md, "Layers"): outside the *.storage.ts modules and
  // server/db/, server code imports none of drizzle's SQL writers (sql, eq, and, ...); its types
  // (SQL) may travel anywhere. Tests and their helpers write SQL to set up and check.
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.storage.ts", "server/db/**", "server/testing/**", "server/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        ...["drizzle-orm", "drizzle-orm/sql"].map((name) => ({
          name,
          allowTypeImports: true,
          message: "SQL lives in storage: write the query in the feature's *.storage.ts (or server/db/) and call it from here.",
        })),
      ],
    },
  },

  // ── The client's boundaries ──────────────────────────────────────────────────────────────────
  ...clientImportBoundaries(),
);

// Client import boundaries (docs/architecture.md, "Layers"): a feature is used only through its
// index.ts; components/, lib/ and testing/ import no feature; features import no page or app;
// production code imports no test helper. Circles and the resolver are set above for every file.
function clientImportBoundaries() {
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
      rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaries }] },
    },
    {
      files: ["client/**/*.{ts,tsx}"],
      ignores: ["client/**/*.test.{ts,tsx}", `${src}/testing/**`],
      rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...boundaries, noTestHelpers] }] },
    },
  ];
}
