import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { roundtableListQuerySchema } from "@shared/validators/roundtables";
import { AppError } from "../lib/app-error";
import { queryParser } from "./validate";

/** A request as the parser reads it: its URL (inside a router, without the mount point) and Express's parsed query. */
const request = (search: string) => ({ url: `/roundtables${search ? `?${search}` : ""}`, query: Object.fromEntries(new URLSearchParams(search)) }) as unknown as Request;

describe("queryParser", () => {
  it("when the same query text comes twice, then the second gets the first's parsed answer, frozen, equal to a fresh parse", () => {
    const parse = queryParser(roundtableListQuerySchema);
    const first = parse(request("limit=24&tag=%23gothic"));
    expect(first).toEqual(roundtableListQuerySchema.parse({ limit: "24", tag: "#gothic" }));
    expect(first.tag).toBe("gothic");
    expect(parse(request("limit=24&tag=%23gothic"))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another text is its own answer, though it means the same.
    expect(parse(request("tag=%23gothic&limit=24"))).not.toBe(first);
    expect(parse(request(""))).toEqual(roundtableListQuerySchema.parse({}));
  });

  it("when a query is refused, then every ask is refused with the field's message (nothing refused is kept)", () => {
    const parse = queryParser(roundtableListQuerySchema);
    for (let ask = 0; ask < 2; ask += 1) {
      let refused: unknown;
      try {
        parse(request("limit=1000"));
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).status).toBe(400);
      expect(Object.keys((refused as AppError).errors ?? {})).toContain("limit");
    }
  });

  it("when more texts come than it keeps, then the oldest is dropped and parsed afresh when asked again", () => {
    const parse = queryParser(roundtableListQuerySchema, 2);
    const first = parse(request("offset=1"));
    parse(request("offset=2"));
    expect(parse(request("offset=1"))).toBe(first);
    parse(request("offset=3"));
    parse(request("offset=4"));
    const again = parse(request("offset=1"));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
