import { afterEach, vi } from "vitest";

// An unexpected console.error means something went wrong that no assertion looked at.
const consoleError = vi.spyOn(console, "error");
afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((call) => call.join(" ")).join("\n")}`);
});
