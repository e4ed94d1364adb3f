/** The member's agenda: their roundtables in the current convention, with tablemates (docs/product.md, "The convention pass"). */
import type { Agenda } from "@shared/types";
import type { AppContext } from "../context";
import { listRoundtablesWithIds } from "../roundtables";
import { listAgendaEntries } from "./agenda.storage";

export async function readAgenda(
  ctx: Pick<AppContext, "db" | "conventions" | "rateLimits" | "clock">,
  viewer: { id: number },
  request: { sessionId: string | undefined; address: string },
): Promise<Agenda> {
  const convention = await ctx.conventions.current(request.sessionId);
  const entries = await listAgendaEntries(ctx.db, viewer.id, convention.id, ctx.clock.now());
  const roundtables = new Map(
    (await listRoundtablesWithIds(ctx.db, viewer.id, entries.map((entry) => entry.roundtableId))).map((roundtable) => [roundtable.id, roundtable]),
  );
  // Tablemates are members shown, as on a participant list (lib/members-shown.ts).
  await ctx.rateLimits.membersShown.show(viewer.id, request.address, new Set(entries.flatMap((entry) => entry.tablemates.map((mate) => mate.id))));
  const items = entries.flatMap(({ roundtableId, ...entry }) => {
    const roundtable = roundtables.get(roundtableId);
    // Deleted between the two reads: it is no longer on the agenda.
    return roundtable ? [{ roundtable, ...entry }] : [];
  });
  return { convention, items };
}
