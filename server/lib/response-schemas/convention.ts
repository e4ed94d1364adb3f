/** The convention, its chapters and its program's sessions. */
import { z } from "zod";
import { CONVENTION_PHASES } from "@shared/constants";
import type { Chapter, Convention, ProgramSession } from "@shared/types";
import { chapterRow, exactly, isoTime, roomSummarySchema, sessionSummarySchema } from "./rows";

export const chapterSchema = exactly<Chapter>()(chapterRow.meta({ id: "Chapter" }));

export const conventionSchema = exactly<Convention>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      city: z.string(),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      timeZone: z.string(),
      proposalsCloseAt: isoTime.nullable(),
      isCurrent: z.boolean(),
      phase: z.enum(CONVENTION_PHASES),
    })
    .meta({ id: "Convention" }),
);

export const programSessionSchema = exactly<ProgramSession>()(
  sessionSummarySchema
    .extend({
      rooms: z.array(roomSummarySchema.extend({ taken: z.boolean() })),
      freeRooms: z.number().int(),
    })
    .meta({ id: "ProgramSession" }),
);
