/**
 * What the roundtable services work with, made once per app by the roundtable routes: the
 * database, the lists this process keeps (the cache and the ranking, lists/), the notification
 * mail, and the waiting lines a freed seat may unblock.
 */
import type { PublicUser } from "@shared/types";
import type { AppContext } from "../context";
import { createNotificationMail } from "../mail";
import { createCachedLists, type CachedLists } from "./lists/cached-lists";
import { createRankedLists, type RankedLists } from "./lists/ranked-lists";
import { createWaitingLines, type WaitingLines } from "./waiting-lines";

export type RoundtableContext = {
  db: AppContext["db"];
  /** The clock the date rules read (date-rules.ts). */
  clock: AppContext["clock"];
  openProposalsPerMember: number;
  lists: { cached: CachedLists; ranked: RankedLists };
  mail: ReturnType<typeof createNotificationMail>;
  waitingLines: WaitingLines;
};

export function createRoundtableContext(ctx: AppContext): RoundtableContext {
  const cached = createCachedLists(ctx);
  return {
    db: ctx.db,
    clock: ctx.clock,
    openProposalsPerMember: ctx.config.openProposalsPerMember,
    lists: { cached, ranked: createRankedLists(ctx, cached) },
    mail: createNotificationMail(ctx),
    waitingLines: createWaitingLines(ctx),
  };
}

/** The signed-in member a service acts for. */
export type Viewer = Pick<PublicUser, "id" | "userType" | "firstName" | "lastName">;
