import { useParams } from "wouter";
import { parseRoundtableId, RoundtableOverview } from "@/features/roundtables";

/** `/roundtables/{id}`: one roundtable's details, readable before joining and shareable by address. */
export function RoundtablePage() {
  const params = useParams<{ id: string }>();
  const id = parseRoundtableId(params.id);
  return <RoundtableOverview key={id} id={id} />;
}
