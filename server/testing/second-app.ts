/**
 * A second app on a test's database: its own caches, match catalog and version ledger, as
 * another process has, so a test can write through one and read through the other.
 */
import supertest from "supertest";
import { createApp } from "../app";
import { DEFAULT_PASSWORD } from "./factories";
import type { TestApp } from "./test-app";

export function createSecondApp(testApp: TestApp) {
  const { app, context } = createApp({ config: testApp.config, database: testApp.database, mailer: testApp.context.mailer, spa: "none", clock: testApp.clock });
  return {
    /** The second app's own context (its own caches of the current convention among them). */
    context,
    /** A fresh client of the second app, signed out. */
    agent: () => supertest.agent(app),
    /** A client of the second app signed in as `member` (who has the factories' password). */
    async signIn(member: { user: { email: string } }) {
      const agent = supertest.agent(app);
      await agent.post("/api/auth/login").send({ email: member.user.email, password: DEFAULT_PASSWORD }).expect(200);
      return agent;
    },
  };
}
