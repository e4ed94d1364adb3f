/** The member's own days: their agenda, and the address of their calendar feed. */
import { z } from "zod";
import { AGENDA_STATUSES } from "@shared/constants";
import type { Agenda } from "@shared/types";
import { conventionSchema } from "./convention";
import { roundtableSchema } from "./roundtables";
import { chapterOfMember, exactly, roomSummarySchema, sessionSummarySchema, userRow } from "./rows";

export const agendaSchema = exactly<Agenda>()(
  z
    .object({
      convention: conventionSchema,
      items: z.array(
        z.object({
          roundtable: roundtableSchema,
          status: z.enum(AGENDA_STATUSES),
          waitlistPosition: z.number().int().nullable().meta({ description: "The member's place on the waitlist, from 1; null unless waitlisted" }),
          session: sessionSummarySchema.nullable(),
          room: roomSummarySchema.nullable(),
          tablemates: z
            .array(userRow.pick({ id: true, firstName: true, lastName: true }).extend({ chapter: chapterOfMember.chapter }))
            .meta({ description: "The members seated there besides the caller: names and chapters, never e-mails" }),
          feedbackDue: z.boolean().meta({ description: "The session has ended, the caller was checked in there and has not rated it yet" }),
        }),
      ),
    })
    .meta({ id: "Agenda" }),
);

export const calendarFeedSchema = z.object({ url: z.url().meta({ description: "The personal calendar feed; its secret token is the key" }) });
