-- The answers' length limit as a domain instead of seven table CHECKs (issue 36, the save bar).
-- PostgreSQL reads a table's CHECK constraints back from their stored form and plans them again
-- for every statement that writes the table: with eight of them that was 0.1 ms of a save's
-- 0.27 ms in PGlite (a prepared one-row UPDATE, 20,000 runs: 273 µs of CPU with the CHECKs, 161
-- with the domain, 165 with no limit at all). A domain's constraint is parsed once per
-- connection and checked only on the columns a statement writes. The limit is the same
-- (`maxAnswerLength` in src/routes/rest/tables.ts) and still refuses any write with 23514.
--
-- No table rewrite: a domain without a constraint is binary-coercible to text, so the columns
-- change type in place; the constraint is then added NOT VALID, like every other length limit
-- (migration 006), so a large database is not scanned at start.
CREATE DOMAIN answer_text AS text;
ALTER TABLE answers
  DROP CONSTRAINT answers_user_answer_length,
  DROP CONSTRAINT answers_user_answer1_length,
  DROP CONSTRAINT answers_user_answer2_length,
  DROP CONSTRAINT answers_user_answer3_length,
  DROP CONSTRAINT answers_user_answer4_length,
  DROP CONSTRAINT answers_user_answer5_length,
  DROP CONSTRAINT answers_user_answer6_length,
  ALTER COLUMN user_answer TYPE answer_text,
  ALTER COLUMN user_answer1 TYPE answer_text,
  ALTER COLUMN user_answer2 TYPE answer_text,
  ALTER COLUMN user_answer3 TYPE answer_text,
  ALTER COLUMN user_answer4 TYPE answer_text,
  ALTER COLUMN user_answer5 TYPE answer_text,
  ALTER COLUMN user_answer6 TYPE answer_text;
ALTER DOMAIN answer_text
  ADD CONSTRAINT answer_text_length CHECK (char_length(VALUE) <= 2000) NOT VALID;
