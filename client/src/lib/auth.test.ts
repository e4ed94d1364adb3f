import { afterEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "./auth";

afterEach(() => {
  document.cookie = "ec.in=1; path=/";
});

describe("getCurrentUser", () => {
  it("when the browser holds no session hint, then it answers null without asking the server", async () => {
    document.cookie = "ec.in=; path=/; max-age=0";
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("when the hint is there but the session is gone, then the 401 reads as signed out", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});
