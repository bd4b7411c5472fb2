import type { ChoiceDrill } from '../../../sets/schema.ts';

/** The gap where sondern or aber goes. */
const GAP = '…';

interface Pair {
  before: string;
  answer: 'sondern' | 'aber';
  after: string;
  english: string;
  why: string;
}

/** A choice item from the two halves of the sentence: the gap in `main`, the whole sentence in `negation`. */
function item({ before, answer, after, english, why }: Pair) {
  return {
    main: [before, GAP, after],
    translation: english,
    answer,
    negation: [before, answer, after] as [string, string, string],
    negative_translation: english,
    explanations: [why],
  };
}

/**
 * Sondern vs. Aber (/ch12/drills/sondern_aber): 20 sentences of two halves; the learner chooses
 * the word that joins them. The choice drill's fields are read as for kein vs. nicht: `negation`
 * is the completed sentence [first half, sondern or aber, second half] and `negative_translation`
 * its translation (the same as `translation`). sondern only after a negation (nicht, kein, nie),
 * when the second half replaces what was denied ("not X but Y"); aber everywhere else, also after a
 * negation when the second half adds something instead of correcting it (nicht teuer, aber gut).
 * Ten sentences of each, among them the traps: negated first halves that take aber.
 */
export const sondernAberDrill = {
  kind: 'choice-drill',
  table: 'ch12_sondern_aber',
  choices: ['sondern', 'aber'],
  instructions:
    'For each of the 20 sentences below, click sondern or aber to join its two halves. Click the eye button to see a translation, and the answer button to see the whole sentence and the reason.',
  resultLabel: 'Sentence:',
  legend: 'Joining word',
  items: [
    item({
      before: 'Das ist kein Roman,',
      answer: 'sondern',
      after: 'ein Gedicht.',
      english: 'That is not a novel but a poem.',
      why: 'kein Roman is denied and ein Gedicht takes its place: a correction after a negation, so sondern.',
    }),
    item({
      before: 'Der Roman ist lang,',
      answer: 'aber',
      after: 'sehr interessant.',
      english: 'The novel is long, but very interesting.',
      why: 'Nothing is denied: the second half only adds a contrast, so aber.',
    }),
    item({
      before: 'Wir fahren nicht nach Berlin,',
      answer: 'sondern',
      after: 'nach Hamburg.',
      english: 'We are not going to Berlin but to Hamburg.',
      why: 'nicht nach Berlin is replaced by nach Hamburg: a correction, so sondern.',
    }),
    item({
      before: 'Das Konzert ist nicht teuer,',
      answer: 'aber',
      after: 'es ist gut.',
      english: 'The concert is not expensive, but it is good.',
      why: 'There is a negation, but gut does not replace teuer: both are true at once. No correction, so aber.',
    }),
    item({
      before: 'Ich trinke keinen Kaffee,',
      answer: 'sondern',
      after: 'Tee.',
      english: 'I do not drink coffee but tea.',
      why: 'keinen Kaffee is denied, Tee takes its place: sondern.',
    }),
    item({
      before: 'Ich möchte ins Theater gehen,',
      answer: 'aber',
      after: 'ich habe keine Zeit.',
      english: 'I would like to go to the theatre, but I have no time.',
      why: 'The first half is not negated; the second half is a contrast: aber.',
    }),
    item({
      before: 'Das Gemälde ist nicht von Anna,',
      answer: 'sondern',
      after: 'von Paul.',
      english: 'The painting is not by Anna but by Paul.',
      why: 'von Anna is denied and von Paul takes its place: sondern.',
    }),
    item({
      before: 'Paul spricht kein Englisch,',
      answer: 'aber',
      after: 'er versteht viel.',
      english: 'Paul does not speak English, but he understands a lot.',
      why: 'er versteht viel does not replace kein Englisch; it adds something: aber.',
    }),
    item({
      before: 'Das Schloss ist nicht neu,',
      answer: 'sondern',
      after: 'sehr alt.',
      english: 'The palace is not new but very old.',
      why: 'nicht neu is corrected by sehr alt (one replaces the other): sondern.',
    }),
    item({
      before: 'Die Ausstellung ist klein,',
      answer: 'aber',
      after: 'interessant.',
      english: 'The exhibition is small, but interesting.',
      why: 'No negation: a contrast only, so aber.',
    }),
    item({
      before: 'Sie ist keine Künstlerin,',
      answer: 'sondern',
      after: 'eine Autorin.',
      english: 'She is not an artist but an author.',
      why: 'keine Künstlerin is denied, eine Autorin replaces it: sondern.',
    }),
    item({
      before: 'Ich kenne den Autor nicht,',
      answer: 'aber',
      after: 'ich habe seine Romane gelesen.',
      english: 'I do not know the author, but I have read his novels.',
      why: 'The second half does not correct the first (both are true): aber.',
    }),
    item({
      before: 'Er kommt nicht heute,',
      answer: 'sondern',
      after: 'morgen.',
      english: 'He is not coming today but tomorrow.',
      why: 'nicht heute is corrected: morgen takes its place, so sondern.',
    }),
    item({
      before: 'Das Lied ist alt,',
      answer: 'aber',
      after: 'es gefällt mir.',
      english: 'The song is old, but I like it.',
      why: 'No negation and no correction: aber.',
    }),
    item({
      before: 'Wir gehen nicht ins Kino,',
      answer: 'sondern',
      after: 'in die Oper.',
      english: 'We are not going to the cinema but to the opera.',
      why: 'nicht ins Kino is replaced by in die Oper: sondern.',
    }),
    item({
      before: 'Die Wohnung ist nicht groß,',
      answer: 'aber',
      after: 'sehr gemütlich.',
      english: 'The flat is not big, but very cosy.',
      why: 'gemütlich does not replace groß: the flat is small and cosy at once. aber.',
    }),
    item({
      before: 'Das ist nicht meine Zeitung,',
      answer: 'sondern',
      after: 'deine.',
      english: 'That is not my newspaper but yours.',
      why: 'nicht meine is corrected by deine: sondern.',
    }),
    item({
      before: 'Anna ist müde,',
      answer: 'aber',
      after: 'sie arbeitet noch.',
      english: 'Anna is tired, but she is still working.',
      why: 'No negation: a contrast, aber.',
    }),
    item({
      before: 'Wir essen heute nicht zu Hause,',
      answer: 'sondern',
      after: 'im Restaurant.',
      english: 'We are not eating at home today but at the restaurant.',
      why: 'nicht zu Hause is replaced by im Restaurant: sondern.',
    }),
    item({
      before: 'Ich habe nicht viel Geld,',
      answer: 'aber',
      after: 'ich habe viele Freunde.',
      english: 'I do not have much money, but I have many friends.',
      why: 'viele Freunde does not replace viel Geld; it adds something: aber.',
    }),
  ],
} satisfies ChoiceDrill;
