import { UserRoundSearch } from "lucide-react";
import type { ReactNode } from "react";
import type { SuggestedMember } from "@shared/types";
import { useSuggestedMembers } from "../api/get-suggested-members";

export const PEOPLE_TO_MEET = 3;

type PeopleToMeetProps = {
  /** The page's member card, with Message and Connect. */
  renderMember: (member: SuggestedMember) => ReactNode;
  limit?: number;
};

/** Members of other chapters who share the most with the member, and what they share; hidden when there is no one. */
export function PeopleToMeet({ renderMember, limit = PEOPLE_TO_MEET }: PeopleToMeetProps) {
  const { data: people = [] } = useSuggestedMembers(limit);
  if (people.length === 0) return null;
  return (
    <section aria-labelledby="people-to-meet-heading" className="mb-10">
      <h2 id="people-to-meet-heading" className="flex items-center gap-2 font-serif text-2xl font-semibold text-ink">
        <UserRoundSearch aria-hidden="true" className="size-5 text-cardinal" />
        People you might want to meet
      </h2>
      <p className="mb-4 mt-1 text-sm text-ink-muted">Members of other chapters who listed what you did.</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {people.map((member) => (
          <li key={member.id} className="flex min-w-0 flex-col gap-2">
            <div className="flex-1">{renderMember(member)}</div>
            {member.reasons.length > 0 && (
              <p className="px-1 text-sm text-ink-soft">
                <span className="font-medium text-ink">You both listed:</span> {member.reasons.join(", ")}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
