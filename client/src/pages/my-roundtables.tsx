import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function MyRoundtablesPage() {
  return <PageHeader title="MyRoundtables" />;
}
