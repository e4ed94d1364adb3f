import type { ReactNode } from "react";
import type { UserSearchResult } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { cn, fullName } from "@/lib/utils";

type MemberSearchResultsProps = {
  /** The list's accessible name. */
  label: string;
  /** The trimmed text searched for: nothing shows while it is empty. */
  query: string;
  isLoading: boolean;
  members: UserSearchResult[];
  /** What each row offers: Add, Invite, or why not. */
  renderAction: (member: UserSearchResult) => ReactNode;
  /** The list scrolls at a small fixed height (max-h-*). */
  className?: string;
};

/** A member search's short scrolling list: Searching..., No users found, or one row per member. */
export function MemberSearchResults({ label, query, isLoading, members, renderAction, className }: MemberSearchResultsProps) {
  if (!query) return null;
  return (
    // Focusable, so a keyboard can scroll the list even when every Add in it is disabled (a full roundtable).
    <ul tabIndex={0} aria-label={label} className={cn("divide-y divide-line overflow-y-auto rounded-md border border-line bg-white", className)}>
      {isLoading ? (
        <li className="px-3 py-2 text-sm text-ink-muted">Searching...</li>
      ) : members.length === 0 ? (
        <li className="px-3 py-2 text-sm text-ink-muted">No users found for "{query}"</li>
      ) : (
        members.map((member) => <MemberSearchRow key={member.id} member={member} action={renderAction(member)} />)
      )}
    </ul>
  );
}

function MemberSearchRow({ member, action }: { member: UserSearchResult; action: ReactNode }) {
  return (
    <li className="flex items-center gap-2 px-3 py-2 text-sm">
      <Avatar size="sm" firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium" title={fullName(member)}>
          {fullName(member)}
        </span>
        {member.email && (
          <span className="block truncate text-xs text-ink-muted" title={member.email}>
            {member.email}
          </span>
        )}
      </span>
      {action}
    </li>
  );
}
