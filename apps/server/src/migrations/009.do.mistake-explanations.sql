-- Why a mistake was wrong (issue 32): the explanation the learner saw beside it (a computed
-- diagnosis such as "mit takes the dative: mit dem Bus." or a drill's own explanation), shown
-- again on My mistakes. Null when the course could not say; as long as owned-tables.ts allows.
ALTER TABLE mistakes
  ADD COLUMN explanation text CONSTRAINT mistakes_explanation_length CHECK (char_length(explanation) <= 500);
