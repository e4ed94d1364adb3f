/** Suggestions for the signed-in member: people to meet (docs/matching.md); roundtables to join are the roundtables feature's ranking. */
import type { SuggestedMember } from "@shared/types";
import type { AppContext } from "../context";
import { listSuggestedMembers } from "./people.storage";

export function suggestMembers({ db }: Pick<AppContext, "db">, viewer: { id: number }, limit: number): Promise<SuggestedMember[]> {
  return listSuggestedMembers(db, viewer.id, limit);
}
