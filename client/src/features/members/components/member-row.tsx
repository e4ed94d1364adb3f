import type { ReactNode } from "react";
import type { MemberRecord } from "@shared/types";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { fullName } from "@/lib/utils";

const roleLabel = (userType: MemberRecord["userType"]) => (userType === "advisor" ? "Advisor" : "Student");

/** Where the member stands, in a word or two, and the badge's colour. */
export function memberStanding(member: Pick<MemberRecord, "emailConfirmed" | "membershipStatus">): { label: string; variant: BadgeProps["variant"] } {
  if (!member.emailConfirmed) return { label: "E-mail not confirmed", variant: "neutral" };
  switch (member.membershipStatus) {
    case "pending":
      return { label: "Waiting for approval", variant: "warning" };
    case "approved":
      return { label: "Approved", variant: "success" };
    case "declined":
      return { label: "Declined", variant: "danger" };
    case "suspended":
      return { label: "Suspended", variant: "danger" };
  }
}

const signedUp = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });

/** One member as approvers see them: who, which chapter and role, where they stand, what waits; the actions beside. */
export function MemberRow({ member, actions }: { member: MemberRecord; actions?: ReactNode }) {
  const standing = memberStanding(member);
  const name = fullName(member);
  return (
    <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-5">
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-serif text-base font-semibold text-ink">{name}</p>
          <Badge variant={standing.variant}>{standing.label}</Badge>
          {member.isStaff && <Badge variant="accent">Staff</Badge>}
        </div>
        <p className="break-all text-sm text-ink-soft">{member.email}</p>
        <p className="text-sm text-ink-soft">
          {roleLabel(member.userType)} · {member.chapter ?? "No chapter"} · <span className="text-ink-muted">signed up {signedUp(member.createdAt)}</span>
        </p>
        {member.pendingChange && (
          <p className="text-sm">
            <Badge variant="warning">Change waiting</Badge>{" "}
            <span className="text-ink">
              Asks to become {roleLabel(member.pendingChange.userType)} at {member.pendingChapter ?? "another chapter"}
            </span>
          </p>
        )}
        {member.membershipNote && (
          <p className="text-sm text-ink-soft">
            <span className="font-medium text-ink">Note: </span>
            {member.membershipNote}
          </p>
        )}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </Card>
  );
}

/** The list's skeleton rows while it loads. */
export function MemberRowsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-24 w-full animate-pulse rounded-xl bg-line/60" />
      ))}
    </div>
  );
}
