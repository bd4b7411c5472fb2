import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The sentence to rewrite, then an arrow and the blank for the whole sentence with the dependent clause first. */
function rewrite(sentence: string): SentencePart[] {
  return [sentence, '→', '!textbox!'];
}

/** Every accepted sentence, with and without its final punctuation. */
function sentences(...accepted: string[]): string[] {
  return accepted.flatMap((sentence) => [sentence, sentence.replace(/[.?]$/, '')]);
}

/**
 * Dependent Clauses (First Position) (/ch11/drills/dependent_clauses_first_position): 14
 * sentences with a dependent clause after the main clause (weil, wenn, bevor, nachdem, obwohl, als,
 * damit, bis), rewritten by the learner with the dependent clause first, typed as a whole sentence
 * in one blank: the dependent clause is the first element, so the main clause's conjugated verb
 * follows the comma (verb, comma, verb), then its subject. Where the sentence has a name or noun and a
 * pronoun for it, both are accepted: the pronoun kept in the dependent clause (Weil er krank ist,
 * bleibt Paul zu Hause) or the noun moved into it (Weil Paul krank ist, bleibt er zu Hause). Each
 * with or without the final full stop.
 */
export const dependentFirstPositionDrill = {
  kind: 'fill-in-drill',
  table: 'ch11_dependent_first_position',
  instructions:
    'Rewrite each sentence with the dependent clause first. The dependent clause then counts as the first element, so the verb of the main clause comes right after the comma, before its subject. Type the whole sentence. Press the eye button to see the translation.',
  items: [
    {
      main: rewrite('Paul bleibt zu Hause, weil er krank ist.'),
      answers: [
        sentences('Weil er krank ist, bleibt Paul zu Hause.', 'Weil Paul krank ist, bleibt er zu Hause.'),
      ],
      translation: 'Because he is ill, Paul is staying at home.',
      explanation: [
        'Weil er krank ist is the first element; the verb bleibt follows the comma, then the subject Paul.',
      ],
    },
    {
      main: rewrite('Wir gehen ins Kino, wenn es regnet.'),
      answers: [sentences('Wenn es regnet, gehen wir ins Kino.')],
      translation: 'If it rains, we go to the cinema.',
      explanation: ['Wenn es regnet is the first element; gehen follows the comma, then wir.'],
    },
    {
      main: rewrite('Anna trinkt einen Kaffee, bevor sie zur Arbeit geht.'),
      answers: [
        sentences(
          'Bevor sie zur Arbeit geht, trinkt Anna einen Kaffee.',
          'Bevor Anna zur Arbeit geht, trinkt sie einen Kaffee.',
        ),
      ],
      translation: 'Before she goes to work, Anna drinks a coffee.',
      explanation: ['The bevor clause is the first element; trinkt follows the comma, then Anna.'],
    },
    {
      main: rewrite('Die Kinder sehen fern, nachdem sie gegessen haben.'),
      answers: [
        sentences(
          'Nachdem sie gegessen haben, sehen die Kinder fern.',
          'Nachdem die Kinder gegessen haben, sehen sie fern.',
        ),
      ],
      translation: 'After they have eaten, the children watch TV.',
      explanation: [
        'The nachdem clause is the first element; sehen follows the comma, and fern stays at the end.',
      ],
    },
    {
      main: rewrite('Paul arbeitet, obwohl er müde ist.'),
      answers: [sentences('Obwohl er müde ist, arbeitet Paul.', 'Obwohl Paul müde ist, arbeitet er.')],
      translation: 'Although he is tired, Paul is working.',
      explanation: ['The obwohl clause is the first element; arbeitet follows the comma, then Paul.'],
    },
    {
      main: rewrite('Wir haben Anna besucht, als sie in Berlin gewohnt hat.'),
      answers: [
        sentences(
          'Als sie in Berlin gewohnt hat, haben wir Anna besucht.',
          'Als Anna in Berlin gewohnt hat, haben wir sie besucht.',
        ),
      ],
      translation: 'When she lived in Berlin, we visited Anna.',
      explanation: [
        'The als clause is the first element; the auxiliary haben follows the comma, and the participle besucht stays at the end.',
      ],
    },
    {
      main: rewrite('Lena lernt viel, damit sie die Prüfung besteht.'),
      answers: [
        sentences(
          'Damit sie die Prüfung besteht, lernt Lena viel.',
          'Damit Lena die Prüfung besteht, lernt sie viel.',
        ),
      ],
      translation: 'So that she passes the exam, Lena studies a lot.',
      explanation: ['The damit clause is the first element; lernt follows the comma, then Lena.'],
    },
    {
      main: rewrite('Wir warten hier, bis der Bus kommt.'),
      answers: [sentences('Bis der Bus kommt, warten wir hier.')],
      translation: 'Until the bus comes, we are waiting here.',
      explanation: ['The bis clause is the first element; warten follows the comma, then wir.'],
    },
    {
      main: rewrite('Anna kann mitkommen, wenn sie Zeit hat.'),
      answers: [
        sentences('Wenn sie Zeit hat, kann Anna mitkommen.', 'Wenn Anna Zeit hat, kann sie mitkommen.'),
      ],
      translation: 'If she has time, Anna can come along.',
      explanation: [
        'The wenn clause is the first element; the modal kann follows the comma, and mitkommen stays at the end.',
      ],
    },
    {
      main: rewrite('Jonas ruft seine Mutter an, bevor er nach Hause fährt.'),
      answers: [
        sentences(
          'Bevor er nach Hause fährt, ruft Jonas seine Mutter an.',
          'Bevor Jonas nach Hause fährt, ruft er seine Mutter an.',
        ),
      ],
      translation: 'Before he drives home, Jonas calls his mother.',
      explanation: [
        'The bevor clause is the first element; ruft follows the comma, and the prefix an stays at the end.',
      ],
    },
    {
      main: rewrite('Wir müssen pünktlich sein, weil der Chef kommt.'),
      answers: [sentences('Weil der Chef kommt, müssen wir pünktlich sein.')],
      translation: 'Because the boss is coming, we have to be on time.',
      explanation: [
        'The weil clause is the first element; the modal müssen follows the comma, and sein stays at the end.',
      ],
    },
    {
      main: rewrite('Paul sieht fern, nachdem er die Aufgaben gemacht hat.'),
      answers: [
        sentences(
          'Nachdem er die Aufgaben gemacht hat, sieht Paul fern.',
          'Nachdem Paul die Aufgaben gemacht hat, sieht er fern.',
        ),
      ],
      translation: 'After he has done the exercises, Paul watches TV.',
      explanation: [
        'The nachdem clause is the first element; sieht follows the comma, and fern stays at the end.',
      ],
    },
    {
      main: rewrite('Die Studenten sind müde, obwohl sie gut geschlafen haben.'),
      answers: [
        sentences(
          'Obwohl sie gut geschlafen haben, sind die Studenten müde.',
          'Obwohl die Studenten gut geschlafen haben, sind sie müde.',
        ),
      ],
      translation: 'Although they slept well, the students are tired.',
      explanation: ['The obwohl clause is the first element; sind follows the comma, then die Studenten.'],
    },
    {
      main: rewrite('Wir essen, wenn Anna ankommt.'),
      answers: [sentences('Wenn Anna ankommt, essen wir.')],
      translation: 'When Anna arrives, we will eat.',
      explanation: ['The wenn clause is the first element; essen follows the comma, then wir.'],
    },
  ],
} satisfies FillInDrill;
