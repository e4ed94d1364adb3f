#!/usr/bin/env bash
# bash scripts/bench/seat-sql.sh DATABASE_URL [clients ...]
#
# A join and a leave as SQL alone, with pgbench: each client seats its own member at its own
# roundtable and gives the seat back, as the app's two statements do (ec_join_roundtable, then
# ec_leave_roundtable). For each number of clients (default 2 10 50) it prints pairs a second and
# the p50 and p99 of a pair, with synchronous commit on (as the app runs) and off (to show how
# much of it is the commit's flush). The database must hold the demo society
# (`DATABASE_URL=… npm run db:demo -- --members 20000 --roundtables 5000`); the script adds a
# table naming the pairs and drops it when done. Organizers get a notification per join and leave,
# as through the app. A measurement, not a test.
set -euo pipefail

url="${1:?usage: seat-sql.sh DATABASE_URL [clients ...]}"
shift
if [ "$#" -gt 0 ]; then clients=("$@"); else clients=(2 10 50); fi
seconds="${SECONDS_PER_RUN:-8}"
work="$(mktemp -d)"
export PGOPTIONS="-c client_min_messages=warning"
trap 'psql -q "$url" -c "drop table if exists bench_seat_pairs" >/dev/null; rm -rf "$work"' EXIT

if [ "$(psql -qAt "$url" -c "select to_regclass('roundtables') is not null")" != t ]; then
  echo "No English Convention tables at $url: fill it with the demo society first." >&2
  exit 1
fi

# Sixty roundtables off the program, open to everyone and with a free seat, each with a member not
# at it.
psql -q -v ON_ERROR_STOP=1 "$url" >/dev/null <<'SQL'
drop table if exists bench_seat_pairs;
create table bench_seat_pairs as
with tables as (
  select r.id, r.organizer_id, row_number() over (order by r.id) as n
  from roundtables r left join roundtable_seats s on s.roundtable_id = r.id
  where r.session_id is null and r.target_audience = 'both' and coalesce(s.participant_count, 0) < r.max_participants
  order by r.id limit 60
), members as (
  select u.id, row_number() over (order by u.id desc) as n from users u order by u.id desc limit 60
)
-- Numbered after the filter, so that clients 0, 1, 2… each find a pair.
select (row_number() over (order by roundtable_id) - 1)::int as client, roundtable_id, user_id from (
  select t.id as roundtable_id, m.id as user_id
  from tables t join members m on m.n = t.n
  where t.organizer_id <> m.id
    and not exists (select 1 from participations p where p.roundtable_id = t.id and p.user_id = m.id)
) pairs;
SQL
pairs="$(psql -qAt "$url" -c "select count(*) from bench_seat_pairs")"
max=0
for count in "${clients[@]}"; do [ "$count" -gt "$max" ] && max="$count"; done
if [ "$pairs" -lt "$max" ]; then
  echo "Only $pairs roundtable and member pairs found; fill the database with the demo society first." >&2
  exit 1
fi

cat >"$work/pair.sql" <<'SQL'
select roundtable_id, user_id from bench_seat_pairs where client = :client_id \gset
select outcome from ec_join_roundtable(:roundtable_id, :user_id, array['A member joined ', '.'], array['A member is waiting for ', '.']);
select outcome from ec_leave_roundtable(:roundtable_id, :user_id, array['A member left ', '.'], array['A member left the waitlist of ', '.'], array['You have a seat at ', '.']);
SQL

echo "| clients | synchronous commit | pairs/s | p50 ms | p99 ms |"
echo "|---|---|---|---|---|"
for count in "${clients[@]}"; do
  for commit in on off; do
    rm -f "$work"/pgbench_log.*
    tps="$(cd "$work" && PGOPTIONS="$PGOPTIONS -c synchronous_commit=$commit" pgbench -n -M prepared -c "$count" -j 2 -T "$seconds" \
      -f pair.sql -l "$url" 2>&1 | awk '/^tps/ { printf "%.0f", $3 }')"
    # pgbench's log: one line per pair, the third field its latency in microseconds.
    percentiles="$(cat "$work"/pgbench_log.* | awk '{ print $3 }' | sort -n |
      awk '{ a[NR] = $1 } END { printf "%.1f | %.1f", a[int(NR * 0.5)] / 1000, a[int(NR * 0.99)] / 1000 }')"
    echo "| $count | $commit | $tps | $percentiles |"
  done
done
