import { PageHeader } from "@/components/layout/page-header";
import { PastConventionList } from "@/features/conventions";

/** `/conventions`: the conventions that are over, each readable on its own page. */
export function PastConventionsPage() {
  return (
    <div>
      <PageHeader title="Past Conventions" description="The program and roundtables of every convention that is over, and who sat at them." />
      <PastConventionList />
    </div>
  );
}
