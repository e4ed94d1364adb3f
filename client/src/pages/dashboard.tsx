import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
