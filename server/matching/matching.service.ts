/** Suggestions for the signed-in member: people to meet (docs/matching.md); roundtables to join come from match-lists.ts. */
import type { SuggestedMember } from "@shared/types";
import type { AppContext } from "../context";
import { listSuggestedMembers } from "./people.storage";

type Viewer = { id: number };

export function createMatchingService({ db }: Pick<AppContext, "db">) {
  return {
    suggestedMembers: (viewer: Viewer, limit: number): Promise<SuggestedMember[]> => listSuggestedMembers(db, viewer.id, limit),
  };
}
