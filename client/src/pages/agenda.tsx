import { useEffect } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { AgendaSkeleton, AgendaView, useAgenda, useKeepOffline } from "@/features/agenda";
import { OpenSeatsNow } from "@/features/attendance";
import { InstallPrompt } from "@/features/offline";
import { MemberPass } from "@/features/pass";
import { PushOptIn } from "@/features/push";
import { now } from "@/lib/clock";
import { conventionStanding } from "@/lib/convention-standing";
import { handleUnauthorized } from "@/lib/unauthorized";

/** `/agenda`, My Convention: the member's roundtables in the current convention, offline too (docs/product.md, "The convention pass"). */
export function AgendaPage() {
  const agenda = useAgenda();
  useKeepOffline(agenda.data);
  useEffect(() => {
    if (agenda.error) handleUnauthorized(agenda.error);
  }, [agenda.error]);

  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <PageHeader
        title="My Convention"
        description={agenda.data ? `Your roundtables at the ${agenda.data.convention.name}, in time order.` : "Your roundtables, in time order."}
      />
      <InstallPrompt />
      {agenda.data && conventionStanding(agenda.data.convention, now()).phase === "under_way" && <OpenSeatsNow />}
      {agenda.isLoading ? (
        <AgendaSkeleton />
      ) : agenda.data ? (
        <AgendaView agenda={agenda.data} />
      ) : (
        <p role="alert" className="rounded-xl border border-danger/20 bg-danger-soft px-4 py-3 text-sm text-danger">
          Your agenda could not be loaded. Please try again.
        </p>
      )}
      {/*
        The pass the organizer scans at the table (docs/product.md, "The day at the table"), kept offline too.
        It comes once the agenda has its height: shown under the shorter skeleton, it was pushed down the page as the agenda came in.
      */}
      {!agenda.isLoading && (
        <>
          <MemberPass />
          <PushOptIn />
        </>
      )}
    </div>
  );
}
