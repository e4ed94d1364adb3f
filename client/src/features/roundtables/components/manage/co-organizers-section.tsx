import { useState } from "react";
import { MAX_CO_ORGANIZERS } from "@shared/constants";
import type { CoOrganizerSummary, Roundtable, UserSearchResult } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useHandOver, useInviteCoOrganizer, useRemoveCoOrganizer } from "../../api/co-organizers";
import { useMemberSearch } from "../../api/search-members";
import { MemberSearchResults } from "../member-search-results";
import { SeatGoesNextDialog } from "../seat-goes-next-dialog";
import { useDebounced } from "../use-debounced";

const failed = (fallback: string) => (error: unknown) => {
  if (handleUnauthorized(error)) return;
  toast({ title: "Error", description: serverMessageOr(error, fallback), variant: "destructive" });
};

/**
 * The Manage dialog's Co-organizers (docs/product.md, "Co-organizers"): the organizer invites up
 * to two members (searched as Add Participant searches), sees each invitation's status, removes
 * one, and hands the roundtable over to a co-organizer; a co-organizer may step down.
 */
export function CoOrganizersSection({ roundtable }: { roundtable: Roundtable }) {
  const { user: me } = useCurrentUser();
  const remove = useRemoveCoOrganizer();
  const handOver = useHandOver();
  const [handingTo, setHandingTo] = useState<CoOrganizerSummary | null>(null);
  const invitations = roundtable.coOrganizerInvitations ?? [];
  // Absent from an older copy of the item: none.
  const coOrganizers = roundtable.coOrganizers ?? [];
  const taken = coOrganizers.length + invitations.length;
  const organizer = roundtable.isOrganizer;

  const removeMember = (member: CoOrganizerSummary, stepDown: boolean) =>
    remove.mutate(
      { id: roundtable.id, userId: member.id },
      {
        onSuccess: () => toast({ title: stepDown ? "You stepped down as co-organizer." : `${fullName(member)} is no longer a co-organizer.` }),
        onError: failed("Failed to remove the co-organizer. Please try again."),
      },
    );

  const removing = (id: number) => remove.isPending && remove.variables?.userId === id;

  return (
    <section className="mt-5 space-y-3" aria-labelledby={`co-organizers-${roundtable.id}`}>
      <div className="flex items-center justify-between gap-2">
        <h3 id={`co-organizers-${roundtable.id}`} className="font-serif text-base font-semibold text-ink">
          Co-organizers ({coOrganizers.length}/{MAX_CO_ORGANIZERS})
        </h3>
      </div>
      {coOrganizers.length === 0 && invitations.length === 0 && (
        <p className="text-sm text-ink-muted">
          {organizer ? "Invite up to two members to edit and manage this roundtable with you." : "No co-organizers yet."}
        </p>
      )}
      <ul className="divide-y divide-line rounded-md border border-line bg-white empty:hidden" aria-label="Co-organizers and invitations">
        {coOrganizers.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <Avatar size="sm" firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} />
            <span className="min-w-0 flex-1 truncate font-medium">{fullName(member)}</span>
            <Badge variant="accent">Co-organizer</Badge>
            {organizer && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setHandingTo(member)} disabled={handOver.isPending}>
                  Hand over
                </Button>
                <Button size="sm" variant="ghost" onClick={() => removeMember(member, false)} disabled={removing(member.id)} aria-label={`Remove ${fullName(member)} as co-organizer`}>
                  {removing(member.id) ? "Removing..." : "Remove"}
                </Button>
              </>
            )}
            {!organizer && member.id === me?.id && (
              <Button size="sm" variant="ghost" onClick={() => removeMember(member, true)} disabled={removing(member.id)}>
                {removing(member.id) ? "Stepping down..." : "Step down"}
              </Button>
            )}
          </li>
        ))}
        {invitations.map(({ user, status }) => (
          <li key={user.id} className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm">
            <Avatar size="sm" firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
            <span className="min-w-0 flex-1 truncate font-medium">{fullName(user)}</span>
            <Badge variant={status === "declined" ? "outline" : "warning"}>{status === "declined" ? "Declined" : "Invitation pending"}</Badge>
            {organizer && (
              <Button size="sm" variant="ghost" onClick={() => removeMember(user, false)} disabled={removing(user.id)} aria-label={`Remove the invitation of ${fullName(user)}`}>
                {removing(user.id) ? "Removing..." : "Remove"}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {organizer && <InviteCoOrganizer roundtable={roundtable} full={taken >= MAX_CO_ORGANIZERS} />}
      <SeatGoesNextDialog
        open={handingTo !== null}
        title={`Hand "${roundtable.title}" over to ${handingTo ? fullName(handingTo) : ""}?`}
        description="They become the organizer, and you stay on as a co-organizer. Only the organizer can delete the roundtable or hand it over."
        confirmLabel="Hand over"
        onCancel={() => setHandingTo(null)}
        onConfirm={() => {
          if (handingTo) {
            const member = handingTo;
            handOver.mutate(
              { id: roundtable.id, userId: member.id },
              { onSuccess: () => toast({ title: `${fullName(member)} now organizes this roundtable.` }), onError: failed("Failed to hand over. Please try again.") },
            );
          }
          setHandingTo(null);
        }}
      />
    </section>
  );
}

/** Search the directory as Add Participant does, and invite a member. */
function InviteCoOrganizer({ roundtable, full }: { roundtable: Roundtable; full: boolean }) {
  const [text, setText] = useState("");
  const query = useDebounced(text);
  const search = useMemberSearch("/api/users", query);
  const invite = useInviteCoOrganizer();
  const noteId = `invite-co-organizer-${roundtable.id}-full`;
  const known = new Set([roundtable.organizerId, ...(roundtable.coOrganizers ?? []).map((member) => member.id), ...(roundtable.coOrganizerInvitations ?? []).map((row) => row.user.id)]);

  const action = (member: UserSearchResult) => {
    if (known.has(member.id)) {
      return (
        <Button size="sm" variant="secondary" disabled>
          {member.id === roundtable.organizerId ? "Organizer" : "Already Invited"}
        </Button>
      );
    }
    const inviting = invite.isPending && invite.variables?.userId === member.id;
    return (
      <Button
        size="sm"
        disabled={inviting || full}
        aria-describedby={full ? noteId : undefined}
        onClick={() =>
          invite.mutate(
            { id: roundtable.id, userId: member.id },
            { onSuccess: () => toast({ title: `Invitation sent to ${fullName(member)}.` }), onError: failed("Failed to send the invitation. Please try again.") },
          )
        }
      >
        {inviting ? "Inviting..." : "Invite"}
      </Button>
    );
  };

  return (
    <div className="space-y-2 rounded-lg border border-line bg-paper p-3">
      <h4 className="text-sm font-semibold text-ink">Invite a co-organizer</h4>
      {full && (
        <p id={noteId} className="text-sm text-ink-muted">
          Two co-organizers and invitations at most: remove one to invite someone else.
        </p>
      )}
      <label className="sr-only" htmlFor={`invite-co-organizer-${roundtable.id}`}>
        Search members to invite as co-organizer
      </label>
      <Input
        id={`invite-co-organizer-${roundtable.id}`}
        placeholder="Search members by name or email..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <MemberSearchResults
        label="Members found"
        className="max-h-48"
        query={query.trim()}
        isLoading={search.isLoading}
        members={search.data ?? []}
        renderAction={action}
      />
    </div>
  );
}
