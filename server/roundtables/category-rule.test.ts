import { describe, expect, it } from "vitest";
import { CATEGORIES } from "@shared/constants";
import { CATEGORY_KEYWORDS, FALLBACK_CATEGORY, categoryScores, pickCategory } from "./category-rule";

const pick = (tags: string[], title = "Untitled", description = "Open to all.") => pickCategory({ tags, title, description });

describe("the category keyword rule", () => {
  it("when a tag names a category's keyword, then that category is picked", () => {
    expect(pick(["Hamlet"])).toBe("Shakespeare & Drama");
    expect(pick(["queer theory"])).toBe("LGBTQIA+ Literature");
    expect(pick(["LGBTQIA+"])).toBe("LGBTQIA+ Literature");
    expect(pick(["Achebe"])).toBe("Postcolonialism");
    expect(pick(["picture books"])).toBe("Children's Literature");
    expect(pick(["Greenblatt"])).toBe("New Historicism");
    expect(pick(["Faulkner"])).toBe("American Literature");
    expect(pick(["sonnets"])).toBe("Poetry & Creative Writing");
    expect(pick(["Woolf"])).toBe("Feminist Criticism");
    expect(pick(["cyberpunk"])).toBe("Science Fiction");
    expect(pick(["vampires"])).toBe("Gothic Literature");
  });

  it("when only the title and description carry keywords, then they decide, the title weighing more", () => {
    expect(pick(["reading group"], "Dystopia now", "Robots and us.")).toBe("Science Fiction");
    expect(pick(["reading group"], "Women writers", "Faulkner, Twain and Hemingway")).toBe("American Literature");
    expect(pick(["reading group"], "Women writers", "Faulkner")).toBe("Feminist Criticism");
  });

  it("when a tag and the text disagree, then the tag weighs more than the title", () => {
    expect(pick(["Shakespeare"], "A gothic evening", "Nothing else.")).toBe("Shakespeare & Drama");
  });

  it("when two categories score the same, then the one listed first in the categories wins", () => {
    const input = { tags: ["Gothic", "Shakespeare"], title: "Together", description: "Both." };
    const scores = categoryScores(input);
    expect(scores["Gothic Literature"]).toBe(scores["Shakespeare & Drama"]);
    expect(pickCategory(input)).toBe("Gothic Literature");
  });

  it("when nothing matches, then the fallback is Poetry & Creative Writing", () => {
    expect(FALLBACK_CATEGORY).toBe("Poetry & Creative Writing");
    expect(pick(["misc"], "Open table", "Anything goes.")).toBe("Poetry & Creative Writing");
  });

  it("when everyday words appear, then they do not misfile the roundtable", () => {
    expect(pick(["reading group"], "As she said", "At this stage we play with Pride and Prejudice in context.")).toBe(FALLBACK_CATEGORY);
    expect(pick(["childhood"], "Untitled", "Alienation and the post office.")).toBe(FALLBACK_CATEGORY);
  });

  it("when the keyword lists are read, then every category has some and each keyword is lower case", () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_KEYWORDS[category].length).toBeGreaterThan(3);
      for (const keyword of CATEGORY_KEYWORDS[category]) expect(keyword).toBe(keyword.toLowerCase());
    }
  });
});
