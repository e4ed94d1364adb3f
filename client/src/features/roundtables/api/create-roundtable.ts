import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Roundtable, UserSearchResult } from "@shared/types";
import type { CreateRoundtableRequest } from "@shared/validators/roundtables";
import { ApiError, apiRequest } from "@/lib/api-client";
import { fullName } from "@/lib/utils";
import { addParticipant } from "./add-participant";
import { invalidateRoundtables } from "./invalidate-roundtables";

export const createRoundtable = (body: CreateRoundtableRequest) => apiRequest<Roundtable>("POST", "/api/roundtables", body);

/** An invitee the server would not add, and its reason ("This roundtable is full"). */
export type NotAdded = { name: string; reason: string };

/**
 * Creates the roundtable, then adds each invitee (docs/product.md, "Roundtables"). `invited` counts
 * those added; `notAdded` names the others with the server's reason, for the success toast.
 */
export async function createRoundtableWithInvitees({ body, invitees }: { body: CreateRoundtableRequest; invitees: UserSearchResult[] }) {
  const roundtable = await createRoundtable(body);
  let invited = 0;
  const notAdded: NotAdded[] = [];
  for (const invitee of invitees) {
    try {
      await addParticipant({ id: roundtable.id, userId: invitee.id });
      invited += 1;
    } catch (error) {
      const reason = error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : "could not be added";
      notAdded.push({ name: fullName(invitee), reason });
    }
  }
  return { roundtable, invited, notAdded };
}

/** "Not added: Ada Byron (This roundtable is full)." for the success toast; undefined when all were added. */
export function notAddedText(notAdded: NotAdded[]): string | undefined {
  if (notAdded.length === 0) return undefined;
  return `Not added: ${notAdded.map((item) => `${item.name} (${item.reason})`).join("; ")}.`;
}

export function useCreateRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoundtableWithInvitees, onSuccess: () => invalidateRoundtables(queryClient) });
}
