import { useParams } from "wouter";
import { TableCheckIn } from "@/features/attendance";
import { RoundtableFeedback } from "@/features/feedback";
import { parseRoundtableId, RoundtableOverview } from "@/features/roundtables";

/** `/roundtables/{id}`: one roundtable's details, readable before joining and shareable by address; at the table, its check-in; after it, its feedback. */
export function RoundtablePage() {
  const params = useParams<{ id: string }>();
  const id = parseRoundtableId(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  return (
    <div className="space-y-6">
      <RoundtableOverview key={id} id={id} />
      {valid && <TableCheckIn key={`check-in-${id}`} roundtableId={id} />}
      {valid && <RoundtableFeedback key={`feedback-${id}`} roundtableId={id} />}
    </div>
  );
}
