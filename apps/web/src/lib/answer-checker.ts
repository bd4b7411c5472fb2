// What checking a typed answer needs beyond the page itself, one chunk loaded on demand
// (lib/answer-checking.ts): the checker with its diagnosis, and the course's lexicon, whose
// diagnosis tables read every chapter's vocabulary and verbs.
export { judgeAnswer } from '@grundlagen/core';
export { courseLexicon } from '@grundlagen/content';
