-- Bounds on what one learner stores (issue 37): the database holds them too, so that no path
-- around the server's checks can store more.

-- Every text column a learner writes has a length limit, the server's own (tables.ts and
-- owned-tables.ts). NOT VALID: rows stored before were checked by the server already, and a
-- large database is not scanned at start.
ALTER TABLE answers
  ADD CONSTRAINT answers_user_answer_length CHECK (char_length(user_answer) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer1_length CHECK (char_length(user_answer1) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer2_length CHECK (char_length(user_answer2) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer3_length CHECK (char_length(user_answer3) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer4_length CHECK (char_length(user_answer4) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer5_length CHECK (char_length(user_answer5) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_user_answer6_length CHECK (char_length(user_answer6) <= 2000) NOT VALID,
  ADD CONSTRAINT answers_set_table_length CHECK (char_length(set_table) <= 100) NOT VALID;
ALTER TABLE progress
  ADD CONSTRAINT progress_completed_list_length CHECK (char_length(completed_list) <= 20000) NOT VALID;
ALTER TABLE answer_reports
  ADD CONSTRAINT answer_reports_set_table_length CHECK (char_length(set_table) <= 100) NOT VALID,
  ADD CONSTRAINT answer_reports_sentence_length CHECK (char_length(sentence) <= 2000) NOT VALID,
  ADD CONSTRAINT answer_reports_answer_length CHECK (char_length(answer) <= 2000) NOT VALID;
ALTER TABLE review_cards
  ADD CONSTRAINT review_cards_card_id_length CHECK (char_length(card_id) <= 200) NOT VALID;
ALTER TABLE review_log
  ADD CONSTRAINT review_log_card_id_length CHECK (char_length(card_id) <= 200) NOT VALID,
  ADD CONSTRAINT review_log_answer_length CHECK (char_length(answer) <= 2000) NOT VALID;
ALTER TABLE mistakes
  ADD CONSTRAINT mistakes_set_code_length CHECK (char_length(set_code) <= 20) NOT VALID,
  ADD CONSTRAINT mistakes_question_key_length CHECK (char_length(question_key) <= 200) NOT VALID,
  ADD CONSTRAINT mistakes_prompt_length CHECK (char_length(prompt) <= 2000) NOT VALID,
  ADD CONSTRAINT mistakes_answer_length CHECK (char_length(answer) <= 2000) NOT VALID,
  ADD CONSTRAINT mistakes_answer_check_length CHECK (char_length(answer_check) <= 20000) NOT VALID;

-- The tables that grow with use keep at most so many rows per learner (owned-tables.ts,
-- `maxRowsPerLearner`). Checked after each insert statement, under a lock per learner and
-- table so that concurrent inserts cannot pass it together; past it the statement fails with
-- SQLSTATE PT409, which the server (and PostgREST on hosted Supabase) answers with 409.
CREATE FUNCTION learner_row_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_limit bigint := TG_ARGV[0]::bigint;
  learner uuid;
  kept bigint;
BEGIN
  FOR learner IN SELECT DISTINCT user_id FROM inserted LOOP
    PERFORM pg_advisory_xact_lock(hashtext(TG_TABLE_NAME), hashtext(learner::text));
    EXECUTE format('SELECT count(*) FROM (SELECT 1 FROM %I.%I WHERE user_id = $1 LIMIT $2) AS kept',
                   TG_TABLE_SCHEMA, TG_TABLE_NAME)
      INTO kept USING learner, row_limit + 1;
    IF kept > row_limit THEN
      RAISE EXCEPTION USING
        ERRCODE = 'PT409',
        MESSAGE = format('%s keeps at most %s rows per learner', TG_TABLE_NAME, row_limit),
        HINT = 'The limit of this table is reached; nothing of this request was stored.';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER answer_reports_row_limit AFTER INSERT ON answer_reports
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION learner_row_limit(1000);
CREATE TRIGGER review_log_row_limit AFTER INSERT ON review_log
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION learner_row_limit(50000);
CREATE TRIGGER mistakes_row_limit AFTER INSERT ON mistakes
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION learner_row_limit(10000);
