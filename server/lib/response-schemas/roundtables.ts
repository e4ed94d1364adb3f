/** Roundtables as a member sees them (computed for the viewer), their seats and the member's own, and staff's view with attendance. */
import { z } from "zod";
import { MATCH_LEVELS, MAX_CO_ORGANIZERS } from "@shared/constants";
import type { JoinResponse, Roundtable, RoundtableParticipant, StaffRoundtable, UserParticipation } from "@shared/types";
import { attendanceCountsSchema } from "./attendance";
import { userSearchResultSchema } from "./members";
import { chapterOfMember, chapterRow, exactly, isoTime, participationRow, roomSummarySchema, roundtableRow, sessionSummarySchema, userRow } from "./rows";

const coOrganizerSummarySchema = userRow.pick({ id: true, firstName: true, lastName: true, profileImageUrl: true });

export const roundtableSchema = exactly<Roundtable>()(
  roundtableRow
    .pick({ id: true, conventionId: true, title: true, description: true, category: true, targetAudience: true, maxParticipants: true, tags: true, organizerId: true })
    .extend({
      scheduledDate: isoTime.nullable(),
      createdAt: isoTime,
      organizer: userRow
        .pick({ firstName: true, lastName: true, profileImageUrl: true, chapterId: true })
        .extend({ chapter: chapterOfMember.chapter, chapterColor: chapterOfMember.chapterColor }),
      participantCount: z.number().int(),
      waitlistCount: z.number().int(),
      chapterCount: z.number().int(),
      chapters: z.array(chapterRow.pick({ id: true, name: true, color: true })),
      isOrganizer: z.boolean(),
      isJoined: z.boolean(),
      isWaitlisted: z.boolean(),
      waitlistPosition: z.number().int().nullable().meta({ description: "The viewer's own place on the waitlist, from 1" }),
      programStatus: roundtableRow.shape.programStatus,
      preferredSession: sessionSummarySchema.nullable(),
      session: sessionSummarySchema.nullable(),
      room: roomSummarySchema.nullable(),
      programNote: roundtableRow.shape.programNote.meta({ description: "Shown to the organizer and staff only" }),
      matchScore: z.number().min(0).max(1),
      matchLevel: z.enum(MATCH_LEVELS).nullable(),
      matchReasons: z.array(z.string()).max(3),
      coOrganizers: z.array(coOrganizerSummarySchema).max(MAX_CO_ORGANIZERS).meta({ description: "Its co-organizers, earliest first" }),
      isCoOrganizer: z.boolean(),
      isInvitedToCoOrganize: z.boolean().meta({ description: "The viewer has an invitation to co-organize it still to answer" }),
      coOrganizerInvitations: z
        .array(z.object({ user: coOrganizerSummarySchema, status: z.enum(["pending", "declined"]) }))
        .optional()
        .meta({ description: "The invitations not accepted; present for the organizer and co-organizers only" }),
    })
    .meta({ id: "Roundtable" }),
);

export const staffRoundtableSchema = exactly<StaffRoundtable>()(
  roundtableSchema
    .extend({
      attendance: attendanceCountsSchema.nullable().meta({ description: "A placed roundtable's attendance once its check-in has opened (30 minutes before its session); null before, and for the others" }),
    })
    .meta({ id: "StaffRoundtable" }),
);

export const participantSchema = exactly<RoundtableParticipant>()(
  participationRow
    .pick({ id: true, status: true })
    .extend({
      joinedAt: isoTime.nullable(),
      user: userSearchResultSchema.extend({ chapter: chapterOfMember.chapter, chapterColor: chapterOfMember.chapterColor }),
    })
    .meta({ id: "RoundtableParticipant" }),
);

export const participationSchema = exactly<UserParticipation>()(
  participationRow
    .pick({ id: true, roundtableId: true, status: true })
    .extend({ joinedAt: isoTime, roundtable: roundtableSchema })
    .meta({ id: "UserParticipation" }),
);

export const joinResultSchema = exactly<JoinResponse>()(
  z.object({ joined: z.boolean(), waitlisted: z.boolean() }).meta({ id: "JoinResult" }),
);
