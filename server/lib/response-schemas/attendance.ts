/** At the door: a member's pass, a roundtable's check-in list and counts, the seats open now. */
import { z } from "zod";
import type { AttendanceCounts, AttendanceItem, AttendanceList, MemberPass, OpenSeatsItem } from "@shared/types";
import { exactly, isoTime } from "./rows";

const count = (description: string) => z.number().int().min(0).meta({ description });

export const attendanceCountsSchema = exactly<AttendanceCounts>()(
  z
    .object({
      seated: count("Seats taken before the door (not by a walk-in's pass nor from the waitlist at the door), the no-shows among them"),
      checkedIn: count("Seats held now that are checked in, walk-ins and seats from the waitlist included"),
      walkIns: count("Seats taken at the door by a member's pass, on an open seat"),
      fromWaitlist: count("Seats the door release offered to the waitlist that were taken (checked in)"),
      noShows: count("Seats the door released because their member was not checked in"),
    })
    .meta({ id: "AttendanceCounts" }),
);

/** GET /api/user/pass */
export const memberPassSchema = exactly<MemberPass>()(
  z
    .object({
      token: z.string().meta({ description: "The signed pass: 20 letters and digits in four groups of five, as the QR code holds it and as it is typed" }),
      svg: z.string().meta({ description: "The QR code of the token, an SVG document" }),
      member: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
      convention: z.object({ id: z.number().int(), name: z.string() }),
    })
    .meta({ id: "MemberPass" }),
);

const attendanceItemSchema = exactly<AttendanceItem>()(
  z
    .object({
      user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), chapter: z.string().nullable() }),
      status: z.enum(["checked_in", "expected", "held"]),
      checkedInAt: isoTime.nullable(),
      walkIn: z.boolean(),
      heldUntil: isoTime.nullable(),
    })
    .meta({ id: "AttendanceItem" }),
);

export const attendanceListSchema = exactly<AttendanceList>()(
  z
    .object({ opensAt: isoTime, closesAt: isoTime, releaseAt: isoTime, releasedAt: isoTime.nullable(), items: z.array(attendanceItemSchema) })
    .meta({ id: "AttendanceList" }),
);

export const openSeatsSchema = z
  .object({
    items: z.array(
      exactly<OpenSeatsItem>()(
        z.object({
          roundtable: z.object({ id: z.number().int(), title: z.string() }),
          session: z.object({ id: z.number().int(), name: z.string(), startsAt: isoTime, endsAt: isoTime }),
          room: z.object({ id: z.number().int(), name: z.string() }),
          seatsOpen: z.number().int(),
        }),
      ),
    ),
  })
  .meta({ id: "OpenSeatsNow" });
