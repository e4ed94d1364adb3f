import { CalendarPlus } from "lucide-react";
import { useState } from "react";
import type { Convention } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatConventionDates } from "@/lib/convention";
import { cn } from "@/lib/utils";
import { useConventions } from "../api/get-conventions";
import { ConventionBadges } from "./convention-badges";
import { ConventionDetailsForm } from "./convention-details-form";
import { MakeCurrentDialog } from "./make-current-dialog";
import { NextConventionForm } from "./next-convention-form";
import { SessionsEditor } from "./sessions-editor";

/**
 * The staff's Convention page: every convention, the next one made from the last (previewed
 * first), and the chosen one's details and sessions; making one current asks first.
 */
export function ConventionAdmin() {
  const conventions = useConventions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState<Convention | null>(null);
  const list = conventions.data ?? [];
  const current = list.find((convention) => convention.isCurrent);
  const newest = list[0];
  const selected = list.find((convention) => convention.id === selectedId) ?? newest;

  if (conventions.isLoading) {
    return (
      <div className="space-y-4" data-testid="convention-admin-skeleton" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-72" />
      </div>
    );
  }
  if (!newest || !selected) {
    return <EmptyState headingLevel={2} title="The conventions could not be loaded" description="Please refresh the page and try again." />;
  }

  return (
    <div className="space-y-8">
      <section aria-labelledby="conventions-heading" className="space-y-3">
        <h2 id="conventions-heading" className="font-serif text-xl font-semibold text-ink">
          Conventions <span className="text-base font-normal text-ink-muted">({list.length})</span>
        </h2>
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.map((convention) => (
            <li key={convention.id}>
              <button
                type="button"
                onClick={() => {
                  setSelectedId(convention.id);
                  setCreating(false);
                }}
                aria-pressed={convention.id === selected.id}
                className={cn(
                  "flex h-full w-full flex-col items-start gap-1.5 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors hover:border-cardinal/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cardinal",
                  convention.id === selected.id && !creating ? "border-cardinal ring-1 ring-cardinal" : "border-line",
                )}
              >
                <span className="break-words font-serif font-semibold text-ink">{convention.name}</span>
                <span className="text-sm text-ink-muted">
                  {convention.city} · {formatConventionDates(convention)}
                </span>
                <ConventionBadges convention={convention} />
              </button>
            </li>
          ))}
        </ul>
      </section>

      {creating ? (
        <Card className="p-5 sm:p-6">
          <h2 className="font-serif text-xl font-semibold text-ink">New convention from the {newest.name}</h2>
          <p className="mb-5 mt-1 text-sm text-ink-muted">Check the guessed name and days; the sessions and rooms below come along.</p>
          <NextConventionForm
            last={newest}
            onCancel={() => setCreating(false)}
            onCreated={(convention) => {
              setCreating(false);
              setSelectedId(convention.id);
            }}
          />
        </Card>
      ) : (
        newest.isCurrent && (
          <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-serif text-lg font-semibold text-ink">Prepare the next convention</h2>
              <p className="mt-1 text-sm text-ink-muted">Start from the {newest.name}: its sessions and rooms are copied to the new days, and you see them before saving.</p>
            </div>
            <Button className="shrink-0" onClick={() => setCreating(true)}>
              <CalendarPlus aria-hidden="true" />
              Create Next Convention
            </Button>
          </Card>
        )
      )}

      {!creating && (
        <Card className="space-y-8 p-5 sm:p-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1.5">
              <h2 className="break-words font-serif text-xl font-semibold text-ink">{selected.name}</h2>
              <ConventionBadges convention={selected} />
            </div>
            {!selected.isCurrent && selected.phase !== "over" && (
              <Button className="shrink-0" onClick={() => setConfirming(selected)}>
                Make Current
              </Button>
            )}
          </div>
          <ConventionDetailsForm convention={selected} />
          <SessionsEditor convention={selected} />
        </Card>
      )}
      <MakeCurrentDialog convention={confirming} current={current} onOpenChange={(open) => !open && setConfirming(null)} />
    </div>
  );
}
