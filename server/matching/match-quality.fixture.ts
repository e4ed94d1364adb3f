/**
 * A small convention for judging the matching rule: 60 roundtables (six a category), 30 members,
 * and for ten of them the three roundtables a reader of their profile would pick first, written by
 * hand from the profiles and the roundtables' texts, not from the algorithm's output.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { Category, TargetAudience, UserType } from "@shared/constants";

export type FixtureRoundtable = {
  key: string;
  title: string;
  description: string;
  tags: string[];
  category: Category;
  targetAudience?: TargetAudience;
  /** Which organizer proposes it (index into ORGANIZERS). */
  organizer: number;
};

export type FixtureMember = {
  key: string;
  chapter: string;
  userType: UserType;
  interests: string[];
  expertiseAreas: string[];
};

/** Organizers come from chapters none of the judged members belongs to. */
export const ORGANIZER_CHAPTERS = ["Emory University", "Purdue University", "Rice University", "Stanford University", "University of Georgia", "Boston College"];

/** The sixty roundtables, six a category, one line each (tags separated by ";"), read from the CSV beside this file. */
export const ROUNDTABLES: FixtureRoundtable[] = (
  parse(fs.readFileSync(path.join(import.meta.dirname, "match-quality.fixture.csv"), "utf8"), { columns: true, skip_empty_lines: true }) as Array<
    Record<"key" | "category" | "organizer" | "audience" | "title" | "tags" | "description", string>
  >
).map((row) => ({
  key: row.key,
  category: row.category as Category,
  organizer: Number(row.organizer),
  title: row.title,
  tags: row.tags.split(";").map((tag) => tag.trim()),
  description: row.description,
  ...(row.audience ? { targetAudience: row.audience as TargetAudience } : {}),
}));

/** The ten judged members; the other twenty (organizers and filler) are made by the test. */
export const JUDGED_MEMBERS: Array<FixtureMember & { expectedTop3: [string, string, string] }> = [
  { key: "gothic", chapter: "Tulane University", userType: "student", interests: ["gothic fiction", "vampires", "ghost stories", "haunted houses"], expertiseAreas: [], expectedTop3: ["g1", "g2", "g5"] },
  { key: "poet", chapter: "Baylor University", userType: "student", interests: ["poetry", "sonnets", "Emily Dickinson"], expertiseAreas: ["creative writing"], expectedTop3: ["y3", "y1", "y2"] },
  { key: "shakespeare", chapter: "Fordham University", userType: "advisor", interests: ["Shakespeare", "theatre"], expertiseAreas: ["Elizabethan drama", "pedagogy"], expectedTop3: ["d4", "d5", "d1"] },
  { key: "scifi", chapter: "Tulane University", userType: "student", interests: ["science fiction", "utopias", "Ursula Le Guin", "Octavia Butler"], expertiseAreas: ["climate change"], expectedTop3: ["s1", "s3", "s5"] },
  { key: "feminist", chapter: "Baylor University", userType: "advisor", interests: ["feminism", "Virginia Woolf"], expertiseAreas: ["gender studies", "Victorian novel", "Charlotte Perkins Gilman"], expectedTop3: ["f1", "f6", "f2"] },
  { key: "postcolonial", chapter: "Fordham University", userType: "student", interests: ["postcolonial literature", "Chinua Achebe", "diaspora"], expertiseAreas: [], expectedTop3: ["p1", "p3", "p2"] },
  { key: "children", chapter: "Tulane University", userType: "student", interests: ["fairy tales", "picture books", "illustration", "young adult dystopias"], expertiseAreas: [], expectedTop3: ["c1", "c2", "c3"] },
  { key: "queer", chapter: "Baylor University", userType: "advisor", interests: ["queer theory", "James Baldwin", "Oscar Wilde", "LGBTQ young adult"], expertiseAreas: [], expectedTop3: ["q4", "q1", "q6"] },
  { key: "american", chapter: "Fordham University", userType: "student", interests: ["Toni Morrison", "Harlem Renaissance", "jazz"], expertiseAreas: [], expectedTop3: ["a6", "a2", "f4"] },
  { key: "historian", chapter: "Tulane University", userType: "advisor", interests: ["new historicism", "archives", "book history"], expertiseAreas: ["eighteenth century", "Renaissance"], expectedTop3: ["h3", "h1", "h2"] },
];

/** Members who fill the convention out: some join roundtables, none is judged. */
export const FILLER_INTERESTS: string[][] = [
  ["modernism", "James Joyce"],
  ["romantic poetry", "Keats"],
  ["detective fiction"],
  ["medieval literature", "Chaucer"],
  ["translation", "world literature"],
  ["graphic novels"],
  ["Jane Austen", "the marriage plot"],
  ["Irish literature"],
  ["film adaptation"],
  ["nature writing", "Thoreau"],
  ["Milton", "epic poetry"],
  ["satire", "Swift"],
  ["Dickens"],
  ["fantasy", "Tolkien"],
];
