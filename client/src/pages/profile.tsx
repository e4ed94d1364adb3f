import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function ProfilePage() {
  return <PageHeader title="Profile" />;
}
