/**
 * Builds a demo society in memory, reproducibly from a seed: members spread unevenly over the
 * chapters (big and small schools), both member types, interests and expertise from literary
 * topics, roundtables with tags, categories and audiences, their participants (the organizer
 * first, as the app does), waitlists on full tables, and the organizers' notifications.
 */
import type { TargetAudience, UserType } from "@shared/constants";
import { createRandom, type Random } from "./random";
import {
  DESCRIPTION_OPENERS,
  EXTRA_TAGS,
  FAMILY_NAMES,
  GIVEN_NAMES,
  ROUNDTABLE_THEMES,
  TITLE_SUFFIXES,
  TOPICS,
} from "./vocabulary";

/** Every demo e-mail ends with this, which is how a later run finds (and replaces) demo members. */
export const DEMO_EMAIL_DOMAIN = "demo.example.edu";

export type DemoMember = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  chapterId: number;
  interests: string[];
  expertiseAreas: string[];
  /** Whether the directory shows their e-mail (off by default for a real sign-up; two in three demo members turned it on). */
  shareEmail: boolean;
  createdAt: string;
};

export type DemoRoundtable = {
  id: number;
  title: string;
  description: string;
  category: string;
  targetAudience: TargetAudience;
  maxParticipants: number;
  tags: string[];
  organizerId: number;
  createdAt: string;
};

export type DemoParticipation = { roundtableId: number; userId: number; status: "joined" | "waitlisted"; joinedAt: string };
export type DemoNotification = { userId: number; kind: string; message: string; roundtableId: number; readAt: string | null; createdAt: string };

export type DemoSociety = {
  members: DemoMember[];
  roundtables: DemoRoundtable[];
  participations: DemoParticipation[];
  notifications: DemoNotification[];
  /** The member to sign in as: a student who organizes and joins a few roundtables. */
  guide: DemoMember;
  /** The convention staff member, to sign in as for the Review and Members pages (the guide when alone). */
  staff: DemoMember;
};

export type GenerateOptions = {
  seed: number;
  members: number;
  roundtables: number;
  chapterIds: number[];
  /** Ids reserved from the tables' sequences, one per member and per roundtable. */
  memberIds: number[];
  roundtableIds: number[];
  now?: Date;
};

const DAY = 24 * 60 * 60 * 1000;

/** An e-mail-safe ASCII form of a name ("Łukasz" -> "lukasz"); empty for names in other scripts. */
export function asciiSlug(name: string): string {
  return name
    .replace(/[łŁ]/g, "l")
    .replace(/[øØ]/g, "o")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[đĐ]/g, "d")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

function between(random: Random, from: number, to: number): Date {
  return new Date(from + Math.floor(random.next() * (to - from)));
}

export function generateSociety(options: GenerateOptions): DemoSociety {
  const random = createRandom(options.seed);
  const now = (options.now ?? new Date()).getTime();
  const { chapterIds } = options;
  // Some schools have big chapters: a chapter's weight is 1 to 6.
  const chapterWeights = chapterIds.map(() => 1 + random.int(0, 5));
  const weightedChapters = chapterIds.flatMap((id, index) => Array.from({ length: chapterWeights[index]! }, () => id));

  const members: DemoMember[] = [];
  for (let index = 0; index < options.members; index += 1) {
    const firstName = random.pick(GIVEN_NAMES);
    const lastName = random.pick(FAMILY_NAMES);
    const local = [asciiSlug(firstName), asciiSlug(lastName)].filter(Boolean).join(".") || "member";
    members.push({
      id: options.memberIds[index]!,
      email: `${local}.${index + 1}@${DEMO_EMAIL_DOMAIN}`,
      firstName,
      lastName,
      // The guide (the first member) is a student; about one member in four is an advisor.
      userType: index > 0 && random.chance(0.25) ? "advisor" : "student",
      chapterId: random.pick(weightedChapters),
      interests: random.sample(TOPICS, random.int(1, 4)),
      expertiseAreas: random.sample(TOPICS, random.int(0, 3)),
      // By position, not by the random source: the rest of the society stays as the seed makes it.
      shareEmail: index % 3 !== 2,
      createdAt: between(random, now - 240 * DAY, now - 100 * DAY).toISOString(),
    });
  }
  const guide = members[0]!;
  const students = members.filter((member) => member.userType === "student");
  const advisors = members.filter((member) => member.userType === "advisor");
  const poolFor = (audience: TargetAudience) =>
    audience === "students" ? students : audience === "advisors" ? (advisors.length > 0 ? advisors : members) : members;

  const roundtables: DemoRoundtable[] = [];
  const participations: DemoParticipation[] = [];
  const notifications: DemoNotification[] = [];
  for (let index = 0; index < options.roundtables; index += 1) {
    const theme = random.pick(ROUNDTABLE_THEMES);
    const audienceRoll = random.next();
    // The guide organizes the first two, so a signed-in demo has its own tables to manage.
    let targetAudience: TargetAudience = audienceRoll < 0.7 ? "both" : audienceRoll < 0.88 ? "students" : "advisors";
    if (index < 2) targetAudience = "both";
    const organizer = index < 2 ? guide : random.pick(poolFor(targetAudience));
    const maxRoll = random.next();
    const maxParticipants = maxRoll < 0.6 ? 5 : maxRoll < 0.85 ? 4 : 3;
    const createdAt = between(random, now - 90 * DAY, now - DAY);
    const tags = [...new Set([...theme.tags.slice(0, random.int(1, theme.tags.length)), ...(random.chance(0.4) ? [random.pick(EXTRA_TAGS)] : [])])];
    const roundtable: DemoRoundtable = {
      id: options.roundtableIds[index]!,
      title: `${theme.title}${random.pick(TITLE_SUFFIXES)}`,
      description: `${random.pick(DESCRIPTION_OPENERS)} ${random.pick(DESCRIPTION_OPENERS)} Tags: ${tags.join(", ")}.`,
      category: theme.category,
      targetAudience,
      maxParticipants,
      tags,
      organizerId: organizer.id,
      createdAt: createdAt.toISOString(),
    };
    roundtables.push(roundtable);

    // The organizer is the first participant; then others join, and full tables grow a waitlist.
    let joinedAt = createdAt.getTime();
    const seats: DemoParticipation[] = [{ roundtableId: roundtable.id, userId: organizer.id, status: "joined", joinedAt: createdAt.toISOString() }];
    // The guide also sits at four tables others organize.
    const guideSits = index >= 2 && index < 6 && targetAudience !== "advisors" && organizer.id !== guide.id;
    const extra = random.chance(0.1) && !guideSits ? 0 : random.int(1, maxParticipants - 1);
    const waitlist = extra === maxParticipants - 1 ? random.int(0, 3) : 0;
    const taken = new Set([organizer.id]);
    const candidates = poolFor(targetAudience);
    for (let seat = 0; seat < extra + waitlist; seat += 1) {
      let member = guideSits && seat === 0 ? guide : random.pick(candidates);
      for (let tries = 0; taken.has(member.id) && tries < 10; tries += 1) member = random.pick(candidates);
      if (taken.has(member.id)) continue;
      taken.add(member.id);
      joinedAt += random.int(1, 72) * 60 * 60 * 1000;
      const joinedIso = new Date(Math.min(joinedAt, now - 60_000)).toISOString();
      const status = seat < extra ? "joined" : "waitlisted";
      seats.push({ roundtableId: roundtable.id, userId: member.id, status, joinedAt: joinedIso });
      notifications.push({
        userId: organizer.id,
        kind: "participant_joined",
        message:
          status === "joined"
            ? `${member.firstName} ${member.lastName} joined "${roundtable.title}".`
            : `${member.firstName} ${member.lastName} joined the waitlist of "${roundtable.title}".`,
        roundtableId: roundtable.id,
        // Older news has been read; the last few days' news has not.
        readAt: joinedAt < now - 5 * DAY ? new Date(joinedAt + DAY).toISOString() : null,
        createdAt: joinedIso,
      });
    }
    participations.push(...seats);
  }
  return { members, roundtables, participations, notifications, guide, staff: members[1] ?? guide };
}
