import { useState } from "react";
import type { MemberRecord } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useApproveMember, useDeclineMember, useReinstateMember, useSuspendMember } from "../api/decide-member";
import { NoteDialog, type NoteKind } from "./note-dialog";

function failed(error: unknown) {
  if (handleUnauthorized(error)) return;
  toast({ title: "Error", description: serverMessageOr(error, "Failed to update the member. Please try again."), variant: "destructive" });
}

/**
 * Approve, decline, suspend and reinstate, each with its toast; decline and suspend first ask for
 * the note in a dialog (`dialog` is to be rendered once by the list).
 */
export function useMemberDecisions() {
  const approve = useApproveMember();
  const decline = useDeclineMember();
  const suspend = useSuspendMember();
  const reinstate = useReinstateMember();
  const [noting, setNoting] = useState<{ member: MemberRecord; kind: NoteKind } | null>(null);

  const approveMember = (member: MemberRecord) =>
    approve.mutate(member.id, {
      onSuccess: () =>
        toast(
          member.pendingChange
            ? { title: "Change approved", description: `${fullName(member)} is now at ${member.pendingChapter ?? "their new chapter"}.` }
            : { title: "Member approved", description: `${fullName(member)} is in, and has been told by e-mail.` },
        ),
      onError: failed,
    });

  const reinstateMember = (member: MemberRecord) =>
    reinstate.mutate(member.id, {
      onSuccess: () => toast({ title: "Member reinstated", description: `${fullName(member)} can sign in again.` }),
      onError: failed,
    });

  const submitNote = (note: string) => {
    if (!noting) return;
    const { member, kind } = noting;
    const done = () => setNoting(null);
    if (kind === "suspend") {
      suspend.mutate(
        { id: member.id, note },
        { onSuccess: () => (done(), toast({ title: "Member suspended", description: `${fullName(member)} has been signed out everywhere.` })), onError: failed },
      );
      return;
    }
    decline.mutate(
      { id: member.id, note: note || undefined },
      {
        onSuccess: () => (done(), toast({ title: member.pendingChange ? "Change declined" : "Member declined", description: `${fullName(member)} has been told by e-mail.` })),
        onError: failed,
      },
    );
  };

  const dialog = (
    <NoteDialog
      member={noting?.member ?? null}
      kind={noting?.kind ?? "decline"}
      pending={decline.isPending || suspend.isPending}
      onSubmit={submitNote}
      onOpenChange={(open) => !open && setNoting(null)}
    />
  );

  return {
    approve: approveMember,
    approvingId: approve.isPending ? approve.variables : undefined,
    decline: (member: MemberRecord) => setNoting({ member, kind: "decline" }),
    suspend: (member: MemberRecord) => setNoting({ member, kind: "suspend" }),
    reinstate: reinstateMember,
    reinstatingId: reinstate.isPending ? reinstate.variables : undefined,
    dialog,
  };
}

export type MemberDecisions = ReturnType<typeof useMemberDecisions>;
