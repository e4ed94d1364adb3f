/** The SQL statements the app's pool runs for one request, for tests that count queries. */
import { expect } from "vitest";
import type { TestApp } from "./test-app";

export async function statementsOf(testApp: TestApp, request: () => Promise<{ status: number }>): Promise<string[]> {
  const pool = testApp.database.pool;
  const original = pool.query;
  const statements: string[] = [];
  pool.query = function (this: typeof pool, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === "string" ? first : (first?.text ?? ""));
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    expect((await request()).status).toBe(200);
  } finally {
    pool.query = original;
  }
  return statements;
}
