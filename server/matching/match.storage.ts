/**
 * The match score in SQL, so a roundtable list with its match fields stays one query: the
 * member's words come from a CTE, each roundtable's words from its generated `match_terms`
 * column, and the parts of the score from two lateral joins over the row (docs/matching.md).
 * Used inside the roundtable lists' statements (roundtables/lists/), where `r` is the roundtable and
 * `stats` its seat summary.
 */
import { sql, type SQL } from "drizzle-orm";
import { MATCH_THRESHOLDS, PLACE_BITS, PLACE_WEIGHTS, SCORE_WEIGHTS, TOPIC_SCALE } from "./match-weights";

/** Our own constants, written into the SQL as literals. */
const literal = (value: number) => sql.raw(String(value));

/** What a roundtable word with place bits `places` is worth: its best place counts. */
function placeWeight(places: SQL): SQL {
  const order = ["tags", "title", "category", "description"] as const;
  const branches = order.map((place) => sql`when (${places} & ${literal(PLACE_BITS[place])}) > 0 then ${literal(PLACE_WEIGHTS[place])}`);
  return sql`case ${sql.join(branches, sql` `)} else 0 end`;
}

const wordWeight = placeWeight(sql`(r.match_terms ->> term)::int`);

/**
 * The member's words, and each of their interests and expertise with its own words (for reasons);
 * and their own seats in program sessions (a handful, read once, so the clash check is a lookup).
 * Both are materialized: inlined, the labels' words (a PL/pgSQL call each) were worked out again
 * for every row of the page.
 */
export function matchViewerCtes(viewerId: number): SQL {
  return sql`match_viewer as (
      select id, user_type, chapter_id, match_terms,
        -- The roundtables they co-organize count as their own (docs/product.md, "Co-organizers").
        array(select co.roundtable_id from roundtable_co_organizers co where co.user_id = ${viewerId} and co.status = 'accepted') as co_organized
      from users where id = ${viewerId}
    ),
    match_viewer_seats as materialized (
      select sp.roundtable_id, sr.session_id from participations sp join roundtables sr on sr.id = sp.roundtable_id
      where sp.user_id = ${viewerId} and sp.status = 'joined' and sr.session_id is not null
    ),
    match_viewer_labels as materialized (
      select l.label, l.kind, l.ord, ec_match_words(l.label) as terms
      from users u cross join lateral (
        select i.label, 'interest' as kind, i.ord from unnest(u.interests) with ordinality as i(label, ord)
        union all
        select e.label, 'expertise', e.ord + 1000 from unnest(u.expertise_areas) with ordinality as e(label, ord)
      ) l
      where u.id = ${viewerId}
    )`;
}

/** Nobody of the member's chapter is seated at `r` (its seat summary, `stats`, lists the chapters seated). */
const newChapter = sql`not coalesce(mv.chapter_id = any(stats.chapter_ids), false)`;

/** Joins `mv` (the member), `mf` (the facts: topic, new chapter, audience, clash) and `ms` (the score). */
export const matchJoins = sql`
    cross join match_viewer mv
    cross join lateral (
      select
        coalesce((select sum(${wordWeight}) from unnest(mv.match_terms) as term where r.match_terms ? term), 0) as topic,
        ${newChapter} as new_chapter,
        (r.target_audience = 'both'
          or (r.target_audience = 'advisors' and mv.user_type = 'advisor')
          or (r.target_audience = 'students' and mv.user_type = 'student')) as audience_fits,
        -- Seated (joined) at another roundtable of the same program session.
        (r.session_id is not null and exists (
          select 1 from match_viewer_seats vs where vs.session_id = r.session_id and vs.roundtable_id <> r.id
        )) as clashes,
        greatest(r.max_participants - coalesce(stats.participant_count, 0), 0)::int as seats_left
      -- A fence: without it PostgreSQL inlines these facts into every place that reads them and
      -- sums the topic twice per row.
      offset 0
    ) mf
    cross join lateral (
      select case
        when mf.topic = 0 or not mf.audience_fits or mf.clashes or r.organizer_id = mv.id or r.id = any(mv.co_organized) then 0::float8
        else round((
          ${literal(SCORE_WEIGHTS.topic)} * (1 - exp(-mf.topic / ${literal(TOPIC_SCALE)}))
          + ${literal(SCORE_WEIGHTS.newChapter)} * (case when mf.new_chapter then 1 else 0 end)
          + ${literal(SCORE_WEIGHTS.seatsLeft)} * mf.seats_left::float8 / r.max_participants
        )::numeric, 3)::float8
      end as match_score
    ) ms`;

/** The columns the select adds: the score, its facts and the member's labels that matched, best first. */
export const matchColumns = sql`ms.match_score, mf.new_chapter as match_new_chapter, mf.seats_left as match_seats_left,
      case when ms.match_score > 0 then (
        select coalesce(json_agg(json_build_object('label', best.label, 'kind', best.kind) order by best.weight desc, best.ord), '[]'::json)
        from (
          select vl.label, vl.kind, vl.ord, max(${wordWeight}) as weight
          from match_viewer_labels vl cross join unnest(vl.terms) as term
          where r.match_terms ? term
          group by vl.label, vl.kind, vl.ord
        ) best
      ) else '[]'::json end as match_labels`;

/** Seats taken and waiting and the chapters seated, over the row `r`, as `stats` (migration 0005). */
export const seatCounts = sql`left join roundtable_seats stats on stats.roundtable_id = r.id`;

/**
 * `match_ranked`: the score of every roundtable that shares a word with the member, the only ones
 * whose score can be above 0 (the GIN index on match_terms finds them). Ranking a list by match
 * then costs a join with this set, and the full rows are built for the page alone.
 */
export function matchRankedCte(viewerId: number): SQL {
  return sql`match_ranked as (
      select r.id, ms.match_score, mf.seats_left
      from roundtables r
      ${seatCounts}
      ${matchJoins}
      where r.match_terms ?| (select match_terms from users where id = ${viewerId})
    )`;
}

/** GET /api/roundtables/recommended: open tables the member may join, is not in, and that match at least "medium". */
export const recommendableCondition = sql`me.id is null and r.organizer_id <> mv.id and mf.audience_fits and not mf.clashes
    and mf.seats_left > 0 and r.program_status <> 'not_selected' and ms.match_score >= ${literal(MATCH_THRESHOLDS.medium)}`;

export const bestMatchFirst = sql`ms.match_score desc, r.created_at desc, r.id desc`;

/** The ids of the member's recommended roundtables, best first, from `match_ranked`. */
export function recommendedIds(viewerId: number, limit: SQL): SQL {
  return sql`select r.id from match_ranked mr join roundtables r on r.id = mr.id
    where mr.match_score >= ${literal(MATCH_THRESHOLDS.medium)} and mr.seats_left > 0 and r.program_status <> 'not_selected'
      and not exists (select 1 from participations mine where mine.roundtable_id = r.id and mine.user_id = ${viewerId})
    order by mr.match_score desc, r.created_at desc, r.id desc
    limit ${limit}`;
}

/** A page of roundtables by best match (the order of bestMatchFirst), from `match_ranked`; `where` is over `r`. */
export function bestMatchIds(where: SQL | undefined, limit: SQL, offset: number): SQL {
  return sql`select r.id from roundtables r left join match_ranked mr on mr.id = r.id
    ${where ? sql`where ${where}` : sql``}
    order by coalesce(mr.match_score, 0) desc, r.created_at desc, r.id desc
    limit ${limit} offset ${offset}`;
}
