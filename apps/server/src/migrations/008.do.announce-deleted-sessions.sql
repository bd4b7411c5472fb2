-- Sessions deleted by any means (a learner's account deleted with everything of it, a clean-up
-- by hand) are announced on the channel the servers announce their own revocations on, so
-- that no server keeps trusting a token of them from its session cache for its last seconds.
-- A NOTIFY payload must stay under 8,000 bytes: 200 ids of 37 characters each at most.
CREATE FUNCTION announce_deleted_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
  first integer := 1;
BEGIN
  SELECT array_agg(id::text) INTO ids FROM deleted_sessions;
  WHILE ids IS NOT NULL AND first <= array_length(ids, 1) LOOP
    PERFORM pg_notify('grundlagen_sessions_revoked', array_to_string(ids[first:first + 199], ','));
    first := first + 200;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_announce_deleted
  AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS deleted_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_deleted_sessions();
