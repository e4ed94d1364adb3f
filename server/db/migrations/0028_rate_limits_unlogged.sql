-- Rate-limit counters live for minutes and every directory page spends into them: unlogged, their
-- writes skip the write-ahead log (docs/performance.md, "Design levers"). A database crash empties
-- the table, which only restarts everyone's limits.
ALTER TABLE "rate_limits" SET UNLOGGED;
