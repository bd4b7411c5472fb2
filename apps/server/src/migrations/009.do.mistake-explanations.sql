-- Why a mistake was wrong (issue 32): the explanation the learner saw beside it (a computed
-- diagnosis such as "mit takes the dative: mit dem Bus." or a drill's own explanation), shown
-- again on My mistakes. Null when the course could not say; as long as owned-tables.ts allows.
-- The length check is added NOT VALID like every other text column's limit (migration 006).
ALTER TABLE mistakes ADD COLUMN explanation text;
ALTER TABLE mistakes
  ADD CONSTRAINT mistakes_explanation_length CHECK (char_length(explanation) <= 500) NOT VALID;
