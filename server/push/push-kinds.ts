/**
 * The notification kinds that also go out as a Web Push, and what each push says: ONE list
 * (docs/product.md, "Push"). A feature writes only its bell notification; a kind listed here is
 * pushed to the member's browsers as well. Adding a kind is one line.
 */
export type PushKind = {
  /** The notification's title; its body is the bell notice's message. */
  title: string;
  /** How long a push service keeps it for a browser that is offline: a notice past its use is dropped. */
  ttlSeconds: number;
  /** RFC 8030 urgency: "high" wakes a phone at once. */
  urgency: "normal" | "high";
};

const DAY = 24 * 60 * 60;

export const PUSH_KINDS: Record<string, PushKind> = {
  waitlist_promoted: { title: "You got a seat", ttlSeconds: DAY, urgency: "high" },
  program_moved: { title: "Your roundtable moved", ttlSeconds: DAY, urgency: "normal" },
  co_organizer_invited: { title: "You're invited to co-organize", ttlSeconds: DAY, urgency: "normal" },
  door_seat_offered: { title: "A seat at the door is yours", ttlSeconds: 30 * 60, urgency: "high" },
  starts_soon: { title: "Starting soon", ttlSeconds: 15 * 60, urgency: "high" },
};

export const PUSHED_KINDS = Object.keys(PUSH_KINDS);
