/**
 * "Check in" on a roundtable's page (docs/product.md, "The day at the table"): from 30 minutes
 * before its session until the end, its organizer and staff tick who is here (a tap, and a tap
 * again to undo), scan a pass with the camera or from a photo, or type a pass's code; a pass of a
 * member without a seat seats them as a walk-in when a seat is open. Offline, nothing is ticked:
 * the page says so rather than keeping a tick it can't send.
 */
import { CheckCircle2, Circle, QrCode, WifiOff } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { AttendanceItem, AttendanceList, Roundtable } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/lib/auth";
import { cn } from "@/lib/utils";
import { useConventionTimeZone } from "@/features/program";
import { canManage, useRoundtable } from "@/features/roundtables";
import { useAttendance, usePassCheckIn, useTick } from "../api/attendance";
import { PassScanner } from "./pass-scanner";
import { checkInRefusal } from "./refusal";
import { useOnline } from "./use-online";
import { useTickingNow } from "./use-ticking-now";

const OPENS_BEFORE_MS = 30 * 60_000;

/** Who checks people in: the organizer and staff (co-organizers through the one rights rule, at merge). */
export function mayCheckIn(roundtable: Roundtable, user: { isStaff?: boolean } | null): boolean {
  return canManage(roundtable) || Boolean(user?.isStaff);
}

/** Whether `moment` is within the check-in window of a session. */
export function checkInOpen(session: { startsAt: string; endsAt: string }, moment: Date): boolean {
  const time = moment.getTime();
  return time >= Date.parse(session.startsAt) - OPENS_BEFORE_MS && time < Date.parse(session.endsAt);
}

/** The check-in section of a roundtable's page: nothing for members who don't manage it, or outside the window. */
export function TableCheckIn({ roundtableId }: { roundtableId: number }) {
  const { data: roundtable } = useRoundtable(roundtableId);
  const { user } = useCurrentUser();
  const moment = useTickingNow();
  const session = roundtable?.session;
  const shown = Boolean(roundtable && session && mayCheckIn(roundtable, user) && checkInOpen(session, moment));
  if (!shown || !roundtable) return null;
  return <CheckInCard roundtable={roundtable} />;
}

function CheckInCard({ roundtable }: { roundtable: Roundtable }) {
  const attendance = useAttendance(roundtable.id, true);
  const tick = useTick(roundtable.id);
  const byPass = usePassCheckIn(roundtable.id);
  const online = useOnline();
  const timeZone = useConventionTimeZone();
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState("");
  const time = (iso: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));

  function toggle(item: AttendanceItem) {
    if (!online) return refuseOffline();
    const here = item.status !== "checked_in";
    tick.mutate(
      { userId: item.user.id, here },
      { onError: (error) => toast({ title: `${nameOf(item)} was not ${here ? "checked in" : "unticked"}`, description: checkInRefusal(error), variant: "destructive" }) },
    );
  }

  function checkInPass(token: string) {
    setScanning(false);
    if (!online) return refuseOffline();
    const before = attendance.data;
    byPass.mutate(token, {
      onSuccess: (after) => {
        const arrived = newlyCheckedIn(before, after);
        toast({
          title: arrived?.walkIn && !before?.items.some((item) => item.user.id === arrived.user.id) ? "Walk-in seated" : "Checked in",
          description: arrived ? `${nameOf(arrived)} is checked in.` : "This member was already checked in.",
        });
        setCode("");
      },
      onError: (error) => toast({ title: "Pass not accepted", description: checkInRefusal(error), variant: "destructive" }),
    });
  }

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) checkInPass(code.trim());
  }

  const list = attendance.data;
  const here = list?.items.filter((item) => item.status === "checked_in").length ?? 0;
  return (
    <section aria-labelledby="check-in-heading" className="mx-auto max-w-3xl">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="check-in-heading" className="font-serif text-2xl font-semibold text-ink">
            Check in
          </h2>
          {list && (
            <p className="text-sm text-ink-muted" aria-live="polite">
              {here} of {list.items.length} here
            </p>
          )}
        </div>
        {list && (
          <p className="mt-1 text-sm text-ink-soft">
            {list.releasedAt
              ? `Seats of members not checked in were released at ${time(list.releasedAt)}.`
              : `Seats of members not checked in are released at ${time(list.releaseAt)}, first to the waitlist.`}{" "}
            Open until {time(list.closesAt)}.
          </p>
        )}
        {!online && (
          <p role="alert" className="mt-3 flex items-start gap-2 rounded-md border border-warning/20 bg-warning-soft p-3 text-sm text-ink">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            You're offline. Check-ins need the connection: nothing is ticked or saved until you're back online.
          </p>
        )}

        <div className="mt-4 grid gap-3">
          <Button size="lg" className="h-12 w-full" onClick={() => (online ? setScanning(true) : refuseOffline())} disabled={!online}>
            <QrCode aria-hidden="true" />
            Scan a pass
          </Button>
          <form onSubmit={submitCode} className="flex gap-2" aria-label="Check in by pass code">
            <label htmlFor="pass-code" className="sr-only">
              Pass code
            </label>
            <Input
              id="pass-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="Type a pass code"
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              className="h-12 min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case"
            />
            <Button type="submit" variant="secondary" className="h-12 shrink-0" disabled={!online || byPass.isPending || !code.trim()}>
              Check in
            </Button>
          </form>
        </div>

        <h3 className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-muted">Seated</h3>
        {!list ? (
          <div className="mt-2 space-y-2" role="status">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : list.items.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">Nobody is seated yet: a pass seats a walk-in.</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
            {list.items.map((item) => (
              <li key={item.user.id}>
                <AttendeeRow item={item} organizer={item.user.id === roundtable.organizerId} time={time} disabled={!online} onToggle={() => toggle(item)} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      <PassScanner open={scanning} onOpenChange={setScanning} onToken={checkInPass} />
    </section>
  );
}

function AttendeeRow({ item, organizer, time, disabled, onToggle }: { item: AttendanceItem; organizer: boolean; time(iso: string): string; disabled: boolean; onToggle(): void }) {
  const checked = item.status === "checked_in";
  return (
    <button
      type="button"
      aria-pressed={checked}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        "flex min-h-14 w-full items-center gap-3 px-3 py-2 text-left transition-colors hover:bg-paper-muted focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-cardinal disabled:opacity-60",
        checked && "bg-success-soft",
      )}
    >
      {checked ? <CheckCircle2 aria-hidden="true" className="size-7 shrink-0 text-success" /> : <Circle aria-hidden="true" className="size-7 shrink-0 text-ink-muted" />}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium text-ink">{nameOf(item)}</span>
        <span className="block truncate text-xs text-ink-muted">
          {checked ? `Here since ${time(item.checkedInAt!)} · tap to undo` : item.status === "held" ? `Seat held until ${time(item.heldUntil!)}` : "Tap when they arrive"}
          {item.user.chapter ? ` · ${item.user.chapter}` : ""}
        </span>
      </span>
      {organizer && <Badge variant="accent">Organizer</Badge>}
      {item.walkIn && <Badge variant="outline">Walk-in</Badge>}
    </button>
  );
}

const nameOf = (item: AttendanceItem) => `${item.user.firstName} ${item.user.lastName}`;

function newlyCheckedIn(before: AttendanceList | undefined, after: AttendanceList): AttendanceItem | undefined {
  const wasHere = new Set(before?.items.filter((item) => item.status === "checked_in").map((item) => item.user.id));
  return after.items.find((item) => item.status === "checked_in" && !wasHere.has(item.user.id));
}

function refuseOffline() {
  toast({ title: "You're offline", description: "Check-ins need the connection: nothing was saved. Try again once you're back online.", variant: "destructive" });
}
