/**
 * People to meet: members of other chapters whose interests and expertise share the most words
 * with the member's. The GIN index on users.match_terms finds the candidates; one query.
 */
import { sql } from "drizzle-orm";
import type { SuggestedMember } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { MAX_MATCH_REASONS } from "./match-weights";

type SuggestedMemberRow = {
  id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  user_type: "student" | "advisor";
  chapter_id: number;
  interests: string[];
  expertise_areas: string[];
  profile_image_url: string | null;
  accept_messages: boolean;
  chapter: string | null;
  chapter_region: SuggestedMember["chapterRegion"];
  chapter_color: string | null;
  reasons: string[] | null;
};

export async function listSuggestedMembers(db: DbOrTx, viewerId: number, limit: number): Promise<SuggestedMember[]> {
  const result = await db.execute<SuggestedMemberRow>(sql`
    with viewer as (select id, chapter_id, match_terms, is_staff from users where id = ${viewerId}),
    candidates as (
      select u.id, u.chapter_id, u.interests, u.expertise_areas,
        cardinality(array(select unnest(u.match_terms) intersect select unnest(viewer.match_terms))) as shared
      from users u cross join viewer
      -- Other chapters only, so a member seen by their own chapter only is never suggested.
      where u.match_terms && viewer.match_terms and u.id <> viewer.id and u.chapter_id <> viewer.chapter_id
        -- Only members the viewer may find (ec_shown_to): of another chapter, that is those shown to all.
        and ec_shown_to(u, viewer.chapter_id)
    ),
    best as (
      select * from candidates order by shared desc, id limit ${limit}
    )
    select u.id, ec_email_for(u, ${viewerId}, (select is_staff from viewer)) as email, u.first_name, u.last_name, u.user_type, u.chapter_id, u.interests, u.expertise_areas,
      u.accept_messages, u.profile_image_url, c.name as chapter, c.region as chapter_region, c.color as chapter_color,
      -- Their own words for what you share, each label once, interests first.
      (select array_agg(label order by ord) from (
        select distinct on (lower(l.label)) l.label, l.ord
        from unnest(best.interests || best.expertise_areas) with ordinality as l(label, ord)
        where ec_match_words(l.label) && (select match_terms from viewer)
        order by lower(l.label), l.ord
      ) shared_labels) as reasons
    from best
    join users u on u.id = best.id
    left join chapters c on c.id = u.chapter_id
    order by best.shared desc, u.last_name, u.first_name, u.id`);
  return result.rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userType: row.user_type,
    chapterId: row.chapter_id,
    interests: row.interests,
    expertiseAreas: row.expertise_areas,
    profileImageUrl: row.profile_image_url,
    acceptMessages: row.accept_messages,
    chapter: row.chapter,
    chapterRegion: row.chapter_region,
    chapterColor: row.chapter_color,
    reasons: (row.reasons ?? []).slice(0, MAX_MATCH_REASONS),
  }));
}
