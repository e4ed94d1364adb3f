import { useMemo, type ReactNode } from "react";
import { Users } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { emptyDirectoryFilters, MemberCard, MemberCardSkeleton, useDirectory } from "@/features/directory";
import { AuditLog, PendingMembers, RosterImport, StaffMembers } from "@/features/members";
import { useCurrentUser } from "@/lib/auth";
import { useUrlFilters } from "@/lib/url-filters";

// Two tabs to a row on a phone, so every tab shows without scrolling sideways.
const tabsListClasses = "grid w-full grid-cols-2 gap-1 sm:inline-flex sm:w-auto";
const tabClasses = "px-3";

/**
 * Approvers only (the route exists for approved advisors and staff): advisors answer their
 * chapter's newcomers and changes; staff answer everyone, keep the roll, the roster and the log.
 */
export function MembersPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (!user.isStaff) {
    return (
      <MembersTabs
        description={`Approve the people who signed up for ${user.chapter ?? "your chapter"}, and answer changes of chapter or role.`}
        tabs={[
          { value: "waiting", label: "Waiting", content: <PendingMembers staff={false} /> },
          { value: "chapter", label: "Chapter members", content: <ChapterMembers chapterId={user.chapterId} chapter={user.chapter} /> },
        ]}
      />
    );
  }
  return (
    <MembersTabs
      description="Approve new members and changes of chapter or role, keep the roll, import the roster and read the audit log."
      tabs={[
        { value: "waiting", label: "Waiting", content: <PendingMembers staff /> },
        { value: "all", label: "All members", content: <StaffMembers /> },
        { value: "roster", label: "Roster", content: <RosterImport /> },
        { value: "audit", label: "Audit log", content: <AuditLog /> },
      ]}
    />
  );
}

/** The page's header and its tabs, the first one open. */
function MembersTabs({ description, tabs }: { description: string; tabs: { value: string; label: string; content: ReactNode }[] }) {
  // The open tab lives in the address with its filters: Back and a reload come back to it.
  const first = tabs[0]!.value;
  const defaults = useMemo(() => ({ tab: first }), [first]);
  const [{ tab }, setValues] = useUrlFilters(defaults);
  const open = tabs.some((item) => item.value === tab) ? tab : first;
  return (
    <>
      <PageHeader title="Members" description={description} />
      <Tabs value={open} onValueChange={(value) => setValues({ tab: value })}>
        <TabsList className={tabsListClasses}>
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className={tabClasses}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            {tab.content}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}

/** The chapter's approved members, as the directory shows them. */
function ChapterMembers({ chapterId, chapter }: { chapterId: number; chapter: string | null }) {
  const directory = useDirectory({ ...emptyDirectoryFilters, chapterId: String(chapterId) });
  const members = directory.data?.pages.flatMap((page) => page.items) ?? [];
  const total = directory.data?.pages.at(-1)?.total ?? 0;
  return (
    <section aria-labelledby="chapter-members-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="chapter-members-heading" className="font-serif text-2xl font-semibold">
          Members of {chapter ?? "your chapter"}
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {directory.isPending ? "Loading..." : `${total} ${total === 1 ? "member" : "members"}`}
        </p>
      </div>
      {directory.isPending ? (
        <div role="status" aria-label="Loading chapter members" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <MemberCardSkeleton key={index} />
          ))}
        </div>
      ) : members.length === 0 ? (
        <EmptyState icon={<Users />} title="No members found" description="Nobody from your chapter is in the directory yet." />
      ) : (
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
        </div>
      )}
      {directory.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => void directory.fetchNextPage()} disabled={directory.isFetchingNextPage}>
            {directory.isFetchingNextPage ? "Loading more members..." : "Load more members"}
          </Button>
        </div>
      )}
    </section>
  );
}
