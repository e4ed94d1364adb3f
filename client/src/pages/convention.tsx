import { PageHeader } from "@/components/layout/page-header";
import { ConventionAdmin } from "@/features/conventions";

/** `/convention` (staff): prepare the next convention, its days, sessions and rooms, and make it current. */
export function ConventionPage() {
  return (
    <div>
      <PageHeader title="Convention" description="Prepare next year's convention from the last one, edit its days, sessions and rooms, and make it current." />
      <ConventionAdmin />
    </div>
  );
}
