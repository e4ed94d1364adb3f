import { UserPlus, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { UserSearchResult } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fullName } from "@/lib/utils";
import { useUserSearch } from "../api/search-users";

/** Debounced text for searches. */
export function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

type InviteePickerProps = {
  invitees: UserSearchResult[];
  onChange: (invitees: UserSearchResult[]) => void;
  excludeIds: number[];
};

/** The create dialog's invite section: search members, keep a short scrolling list until submit. */
export function InviteePicker({ invitees, onChange, excludeIds }: InviteePickerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const search = useUserSearch(useDebounced(text));
  const chosen = new Set(invitees.map((invitee) => invitee.id));
  const results = (search.data ?? []).filter((user) => !excludeIds.includes(user.id));

  return (
    <div className="space-y-3 rounded-lg border border-line bg-paper p-3">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
        Search members to invite
      </label>
      <Input id={`${id}-search`} placeholder="Search users by name or email..." value={text} onChange={(event) => setText(event.target.value)} />
      {text.trim() && (
        <ul aria-label="Search results" className="max-h-40 divide-y divide-line overflow-y-auto rounded-md border border-line bg-white">
          {search.isLoading ? (
            <li className="px-3 py-2 text-sm text-ink-muted">Searching...</li>
          ) : results.length === 0 ? (
            <li className="px-3 py-2 text-sm text-ink-muted">No users found for "{text.trim()}"</li>
          ) : (
            results.map((user) => (
              <li key={user.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <Avatar size="sm" firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium" title={fullName(user)}>
                    {fullName(user)}
                  </span>
                  <span className="block truncate text-xs text-ink-muted" title={user.email}>
                    {user.email}
                  </span>
                </span>
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
              </li>
            ))
          )}
        </ul>
      )}
      <div>
        <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-ink-muted">Invited ({invitees.length})</p>
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
