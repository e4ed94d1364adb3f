/**
 * Picks a category when the organizer leaves it empty (docs/categories.md): each category has
 * keywords; a keyword found in a tag scores 3, in the title 2, in the description 1. The highest
 * score wins, ties go to the category listed first; with no keyword at all the answer is
 * "Poetry & Creative Writing", the broadest workshop-style category.
 */
import { CATEGORIES, type Category } from "@shared/constants";

export const FALLBACK_CATEGORY: Category = "Poetry & Creative Writing";

export const CATEGORY_KEYWORDS: Record<Category, string[]> = {
  "Gothic Literature": ["gothic", "horror", "vampire", "dracula", "frankenstein", "poe", "haunted", "ghost", "macabre", "shelley", "bronte"],
  "Feminist Criticism": ["feminist", "feminism", "gender", "woolf", "women", "patriarchy", "beauvoir", "ecofeminism"],
  Postcolonialism: ["postcolonial", "colonial", "empire", "diaspora", "achebe", "said", "rushdie", "decolonial", "orientalism"],
  "Poetry & Creative Writing": ["poetry", "poem", "poems", "poet", "verse", "sonnet", "creative writing", "workshop", "fiction writing", "memoir"],
  "American Literature": ["american", "faulkner", "twain", "hemingway", "fitzgerald", "morrison", "steinbeck", "whitman", "harlem"],
  "New Historicism": ["historicism", "new historicism", "historical", "greenblatt", "archive", "cultural history", "context"],
  "Children's Literature": ["children", "children's", "young adult", "ya", "picture book", "fairy tale", "fairy tales", "middle grade"],
  "Science Fiction": ["science fiction", "sci-fi", "scifi", "dystopia", "dystopian", "utopia", "cyberpunk", "speculative", "robot", "le guin", "asimov"],
  "LGBTQIA+ Literature": ["lgbtq", "lgbtqia", "queer", "gay", "lesbian", "trans", "transgender", "baldwin", "pride"],
  "Shakespeare & Drama": ["shakespeare", "drama", "theatre", "theater", "play", "plays", "hamlet", "macbeth", "tragedy", "stage", "playwright"],
};

function containsKeyword(text: string, keyword: string): boolean {
  const escaped = keyword.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^a-z])${escaped}($|[^a-z])`, "i").test(text);
}

export function pickCategory(input: { tags: string[]; title: string; description: string }): Category {
  let best: Category = FALLBACK_CATEGORY;
  let bestScore = 0;
  for (const category of CATEGORIES) {
    let score = 0;
    for (const keyword of CATEGORY_KEYWORDS[category]) {
      if (input.tags.some((tag) => containsKeyword(tag, keyword))) score += 3;
      if (containsKeyword(input.title, keyword)) score += 2;
      if (containsKeyword(input.description, keyword)) score += 1;
    }
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best;
}
