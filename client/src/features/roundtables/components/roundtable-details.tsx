import type { Roundtable } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { AddToCalendarLink } from "@/features/calendar";
import { programStatusLabel } from "@/features/program";
import { useConvention } from "@/lib/convention";
import { fullName } from "@/lib/utils";
import { ChapterDots } from "./chapter-dots";
import { DetailRow } from "./detail-row";
import { AUDIENCE_LABELS, formatScheduledDate, scheduledDateOf } from "./format";
import { MatchReasons } from "./match-reasons";
import { Tablemates } from "./tablemates";
import { WaitlistPlace } from "./waitlist-place";

/**
 * Everything a member may read before joining: the full description, seats, chapters, where it
 * stands with the program, its date once placed, the organizer and why it matches them. Shown in
 * the Roundtable Details dialog and on the roundtable's own page, with who is at the table
 * (`headingLevel`: the level of its headings, 3 under the dialog's title).
 */
export function RoundtableDetails({ roundtable, headingLevel = 2 }: { roundtable: Roundtable; headingLevel?: 2 | 3 }) {
  const { data: convention } = useConvention();
  const status = programStatusLabel(roundtable);
  return (
    <>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-ink-soft">{roundtable.description}</p>
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
            <ChapterDots chapters={roundtable.chapters} align="start" />
          </span>
        </DetailRow>
        <DetailRow label="Program">
          {status}
          {status === "Not selected" && roundtable.programNote && <span className="block text-ink-muted">“{roundtable.programNote}”</span>}
        </DetailRow>
        {roundtable.programStatus !== "not_selected" && (
          <DetailRow label="Scheduled">{formatScheduledDate(scheduledDateOf(roundtable), convention?.timeZone)}</DetailRow>
        )}
        {roundtable.programStatus === "placed" && roundtable.session && roundtable.room && (
          <DetailRow label="Session and room">
            {roundtable.session.name} · {roundtable.room.name}
          </DetailRow>
        )}
        {roundtable.programStatus === "proposed" && roundtable.preferredSession && (
          <DetailRow label="Preferred session">{roundtable.preferredSession.name}</DetailRow>
        )}
        <DetailRow label="Organizer">
          <span className="flex items-center gap-2">
            <Avatar size="sm" firstName={roundtable.organizer.firstName} lastName={roundtable.organizer.lastName} imageUrl={roundtable.organizer.profileImageUrl} />
            <span className="min-w-0 break-words">
              {fullName(roundtable.organizer)}
              {roundtable.organizer.chapter && <span className="block text-xs text-ink-muted">{roundtable.organizer.chapter}</span>}
            </span>
          </span>
        </DetailRow>
        {(roundtable.coOrganizers ?? []).length > 0 && (
          <DetailRow label="Co-organizers">
            <ul className="space-y-1.5">
              {roundtable.coOrganizers.map((member) => (
                <li key={member.id} className="flex items-center gap-2">
                  <Avatar size="sm" firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} />
                  <span className="min-w-0 break-words">{fullName(member)}</span>
                </li>
              ))}
            </ul>
          </DetailRow>
        )}
      </dl>
      <Tablemates roundtable={roundtable} headingLevel={headingLevel} />
      <MatchReasons roundtable={roundtable} />
      {roundtable.programStatus === "placed" && (
        <div className="mt-5 flex justify-end border-t border-line pt-4">
          <AddToCalendarLink roundtableId={roundtable.id} />
        </div>
      )}
    </>
  );
}
