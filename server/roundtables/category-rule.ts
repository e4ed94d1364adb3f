/**
 * Picks a category when the organizer leaves it empty (docs/product.md, "Categories"): each
 * category has keywords; a keyword found in a tag scores 3, in the title 2, in the description 1.
 * The highest score wins, ties go to the category listed first; with no keyword at all the answer is
 * "Poetry & Creative Writing", the broadest workshop-style category.
 *
 * Keywords are whole words or phrases in any case, and also match with a plural or possessive
 * ending ("vampire" finds "Vampires", "child" does not find "childhood"). Everyday words that would
 * misfile a roundtable ("said", "play", "stage", "pride", "context") are deliberately left out.
 */
import { CATEGORIES, type Category } from "@shared/constants";

export const FALLBACK_CATEGORY: Category = "Poetry & Creative Writing";

export const CATEGORY_KEYWORDS: Record<Category, readonly string[]> = {
  "Gothic Literature": [
    "gothic", "horror", "vampire", "dracula", "frankenstein", "poe", "haunted", "haunting", "ghost", "macabre",
    "bronte", "brontë", "monster", "supernatural", "shirley jackson", "southern gothic",
  ],
  "Feminist Criticism": [
    "feminist", "feminism", "gender", "woolf", "women", "woman", "patriarchy", "beauvoir", "ecofeminism",
    "wollstonecraft", "gilman", "female", "womanist",
  ],
  Postcolonialism: [
    "postcolonial", "postcolonialism", "post-colonial", "colonial", "colonialism", "decolonial", "decolonization",
    "empire", "imperialism", "diaspora", "achebe", "edward said", "rushdie", "orientalism", "fanon", "spivak",
    "adichie", "subaltern",
  ],
  "Poetry & Creative Writing": [
    "poetry", "poem", "poet", "verse", "sonnet", "creative writing", "workshop",
    "fiction writing", "memoir", "haiku", "lyric",
  ],
  "American Literature": [
    "american", "america", "faulkner", "twain", "hemingway", "fitzgerald", "gatsby", "morrison", "steinbeck",
    "whitman", "thoreau", "emerson", "hawthorne", "melville", "harlem renaissance", "hurston",
  ],
  "New Historicism": [
    "historicism", "new historicism", "historicist", "greenblatt", "cultural history", "archive",
    "historical context", "cultural materialism",
  ],
  "Children's Literature": [
    "children", "child", "young adult", "ya", "picture book", "fairy tale", "middle grade", "kidlit", "nursery rhyme",
  ],
  "Science Fiction": [
    "science fiction", "sci-fi", "scifi", "dystopia", "dystopian", "utopia", "utopian", "cyberpunk", "speculative",
    "robot", "le guin", "asimov", "afrofuturism", "space opera", "alien",
  ],
  "LGBTQIA+ Literature": [
    "lgbtq", "lgbtqia", "lgbt", "queer", "gay", "lesbian", "bisexual", "transgender", "trans literature",
    "nonbinary", "non-binary", "baldwin",
  ],
  "Shakespeare & Drama": [
    "shakespeare", "shakespearean", "drama", "dramatic", "theatre", "theater", "playwright", "hamlet", "macbeth",
    "othello", "king lear", "tempest", "tragedy", "comedy of errors", "stagecraft",
  ],
};

const patterns = new Map<string, RegExp>();

/** The keyword as a whole word or phrase, optionally followed by s, es or 's. */
function keywordPattern(keyword: string): RegExp {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(s|es|'s|’s)?($|[^\\p{L}\\p{N}])`, "iu");
    patterns.set(keyword, pattern);
  }
  return pattern;
}

export function categoryScores(input: { tags: readonly string[]; title: string; description: string }): Record<Category, number> {
  const scores = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    let score = 0;
    for (const keyword of CATEGORY_KEYWORDS[category]) {
      const pattern = keywordPattern(keyword);
      if (input.tags.some((tag) => pattern.test(tag))) score += 3;
      if (pattern.test(input.title)) score += 2;
      if (pattern.test(input.description)) score += 1;
    }
    scores[category] = score;
  }
  return scores;
}

export function pickCategory(input: { tags: readonly string[]; title: string; description: string }): Category {
  const scores = categoryScores(input);
  let best: Category = FALLBACK_CATEGORY;
  let bestScore = 0;
  for (const category of CATEGORIES) {
    if (scores[category] > bestScore) {
      best = category;
      bestScore = scores[category];
    }
  }
  return best;
}
