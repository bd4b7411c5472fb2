-- Times a learner writes lie from 1970 to the end of 2999 (issue 37; `timestampRange` in
-- src/routes/rest/query.ts). PGlite read years before 100 back wrongly (0050 as 1950), so
-- PGlite and PostgreSQL could answer differently; the server refuses such times first (400).
-- NOT VALID: a large database is not scanned at start.
ALTER TABLE review_cards
  ADD CONSTRAINT review_cards_due_range
    CHECK (due >= '1970-01-01T00:00:00Z' AND due < '3000-01-01T00:00:00Z') NOT VALID,
  ADD CONSTRAINT review_cards_last_review_range
    CHECK (last_review >= '1970-01-01T00:00:00Z' AND last_review < '3000-01-01T00:00:00Z') NOT VALID;
ALTER TABLE review_log
  ADD CONSTRAINT review_log_reviewed_at_range
    CHECK (reviewed_at >= '1970-01-01T00:00:00Z' AND reviewed_at < '3000-01-01T00:00:00Z') NOT VALID,
  ADD CONSTRAINT review_log_next_due_range
    CHECK (next_due >= '1970-01-01T00:00:00Z' AND next_due < '3000-01-01T00:00:00Z') NOT VALID;
ALTER TABLE mistakes
  ADD CONSTRAINT mistakes_made_at_range
    CHECK (made_at >= '1970-01-01T00:00:00Z' AND made_at < '3000-01-01T00:00:00Z') NOT VALID,
  ADD CONSTRAINT mistakes_fixed_at_range
    CHECK (fixed_at >= '1970-01-01T00:00:00Z' AND fixed_at < '3000-01-01T00:00:00Z') NOT VALID;
