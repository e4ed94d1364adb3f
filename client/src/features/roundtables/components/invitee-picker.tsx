import { UserPlus, X } from "lucide-react";
import { useId, useState } from "react";
import type { UserSearchResult } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fullName } from "@/lib/utils";
import { useMemberSearch } from "../api/search-members";
import { MemberSearchResults } from "./member-search-results";
import { useDebounced } from "./use-debounced";

type InviteePickerProps = {
  invitees: UserSearchResult[];
  onChange: (invitees: UserSearchResult[]) => void;
  excludeIds: number[];
  /** Seats the invitees can take (max participants less the organizer's). */
  seats: number;
};

function seatsText(chosen: number, seats: number): string {
  const seatWord = (count: number) => (count === 1 ? "1 seat" : `${count} seats`);
  if (chosen > seats) return `Only ${seatWord(seats)} for invitees (you take one): ${chosen - seats} will not be added.`;
  return `${seatWord(seats - chosen)} left for invitees of ${seats} (you take one).`;
}

/** The create dialog's invite section: search members, keep a short scrolling list until submit. */
export function InviteePicker({ invitees, onChange, excludeIds, seats }: InviteePickerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const search = useMemberSearch("/api/users/search", useDebounced(text));
  const chosen = new Set(invitees.map((invitee) => invitee.id));
  const results = (search.data ?? []).filter((user) => !excludeIds.includes(user.id));

  return (
    <div className="space-y-3 rounded-lg border border-line bg-paper p-3">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
        Search members to invite
      </label>
      <Input id={`${id}-search`} placeholder="Search users by name or email..." value={text} onChange={(event) => setText(event.target.value)} />
      <MemberSearchResults
        label="Search results"
        className="max-h-40"
        query={text.trim()}
        isLoading={search.isLoading}
        members={results}
        renderAction={(user) => (
          <Button
            size="sm"
            variant="secondary"
            disabled={chosen.has(user.id)}
            onClick={() => onChange([...invitees, user])}
            aria-label={`Invite ${fullName(user)}`}
          >
            <UserPlus aria-hidden="true" />
            {chosen.has(user.id) ? "Invited" : "Add"}
          </Button>
        )}
      />
      <div>
        <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">Invited ({invitees.length})</p>
        {/* Said while choosing: past the seats, the server refuses the rest, and the toast names them. */}
        <p id={`${id}-seats`} aria-live="polite" className={invitees.length > seats ? "mb-1.5 text-sm text-warning" : "mb-1.5 text-sm text-ink-muted"}>
          {seatsText(invitees.length, seats)}
        </p>
        {invitees.length === 0 ? (
          <p className="text-sm text-ink-muted">Nobody yet. Invitees are added when the roundtable is created.</p>
        ) : (
          <ul aria-label="Invited members" className="max-h-28 space-y-1 overflow-y-auto">
            {invitees.map((invitee) => (
              <li key={invitee.id} className="flex items-center justify-between rounded-md bg-white px-2 py-1 text-sm">
                <span className="truncate" title={fullName(invitee)}>
                  {fullName(invitee)}
                </span>
                <button
                  type="button"
                  className="rounded p-1 text-ink-muted hover:bg-paper-muted hover:text-ink"
                  aria-label={`Remove ${fullName(invitee)}`}
                  onClick={() => onChange(invitees.filter((other) => other.id !== invitee.id))}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
