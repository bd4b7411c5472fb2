-- Grundlagen server storage. The wire tables (one per drill or exercise set, and
-- `completed`) are views of two physical tables keyed by learner; see src/routes/rest/tables.ts.

-- Accounts. E-mail is stored lower-cased so sign-up and login ignore case.
CREATE TABLE users (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  user_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);

-- One row per sign-in. Access tokens name their session; a revoked session's tokens are refused.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- Refresh tokens are opaque; only their SHA-256 is kept. A token is used once: rotating it
-- sets rotated_at, and presenting a rotated token again revokes its session.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

-- Every answers table of the catalogue: set_table is the wire table name.
CREATE TABLE answers (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  set_table text NOT NULL,
  question_num integer NOT NULL,
  user_answer text DEFAULT '',
  user_answer1 text DEFAULT '',
  user_answer2 text DEFAULT '',
  user_answer3 text DEFAULT '',
  user_answer4 text DEFAULT '',
  user_answer5 text DEFAULT '',
  user_answer6 text DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, set_table, question_num)
);

-- The progress tracker (`completed`): one row per learner.
CREATE TABLE progress (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  num integer DEFAULT 1,
  completed_list text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
