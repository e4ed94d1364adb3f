import { describe, expect, it } from "vitest";
import { safeReturnPath, signInUrl } from "./return-path";

describe("safeReturnPath", () => {
  it("when the path is on this site, then it is kept with its query and hash", () => {
    expect(safeReturnPath("/directory")).toBe("/directory");
    expect(safeReturnPath("/browse?tag=gothic#top")).toBe("/browse?tag=gothic#top");
  });

  it("when the value would leave the site or is not a path, then it falls back to /", () => {
    for (const hostile of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "directory", "", null, undefined]) {
      expect(safeReturnPath(hostile)).toBe("/");
    }
  });
});

describe("signInUrl", () => {
  it("when a member page is asked for, then / carries it in next; the home page needs none", () => {
    expect(signInUrl("/my-roundtables")).toBe("/?next=%2Fmy-roundtables");
    expect(signInUrl("/")).toBe("/");
    expect(signInUrl("//evil.example")).toBe("/");
  });
});
