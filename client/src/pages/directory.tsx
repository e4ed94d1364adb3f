import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function DirectoryPage() {
  return <PageHeader title="Directory" />;
}
