-- Counters for sign-up and login limits, kept in the database so that several servers on
-- one PostgreSQL share them. `key` names what is counted: `address:<ip>` (every sign-up
-- and login from one client address) or `failures:<e-mail> <ip>` (failed logins for one
-- account from one address, with a growing back-off in blocked_until).
CREATE TABLE auth_attempts (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  blocked_until timestamptz
);
CREATE INDEX auth_attempts_window_ends_at_idx ON auth_attempts (window_ends_at);
