import { PageHeader } from "@/components/layout/page-header";

// Placeholder until the feature lands.
export function AuthPage() {
  return <PageHeader title="Auth" />;
}
