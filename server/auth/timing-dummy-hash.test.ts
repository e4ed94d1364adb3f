/**
 * A sign-in with an unknown e-mail compares against a dummy hash so it takes as long as one with a
 * known e-mail: that holds only if the dummy has the cost members' hashes have (BCRYPT_COST).
 */
import { describe, expect, it } from "vitest";
import { hashPassword, timingDummyHash } from "./password-hashing";

const costOf = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);

describe("the timing dummy hash", () => {
  it("when members' passwords are hashed at a cost, then the unknown-account comparison's hash has that cost too", async () => {
    for (const cost of [4, 5]) {
      expect(costOf(await timingDummyHash(cost))).toBe(cost);
      expect(costOf(await timingDummyHash(cost))).toBe(costOf(await hashPassword("a member's password", cost)));
    }
  });
});
