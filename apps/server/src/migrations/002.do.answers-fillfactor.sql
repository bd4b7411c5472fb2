-- Saves rewrite rows in place: leave room on each page so updates stay on the page (HOT
-- updates, no index churn) even on PGlite, which has no autovacuum (the server vacuums it).
ALTER TABLE answers SET (fillfactor = 90);
ALTER TABLE progress SET (fillfactor = 90);
