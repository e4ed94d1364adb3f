/** Suggestions for the signed-in member: roundtables to join and people to meet (docs/matching.md). */
import type { Roundtable, SuggestedMember } from "@shared/types";
import type { AppContext } from "../context";
import { listRecommendedRoundtables } from "../roundtables/roundtable.storage";
import { listSuggestedMembers } from "./people.storage";

type Viewer = { id: number };

export function createMatchingService({ db }: Pick<AppContext, "db">) {
  return {
    recommendedRoundtables: (viewer: Viewer, limit: number): Promise<Roundtable[]> => listRecommendedRoundtables(db, viewer.id, limit),
    suggestedMembers: (viewer: Viewer, limit: number): Promise<SuggestedMember[]> => listSuggestedMembers(db, viewer.id, limit),
  };
}
