/**
 * A small convention for judging the matching rule: 60 roundtables (six a category), 30 members,
 * and for ten of them the three roundtables a reader of their profile would pick first, written by
 * hand from the profiles and the roundtables' texts, not from the algorithm's output.
 */
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

const G: Category = "Gothic Literature";
const F: Category = "Feminist Criticism";
const P: Category = "Postcolonialism";
const Y: Category = "Poetry & Creative Writing";
const A: Category = "American Literature";
const H: Category = "New Historicism";
const C: Category = "Children's Literature";
const S: Category = "Science Fiction";
const Q: Category = "LGBTQIA+ Literature";
const D: Category = "Shakespeare & Drama";

export const ROUNDTABLES: FixtureRoundtable[] = [
  { key: "g1", category: G, organizer: 0, title: "Haunted Houses and the American Gothic", tags: ["gothic", "haunted houses", "Poe"], description: "Poe, Shirley Jackson and the house that remembers." },
  { key: "g2", category: G, organizer: 1, title: "Vampires from Polidori to Rice", tags: ["vampires", "gothic"], description: "How the undead changed their teeth across two centuries." },
  { key: "g3", category: G, organizer: 2, title: "Faulkner and O'Connor", tags: ["Southern Gothic", "Faulkner", "Flannery O'Connor"], description: "Grotesques, sin and the South." },
  { key: "g4", category: G, organizer: 3, title: "Frankenstein at 200", tags: ["Frankenstein", "Mary Shelley"], description: "Is it the first science fiction novel or the last gothic one?" },
  { key: "g5", category: G, organizer: 4, title: "Tales for a winter night", tags: ["ghost stories", "M. R. James"], description: "Antiquarians, candles and things in the dark." },
  { key: "g6", category: G, organizer: 5, title: "The Brontës on the moors", tags: ["Brontë", "Wuthering Heights", "Jane Eyre"], description: "Weather, passion and the locked attic." },

  { key: "f1", category: F, organizer: 0, title: "A Room of One's Own, today", tags: ["Virginia Woolf", "feminism"], description: "Money, rooms and the woman writer a century on." },
  { key: "f2", category: F, organizer: 1, title: "The Yellow Wallpaper and madness", tags: ["Gilman", "feminist criticism", "madness"], description: "The rest cure and what it silenced." },
  { key: "f3", category: F, organizer: 2, title: "Ecofeminism in contemporary verse", tags: ["ecofeminism", "poetry", "nature"], description: "Bodies, land and the lyric." },
  { key: "f4", category: F, organizer: 3, title: "Women writers of the Harlem Renaissance", tags: ["Zora Neale Hurston", "Harlem Renaissance", "women writers"], description: "Hurston, Larsen and Fauset beyond the anthologies." },
  { key: "f5", category: F, organizer: 4, title: "Feminist readings of The Bloody Chamber", tags: ["Angela Carter", "feminism"], description: "Angela Carter rewrites the fairy tales we grew up with." },
  { key: "f6", category: F, organizer: 5, title: "Gender and the Victorian novel", tags: ["gender", "Victorian novel", "George Eliot"], description: "Middlemarch and the limits of a woman's life." },

  { key: "p1", category: P, organizer: 0, title: "Things Fall Apart and after", tags: ["Achebe", "postcolonial", "Nigeria"], description: "Okonkwo, colonial rule and the novel as answer." },
  { key: "p2", category: P, organizer: 1, title: "Writing back to empire", tags: ["empire", "Rushdie", "postcolonial theory"], description: "Midnight's Children and the empire that writes back." },
  { key: "p3", category: P, organizer: 2, title: "Diaspora and memory", tags: ["diaspora", "memory", "Adichie"], description: "Americanah and the homes we carry." },
  { key: "p4", category: P, organizer: 3, title: "Caribbean voices", tags: ["Caribbean", "Walcott", "Kincaid"], description: "Islands, language and the sea." },
  { key: "p5", category: P, organizer: 4, title: "Orientalism revisited", tags: ["Edward Said", "orientalism"], description: "Said's argument forty years on." },
  { key: "p6", category: P, organizer: 5, title: "Decolonizing the syllabus", tags: ["pedagogy", "syllabus design"], description: "What we assign and why.", targetAudience: "advisors" },

  { key: "y1", category: Y, organizer: 0, title: "Sonnets from Petrarch to now", tags: ["sonnets", "poetry"], description: "Fourteen lines across seven centuries." },
  { key: "y2", category: Y, organizer: 1, title: "Writing poems together", tags: ["poetry workshop", "creative writing"], description: "Bring a draft, leave with a better one.", targetAudience: "students" },
  { key: "y3", category: Y, organizer: 2, title: "Emily Dickinson's dashes", tags: ["Dickinson", "poetry", "punctuation"], description: "What the dash does that the comma cannot." },
  { key: "y4", category: Y, organizer: 3, title: "Spoken word and slam", tags: ["spoken word", "slam poetry", "performance"], description: "The poem as event." },
  { key: "y5", category: Y, organizer: 4, title: "Memoir writing workshop", tags: ["memoir", "creative nonfiction", "workshop"], description: "Telling true stories well." },
  { key: "y6", category: Y, organizer: 5, title: "Haiku and short forms", tags: ["haiku", "short forms"], description: "Seventeen syllables and less." },

  { key: "a1", category: A, organizer: 0, title: "The Great Gatsby and the Jazz Age", tags: ["Fitzgerald", "Gatsby", "Jazz Age"], description: "Green lights and old money." },
  { key: "a2", category: A, organizer: 1, title: "Reading Beloved", tags: ["Toni Morrison", "Beloved", "memory"], description: "Rememory, haunting and the archive of slavery." },
  { key: "a3", category: A, organizer: 2, title: "Whitman and Dickinson in conversation", tags: ["Whitman", "Dickinson", "American poetry"], description: "Two ways of being a nineteenth-century poet." },
  { key: "a4", category: A, organizer: 3, title: "Hemingway's short stories", tags: ["Hemingway", "short stories"], description: "The iceberg theory in practice." },
  { key: "a5", category: A, organizer: 4, title: "Mark Twain and satire", tags: ["Twain", "satire", "humor"], description: "Laughing at America from the river." },
  { key: "a6", category: A, organizer: 5, title: "The Harlem Renaissance", tags: ["Harlem Renaissance", "Langston Hughes", "jazz"], description: "Poetry, music and a neighbourhood that changed letters." },

  { key: "h1", category: H, organizer: 0, title: "Reading the archive", tags: ["archives", "new historicism", "manuscripts"], description: "What boxes of letters tell us about novels." },
  { key: "h2", category: H, organizer: 1, title: "Greenblatt and self-fashioning", tags: ["Greenblatt", "Renaissance", "new historicism"], description: "Power, identity and the anecdote." },
  { key: "h3", category: H, organizer: 2, title: "Print culture in the eighteenth century", tags: ["print culture", "book history", "eighteenth century"], description: "Coffeehouses, pamphlets and the rise of the reader." },
  { key: "h4", category: H, organizer: 3, title: "Victorian periodicals", tags: ["Victorian", "periodicals", "serial fiction"], description: "Reading Dickens in monthly parts." },
  { key: "h5", category: H, organizer: 4, title: "Power on stage", tags: ["history plays", "power", "new historicism"], description: "Kings, crowds and who gets to speak." },
  { key: "h6", category: H, organizer: 5, title: "Teaching literary history", tags: ["pedagogy", "literary history"], description: "Survey courses that tell a story.", targetAudience: "advisors" },

  { key: "c1", category: C, organizer: 0, title: "Fairy tales retold", tags: ["fairy tales", "retellings"], description: "From Perrault to the present." },
  { key: "c2", category: C, organizer: 1, title: "Young adult dystopias", tags: ["young adult", "dystopia"], description: "The Hunger Games and the teenage rebel." },
  { key: "c3", category: C, organizer: 2, title: "Picture books as art", tags: ["picture books", "illustration"], description: "Sendak, Scarry and the page turn." },
  { key: "c4", category: C, organizer: 3, title: "Alice at 160", tags: ["Lewis Carroll", "Alice", "nonsense"], description: "Logic, nonsense and a girl who asks questions." },
  { key: "c5", category: C, organizer: 4, title: "Harry Potter and its critics", tags: ["Harry Potter", "fantasy"], description: "A series, a fandom and its afterlives." },
  { key: "c6", category: C, organizer: 5, title: "Writing for children", tags: ["children's literature", "creative writing"], description: "Voice, rhythm and the young reader.", targetAudience: "students" },

  { key: "s1", category: S, organizer: 0, title: "Le Guin's ambiguous utopias", tags: ["Ursula K. Le Guin", "utopia", "science fiction"], description: "The Dispossessed and the price of freedom." },
  { key: "s2", category: S, organizer: 1, title: "Cyberpunk then and now", tags: ["cyberpunk", "Gibson", "technology"], description: "Neuromancer forty years later." },
  { key: "s3", category: S, organizer: 2, title: "Afrofuturism", tags: ["Afrofuturism", "Octavia Butler", "science fiction"], description: "Kindred, Parable of the Sower and futures with a past." },
  { key: "s4", category: S, organizer: 3, title: "Robots and artificial minds", tags: ["robots", "Asimov", "artificial intelligence"], description: "From the three laws to chatbots." },
  { key: "s5", category: S, organizer: 4, title: "Climate fiction", tags: ["climate fiction", "nature"], description: "Novels for a warming world." },
  { key: "s6", category: S, organizer: 5, title: "Space opera", tags: ["space opera", "sci-fi"], description: "Empires among the stars." },

  { key: "q1", category: Q, organizer: 0, title: "James Baldwin's Giovanni's Room", tags: ["Baldwin", "queer", "LGBTQ"], description: "Paris, desire and shame." },
  { key: "q2", category: Q, organizer: 1, title: "Queer theory for beginners", tags: ["queer theory", "Judith Butler"], description: "Performativity without the jargon.", targetAudience: "students" },
  { key: "q3", category: Q, organizer: 2, title: "Trans lives in contemporary fiction", tags: ["transgender", "contemporary fiction"], description: "Detransition, Baby and other recent novels." },
  { key: "q4", category: Q, organizer: 3, title: "Oscar Wilde on trial", tags: ["Oscar Wilde", "Victorian", "queer history"], description: "Art, scandal and the courtroom." },
  { key: "q5", category: Q, organizer: 4, title: "From Sappho to Lorde", tags: ["Sappho", "Audre Lorde", "lesbian poetry"], description: "Two and a half thousand years of lesbian verse." },
  { key: "q6", category: Q, organizer: 5, title: "LGBTQ young adult fiction", tags: ["young adult", "LGBTQ"], description: "Coming out on the page." },

  { key: "d1", category: D, organizer: 0, title: "Hamlet's indecision", tags: ["Hamlet", "tragedy", "Shakespeare"], description: "To act or not to act." },
  { key: "d2", category: D, organizer: 1, title: "Staging The Tempest", tags: ["The Tempest", "staging", "performance"], description: "Islands, magic and the director's choices." },
  { key: "d3", category: D, organizer: 2, title: "Shakespearean comedy and cross-dressing", tags: ["comedy", "Twelfth Night", "gender"], description: "Viola, Rosalind and the boy actors." },
  { key: "d4", category: D, organizer: 3, title: "Marlowe and Shakespeare's rivals", tags: ["Marlowe", "Elizabethan drama"], description: "Faustus, Tamburlaine and the London stage." },
  { key: "d5", category: D, organizer: 4, title: "Teaching Shakespeare to first-years", tags: ["Shakespeare", "pedagogy"], description: "Making the plays live in a classroom.", targetAudience: "advisors" },
  { key: "d6", category: D, organizer: 5, title: "Modern drama: Beckett and Pinter", tags: ["Beckett", "Pinter", "modern drama"], description: "Waiting, pauses and menace." },
];

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
