/** What members read when the door changes their seat: the bell notices (kinds door_seat_released, door_seat_offered) and their mail. */
import { roundtableLink, type NotificationMailContent } from "../mail";

/** A notice's text as the words before and after the roundtable's title (the database function puts the title between). */
type AroundTitle = [string, string];

export const doorTexts = (releaseMinutes: number, holdUntil: string, room: string) => ({
  released: [
    "Your seat at \"",
    releaseMinutes === 0
      ? "\" was released: you were not checked in when it started."
      : `" was released: you were not checked in within ${releaseMinutes} minutes of the start.`,
  ] as AroundTitle,
  offered: ["A seat opened for you at \"", `": it is held for you until ${holdUntil}. Go to ${room} and show your pass to be checked in.`] as AroundTitle,
  holdEnded: ["The seat held for you at \"", `" went to walk-ins: you were not checked in by ${holdUntil}.`] as AroundTitle,
});

export function releasedMail(id: number, title: string, releaseMinutes: number): NotificationMailContent {
  return {
    subject: `Your seat at "${title}" was released`,
    paragraphs: [
      releaseMinutes === 0
        ? `You were not checked in at "${title}" when it started, so your seat was given to the next person in line.`
        : `You were not checked in at "${title}" within ${releaseMinutes} minutes of the start, so your seat was given to the next person in line.`,
      "If you are there after all, ask the organizer to scan your pass: an open seat is yours.",
    ],
    link: roundtableLink(id),
  };
}

export function offeredMail(id: number, title: string, holdUntil: string, room: string): NotificationMailContent {
  return {
    subject: `A seat opened for you: "${title}"`,
    paragraphs: [
      `A seat opened up at "${title}" and you were first on the waitlist. It is held for you until ${holdUntil}.`,
      `Go to ${room} and show your pass (My Convention) to be checked in; after ${holdUntil} the seat goes to walk-ins.`,
    ],
    link: roundtableLink(id),
  };
}

export function holdEndedMail(id: number, title: string, holdUntil: string): NotificationMailContent {
  return {
    subject: `The seat held for you at "${title}" went to walk-ins`,
    paragraphs: [`You were not checked in at "${title}" by ${holdUntil}, so the seat held for you went to walk-ins.`],
    link: roundtableLink(id),
  };
}
