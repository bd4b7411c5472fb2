-- "My answer should count" (issue 12): answers a learner reports as wrongly rejected. A wire
-- table stored as itself (src/routes/rest/owned-tables.ts); the key starts with the learner, so
-- no write can reach another learner's row. `npm run reports` reads it for course authors.
CREATE TABLE answer_reports (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  set_table text NOT NULL,
  question_num integer NOT NULL,
  blank integer,
  sentence text NOT NULL,
  answer text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, id)
);
-- `npm run reports` reads every learner's reports, newest first.
CREATE INDEX answer_reports_created_at_idx ON answer_reports (created_at);
