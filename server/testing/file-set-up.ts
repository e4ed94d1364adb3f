/**
 * What a test file makes once, before its tests: a fresh app and what the file's tests share on
 * it. The file closes the app after its tests (`afterAll(() => testApp.close())`).
 */
import { chapterIds, registerMember } from "./factories";
import { createTestApp, type TestApp } from "./test-app";

/** An app with one member registered (signed in through their agent), e.g. an organizer. */
export async function createTestAppWithMember(
  overrides: Parameters<typeof registerMember>[1] = {},
): Promise<{ testApp: TestApp; member: Awaited<ReturnType<typeof registerMember>> }> {
  const testApp = await createTestApp();
  return { testApp, member: await registerMember(testApp, overrides) };
}

/** An app and the ids of its seeded chapters, in order. */
export async function createTestAppWithChapters(): Promise<{ testApp: TestApp; chapters: number[] }> {
  const testApp = await createTestApp();
  return { testApp, chapters: await chapterIds(testApp) };
}
