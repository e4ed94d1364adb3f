import { CalendarPlus, Compass, Hourglass, Plus } from "lucide-react";
import { MyHistory } from "@/features/conventions";
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button, buttonVariants } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  canManage,
  CreateRoundtableDialog,
  MyRoundtablesManageDialog,
  RoundtableCard,
  RoundtableResults,
  useParticipations,
  useRoundtableActions,
  useRoundtableDialogs,
} from "@/features/roundtables";
import { useProposalsClosedReason } from "@/lib/convention";
import { handleUnauthorized } from "@/lib/unauthorized";

export function MyRoundtablesPage() {
  const participations = useParticipations();
  const [creating, setCreating] = useState(false);
  // Closed proposals (the call closed, or the convention over): nothing here offers a proposal the server would refuse.
  const proposalsClosed = useProposalsClosedReason();
  const actions = useRoundtableActions();
  const mine = participations.data ?? [];
  const all = mine.map((item) => item.roundtable);
  // Three groups that add up to every participation: the ones the member manages (organized or
  // co-organized, the one rule of can-manage.ts; the card marks a co-organized one), joined
  // (seated) and waitlisted.
  const organized = all.filter(canManage);
  const joined = mine.filter((item) => !canManage(item.roundtable) && item.status === "joined").map((item) => item.roundtable);
  const waitlisted = mine.filter((item) => !canManage(item.roundtable) && item.status === "waitlisted").map((item) => item.roundtable);
  const loading = participations.isLoading;
  const { dialogs, manage, viewDetails } = useRoundtableDialogs(MyRoundtablesManageDialog, all);

  useEffect(() => {
    if (participations.error) handleUnauthorized(participations.error);
  }, [participations.error]);

  const card = (roundtable: (typeof all)[number]) => (
    <RoundtableCard
      roundtable={roundtable}
      onManage={canManage(roundtable) ? manage : undefined}
      onViewDetails={viewDetails}
      onLeave={actions.leave}
      onJoin={(item) => actions.join(item.id)}
      leaving={actions.leavingId === roundtable.id}
      joining={actions.joiningId === roundtable.id}
    />
  );

  // The three tabs, Organized first (the default): each with its cards, or its empty state.
  const tabs = [
    {
      value: "organized",
      label: "Organized",
      roundtables: organized,
      empty: {
        icon: <CalendarPlus />,
        description: proposalsClosed ?? "Propose a conversation and invite members from other chapters.",
        action: proposalsClosed ? undefined : <Button onClick={() => setCreating(true)}>Create Your First Roundtable</Button>,
      },
    },
    {
      value: "joined",
      label: "Joined",
      roundtables: joined,
      empty: {
        icon: <Compass />,
        description: "Find a roundtable that fits your reading and take a seat.",
        action: (
          <Link href="/browse" className={buttonVariants()}>
            Browse Roundtables
          </Link>
        ),
      },
    },
    {
      value: "waitlisted",
      label: "Waitlisted",
      roundtables: waitlisted,
      empty: { icon: <Hourglass />, description: "When you join a full roundtable you wait here for a seat, first come, first served." },
    },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="My Roundtables"
        description="The roundtables you organize or co-organize, the ones you have joined and the ones you are waiting for."
        actions={
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button onClick={() => setCreating(true)} disabled={Boolean(proposalsClosed)} aria-describedby={proposalsClosed ? "my-roundtables-create-note" : undefined}>
              <Plus aria-hidden="true" />
              Create Roundtable
            </Button>
            {proposalsClosed && (
              <p id="my-roundtables-create-note" className="text-xs text-ink-muted">
                {proposalsClosed}
              </p>
            )}
          </div>
        }
      />
      <Tabs defaultValue="organized">
        <TabsList aria-label="My roundtables" className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {tabs.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="px-2 sm:px-4">
              {tab.label} <Count loading={loading}>{tab.roundtables.length}</Count>
            </TabsTrigger>
          ))}
          {/* The member's own history: what they organized and joined at conventions that are over. */}
          <TabsTrigger value="past" className="px-2 sm:px-4">
            Past Conventions
          </TabsTrigger>
        </TabsList>
        {tabs.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-6">
            {/* Between the page's h1 and the cards' h3: screen readers skip no level. */}
            <h2 className="sr-only">{tab.label} roundtables</h2>
            <RoundtableResults
              list={{ roundtables: tab.roundtables, isLoading: loading }}
              skeletons={3}
              empty={<EmptyState title={`No ${tab.value} roundtables`} {...tab.empty} />}
              renderCard={card}
            />
          </TabsContent>
        ))}
        <TabsContent value="past" className="mt-6">
          <h2 className="sr-only">Past conventions</h2>
          <MyHistory />
        </TabsContent>
      </Tabs>
      <CreateRoundtableDialog open={creating} onOpenChange={setCreating} />
      {dialogs}
      {actions.confirmDialog}
    </div>
  );
}

/** "(3)" once the list has arrived; a placeholder bar while it loads, never a false "(0)". */
function Count({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (loading) return <span aria-hidden="true" className="ml-1 inline-block h-3.5 w-6 animate-pulse rounded bg-line/80 align-middle" />;
  return <>({children})</>;
}
