import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function wordsOf(text: string): Promise<string[]> {
  const result = await testApp.database.db.execute<{ words: string[] }>(sql`select ec_match_words(${text}) as words`);
  return result.rows[0]!.words;
}

async function meet(a: string, b: string): Promise<boolean> {
  const [left, right] = [await wordsOf(a), await wordsOf(b)];
  return left.some((word) => right.includes(word));
}

describe("the words matching compares", () => {
  it.each([
    ["Shakespeare", "shakespearean drama"],
    ["Shakespeare's sonnets", "SHAKESPEARE"],
    ["poems", "poetry"],
    ["poets", "Poetry & Creative Writing"],
    ["vampire", "Vampires!"],
    ["ghost stories", "Ghost"],
    ["feminism", "feminist criticism"],
    ["history", "New Historicism"],
    ["children's books", "Children's Literature"],
    ["LGBTQIA+", "queer theory"],
    ["sci-fi", "Science Fiction"],
    ["post-colonial", "Postcolonialism"],
    ["Brontë", "bronte"],
    ["writing", "Writers' workshop"],
    ["dramatic monologue", "drama"],
  ])("when one says %s and the other %s, then they meet", async (a, b) => {
    expect(await meet(a, b)).toBe(true);
  });

  it.each([
    ["gothic fiction", "science fiction"],
    ["the novel", "a novel about novels"],
    ["American literature", "Children's Literature"],
    ["short stories", "ghost stories"],
  ])("when %s and %s share only an everyday word, then they do not meet", async (a, b) => {
    expect(await meet(a, b)).toBe(false);
  });

  it("when a text has case, punctuation and repeats, then each word comes once, normalised", async () => {
    expect(await wordsOf("Gothic, GOTHIC; gothic!! (Haunted) houses")).toEqual(["gothic", "haunt", "hous"]);
    expect(await wordsOf("")).toEqual([]);
    expect(await wordsOf("the and of")).toEqual([]);
  });

  it("when a roundtable is written or edited by any path, then its words say where each occurs", async () => {
    const [organizer] = (await testApp.database.db.execute<{ id: number }>(sql`
      insert into users (email, password_hash, first_name, last_name, user_type, chapter_id)
      values ('words@example.edu', 'x', 'Wanda', 'Words', 'student', (select min(id) from chapters)) returning id`)).rows;
    const [row] = (await testApp.database.db.execute<{ id: number; match_terms: Record<string, number> }>(sql`
      insert into roundtables (title, description, category, tags, organizer_id)
      values ('Haunted poems', 'Verse about vampires.', 'Gothic Literature', array['Poetry'], ${organizer!.id})
      returning id, match_terms`)).rows;
    // 1 tags, 2 title, 4 category, 8 description
    expect(row!.match_terms).toEqual({ poem: 1 | 2, haunt: 2, gothic: 4, vers: 8, vampir: 8 });
    const [edited] = (await testApp.database.db.execute<{ match_terms: Record<string, number> }>(sql`
      update roundtables set tags = array['Dracula'] where id = ${row!.id} returning match_terms`)).rows;
    expect(edited!.match_terms).toMatchObject({ dracula: 1, poem: 2 });
  });

  it("when a member's interests change, then their words follow", async () => {
    const [row] = (await testApp.database.db.execute<{ match_terms: string[] }>(sql`
      update users set interests = array['Sonnets'], expertise_areas = array['Toni Morrison'] where email = 'words@example.edu'
      returning match_terms`)).rows;
    expect(row!.match_terms).toEqual(["morrison", "sonnet", "toni"]);
  });
});
