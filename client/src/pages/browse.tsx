import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function BrowsePage() {
  return <PageHeader title="Browse" />;
}
