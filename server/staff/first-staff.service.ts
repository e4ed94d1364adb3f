/**
 * The first staff member (docs/security.md, "Membership"). While no member is staff, each start of
 * the app prints a one-time setup code in its log; a signed-in member who enters it becomes
 * confirmed, approved staff, and the code is spent. Only who reads the app's log (whoever runs it)
 * can take a new deployment; whoever signs up first gains nothing by it.
 */
import crypto from "node:crypto";
import type { CurrentUser } from "@shared/types";
import type { AppContext } from "../context";
import type { Db } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Logger } from "../lib/logger";
import { approveMember, recordAudit } from "../members";
import { findCurrentUserById } from "../users";
import { deleteSetupCode, lockSetupCode, makeConfirmedStaff, offerCodeHash } from "./first-staff.storage";

export const WRONG_SETUP_CODE = "That setup code is not right.";
export const SETUP_CODE_SPENT = "A staff member already exists: ask them to approve you.";

// No 0/O or 1/I: the code is read from a log and typed by hand.
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** Twelve characters from 32 (60 bits), shown in groups of four. */
export function newSetupCode(): string {
  const bytes = crypto.randomBytes(12);
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return characters.match(/.{4}/g)!.join("-");
}

/** Letter case, spaces and dashes don't matter: the code is compared as its letters and digits. */
function hashSetupCode(code: string): string {
  const normalized = code.toUpperCase().replace(/[^0-9A-Z]/g, "");
  return crypto.createHash("sha256").update(normalized).digest("hex");
}

/** At start: prints a new setup code while no member is staff (or says which earlier line holds the code in force). */
export async function offerSetupCode(db: Db, logger: Logger): Promise<void> {
  const code = newSetupCode();
  const outcome = await offerCodeHash(db, hashSetupCode(code));
  if (outcome === "made") {
    logger.warn(
      `No member is staff yet. Staff setup code: ${code} (sign up, then enter it under "I have a setup code" to become staff; it works once)`,
    );
  } else if (outcome === "kept") {
    logger.warn("No member is staff yet: enter the staff setup code printed earlier in this log (a restart ten minutes after it prints a new one)");
  }
}

type ClaimContext = Pick<AppContext, "db">;

/** Makes `member` staff when `code` is the setup code in force; the code then stops working. */
export async function claimStaff(ctx: ClaimContext, member: CurrentUser, code: string): Promise<CurrentUser> {
  await ctx.db.transaction(async (tx) => {
    const { codeHash, staffExists } = await lockSetupCode(tx);
    if (staffExists) throw AppError.conflict(SETUP_CODE_SPENT, "setup_code_spent");
    const given = Buffer.from(hashSetupCode(code), "hex");
    if (!codeHash || !crypto.timingSafeEqual(given, Buffer.from(codeHash, "hex"))) {
      throw AppError.badRequest(WRONG_SETUP_CODE, { code: [WRONG_SETUP_CODE] }, "wrong_setup_code");
    }
    await deleteSetupCode(tx);
    await makeConfirmedStaff(tx, member.id);
    if (member.membershipStatus === "pending") await approveMember(tx, { actorId: member.id, memberId: member.id, note: "First staff, with the setup code" });
    await recordAudit(tx, { actorId: member.id, action: "staff.granted", memberId: member.id, note: "With the setup code" });
  });
  return (await findCurrentUserById(ctx.db, member.id))!;
}
