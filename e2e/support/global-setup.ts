/**
 * Builds the client and the server and starts the built app the journeys share
 * (e2e/support/app-server.ts); stops it afterwards.
 */
import type { TestProject } from "vitest/node";
import { buildApp, reuseBuild, startAppServer, type E2eServer } from "./app-server";

declare module "vitest" {
  export interface ProvidedContext {
    e2e: E2eServer;
  }
}

export default async function setup(project: TestProject) {
  // The journeys run against what `npm start` runs: the built client and the compiled server,
  // started with the same node arguments. CI's second browser pass reuses the first pass's build
  // of the same checkout (E2E_REUSE_BUILD, docs/testing.md "Time").
  if (!reuseBuild()) buildApp();
  const { stop, ...server } = await startAppServer();
  project.provide("e2e", server);
  return stop;
}
