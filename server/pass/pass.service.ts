/**
 * Convention passes (docs/product.md, "The day at the table"): the member's own, as a token and its
 * QR code, and a pass read at the table, which must be genuine and for the current convention.
 */
import type { MemberPass } from "@shared/types";
import QRCode from "qrcode";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { readPass, signPass, type PassClaims } from "./pass-token";
import { passKeyOf } from "./pass.storage";

export type Passes = ReturnType<typeof createPasses>;

type Holder = { id: number; firstName: string; lastName: string };

export function createPasses(ctx: Pick<AppContext, "db" | "conventions">) {
  // Read once per process: the key never changes once made.
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= passKeyOf(ctx.db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };

  return {
    /** GET /api/user/pass */
    async passOf(sid: string | undefined, holder: Holder): Promise<MemberPass> {
      const convention = await ctx.conventions.current(sid);
      const token = signPass(await keyOf(), { userId: holder.id, conventionId: convention.id });
      // Error correction M and a quiet zone of two modules read well off a phone's screen.
      const svg = await QRCode.toString(token, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return {
        token,
        svg,
        member: { id: holder.id, firstName: holder.firstName, lastName: holder.lastName },
        convention: { id: convention.id, name: convention.name },
      };
    },

    /**
     * A reader of passes for the current convention: the member a pass names, once it is known
     * genuine and for this convention; else 400 or 409 with a code. Made before a transaction,
     * since it reads the database once and then reads passes without it.
     */
    async reader(sid: string | undefined): Promise<(token: string) => PassClaims> {
      const [passKey, convention] = await Promise.all([keyOf(), ctx.conventions.current(sid)]);
      return (token) => {
        const reading = readPass(passKey, token);
        if (!reading.ok && reading.reason === "unreadable") {
          throw AppError.badRequest("This is not a pass code: a pass code is 20 letters and digits.", { token: ["Not a pass code"] }, "pass_unreadable");
        }
        if (!reading.ok) throw AppError.badRequest("This pass is not valid: it was not issued by this app.", { token: ["Not a valid pass"] }, "pass_invalid");
        if (reading.claims.conventionId !== convention.id) {
          throw AppError.conflict("This pass is for another convention: ask the member to open their pass for this one.", "pass_other_convention");
        }
        return reading.claims;
      };
    },
  };
}
