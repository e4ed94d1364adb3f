import { Users } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { emptyDirectoryFilters, MemberCard, MemberCardSkeleton, useDirectory } from "@/features/directory";
import { AuditLog, PendingMembers, RosterImport, StaffMembers } from "@/features/members";
import { useCurrentUser } from "@/lib/auth";

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
      <>
        <PageHeader title="Members" description={`Approve the people who signed up for ${user.chapter ?? "your chapter"}, and answer changes of chapter or role.`} />
        <Tabs defaultValue="waiting">
          <TabsList className={tabsListClasses}>
            <TabsTrigger value="waiting" className={tabClasses}>
              Waiting
            </TabsTrigger>
            <TabsTrigger value="chapter" className={tabClasses}>
              Chapter members
            </TabsTrigger>
          </TabsList>
          <TabsContent value="waiting" className="mt-6">
            <PendingMembers staff={false} />
          </TabsContent>
          <TabsContent value="chapter" className="mt-6">
            <ChapterMembers chapterId={user.chapterId} chapter={user.chapter} />
          </TabsContent>
        </Tabs>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Members" description="Approve new members and changes of chapter or role, keep the roll, import the roster and read the audit log." />
      <Tabs defaultValue="waiting">
        <TabsList className={tabsListClasses}>
          <TabsTrigger value="waiting" className={tabClasses}>
            Waiting
          </TabsTrigger>
          <TabsTrigger value="all" className={tabClasses}>
            All members
          </TabsTrigger>
          <TabsTrigger value="roster" className={tabClasses}>
            Roster
          </TabsTrigger>
          <TabsTrigger value="audit" className={tabClasses}>
            Audit log
          </TabsTrigger>
        </TabsList>
        <TabsContent value="waiting" className="mt-6">
          <PendingMembers staff />
        </TabsContent>
        <TabsContent value="all" className="mt-6">
          <StaffMembers />
        </TabsContent>
        <TabsContent value="roster" className="mt-6">
          <RosterImport />
        </TabsContent>
        <TabsContent value="audit" className="mt-6">
          <AuditLog />
        </TabsContent>
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
