import { useParams } from "wouter";
import { ConventionArchive } from "@/features/conventions";

/** `/conventions/{id}`: one past convention's program and roundtables. */
export function PastConventionPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : 0;
  return <ConventionArchive key={id} conventionId={id} />;
}
