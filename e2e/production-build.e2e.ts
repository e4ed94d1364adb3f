/**
 * The journeys prove what members get only if the app under test is what `npm start` ships: the
 * client built for production (the test runner's NODE_ENV=test once gave them React's
 * development build).
 */
import { describe, expect, inject, it } from "vitest";

describe("the app under test", () => {
  it("serves the client's production build: React's minified errors, none of its development warnings", async () => {
    const { baseUrl } = inject("e2e");
    const html = await (await fetch(`${baseUrl}/`)).text();
    const entry = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
    expect(entry, "index.html loads an entry script").toBeDefined();
    const script = await (await fetch(new URL(entry!, baseUrl))).text();
    // Booleans, so a failure names what is wrong instead of printing half a megabyte of script.
    expect(script.includes("Minified React error"), "the entry carries React's production build").toBe(true);
    expect(script.includes('unique "key" prop'), "the entry carries none of React's development warnings").toBe(false);
  });
});
