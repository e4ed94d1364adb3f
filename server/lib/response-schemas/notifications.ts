/** The bell: a member's notifications, and how many a "mark read" marked. */
import { z } from "zod";
import type { Notification } from "@shared/types";
import { exactly, notificationRow } from "./rows";

export const notificationSchema = exactly<Notification>()(
  notificationRow
    .extend({ link: z.string().nullable().meta({ description: "The roundtable's own page, /roundtables/{id}; null once it was deleted" }) })
    .meta({ id: "Notification" }),
);

export const bellSchema = exactly<{ items: Notification[]; unreadCount: number }>()(
  z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() }).meta({ id: "Bell" }),
);

export const markedSchema = z.object({ marked: z.number().int().meta({ description: "How many notifications were marked read" }) });
