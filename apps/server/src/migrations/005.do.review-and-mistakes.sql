-- Spaced review and My mistakes (issue 25): three wire tables stored as themselves, each row
-- owned by one learner (src/routes/rest/owned-tables.ts). Keys start with the learner, so no
-- write can reach another learner's row.

-- A review card's FSRS memory state (ts-fsrs's Card), one row per learner and card. card_id
-- names the card in the course content (`v1:noun:Tisch:de`, `t:2nda:test:0-2-3`).
CREATE TABLE review_cards (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  card_id text NOT NULL,
  due timestamptz NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  elapsed_days integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  state integer NOT NULL,
  last_review timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, card_id)
);

-- Every review answer: the rating it got (1 Again, 2 Hard, 3 Good) and the state it led to.
-- The id is made in the browser, so an answer sent again after a lost connection is kept once.
CREATE TABLE review_log (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  card_id text NOT NULL,
  rating integer NOT NULL,
  answer text NOT NULL,
  reviewed_at timestamptz NOT NULL,
  next_due timestamptz NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  PRIMARY KEY (user_id, id)
);

-- Checked wrong answers on drills, exercises and tests: the page (its progress code), the
-- question, what was asked and answered, how it is checked (core's AnswerCheck as JSON), when,
-- and when a later right answer fixed it.
CREATE TABLE mistakes (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id uuid NOT NULL,
  set_code text NOT NULL,
  question_key text NOT NULL,
  question_num integer,
  prompt text NOT NULL,
  answer text NOT NULL,
  answer_check text NOT NULL,
  made_at timestamptz NOT NULL,
  fixed_at timestamptz,
  PRIMARY KEY (user_id, id)
);
