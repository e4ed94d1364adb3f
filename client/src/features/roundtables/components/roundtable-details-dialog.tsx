import type { Roundtable } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { MatchReasons } from "./match-reasons";
import { AddToCalendarLink } from "@/features/calendar";
import { programStatusLabel } from "@/features/program";
import { useConvention } from "@/lib/convention";
import { fullName } from "@/lib/utils";
import { ChapterDots } from "./chapter-dots";
import { DetailRow } from "./detail-row";
import { AUDIENCE_LABELS, formatScheduledDate } from "./format";
import { WaitlistPlace } from "./waitlist-place";

export function RoundtableDetailsDialog({ roundtable, onOpenChange }: { roundtable: Roundtable | null; onOpenChange: (open: boolean) => void }) {
  const { data: convention } = useConvention();
  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {roundtable && (
          <>
            <DialogHeader>
              <DialogTitle>{roundtable.title}</DialogTitle>
              <DialogDescription asChild>
                <div className="flex flex-wrap gap-1.5 pt-1">
                  <Badge>{roundtable.category}</Badge>
                  {roundtable.tags.map((tag) => (
                    <Badge key={tag} variant="outline">
                      #{tag}
                    </Badge>
                  ))}
                </div>
              </DialogDescription>
            </DialogHeader>
            <p className="whitespace-pre-line text-sm leading-relaxed text-ink-soft">{roundtable.description}</p>
            <WaitlistPlace roundtable={roundtable} className="mt-3" />
            <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
              <DetailRow label="Target audience">{AUDIENCE_LABELS[roundtable.targetAudience]}</DetailRow>
              <DetailRow label="Participants">
                {roundtable.participantCount}/{roundtable.maxParticipants}
                {roundtable.waitlistCount > 0 && <span className="text-ink-muted"> · {roundtable.waitlistCount} waiting</span>}
              </DetailRow>
              <DetailRow label="Chapters">
                <span className="flex items-center gap-2">
                  {roundtable.chapterCount} {roundtable.chapterCount === 1 ? "chapter" : "chapters"}
                  <ChapterDots chapters={roundtable.chapters} />
                </span>
              </DetailRow>
              <DetailRow label="Program">
                {programStatusLabel(roundtable)}
                {programStatusLabel(roundtable) === "Not selected" && roundtable.programNote && (
                  <span className="block text-ink-muted">“{roundtable.programNote}”</span>
                )}
              </DetailRow>
              <DetailRow label="Scheduled">{formatScheduledDate(roundtable.scheduledDate, convention?.timeZone)}</DetailRow>
              {roundtable.programStatus === "placed" && roundtable.session && roundtable.room && (
                <DetailRow label="Session and room">
                  {roundtable.session.name} · {roundtable.room.name}
                </DetailRow>
              )}
              {roundtable.programStatus !== "placed" && roundtable.preferredSession && (
                <DetailRow label="Preferred session">{roundtable.preferredSession.name}</DetailRow>
              )}
              <DetailRow label="Organizer">
                <span className="flex items-center gap-2">
                  <Avatar size="sm" firstName={roundtable.organizer.firstName} lastName={roundtable.organizer.lastName} imageUrl={roundtable.organizer.profileImageUrl} />
                  <span>
                    {fullName(roundtable.organizer)}
                    {roundtable.organizer.chapter && <span className="block text-xs text-ink-muted">{roundtable.organizer.chapter}</span>}
                  </span>
                </span>
              </DetailRow>
            </dl>
            <MatchReasons roundtable={roundtable} />
            {roundtable.programStatus === "placed" && (
              <div className="mt-5 flex justify-end border-t border-line pt-4">
                <AddToCalendarLink roundtableId={roundtable.id} />
              </div>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
