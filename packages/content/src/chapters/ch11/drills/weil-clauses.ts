import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The two sentences to join, then an arrow and the blank for the whole joined sentence. */
function rewrite(twoSentences: string): SentencePart[] {
  return [twoSentences, '→', '!textbox!'];
}

/** Every accepted sentence, with and without its final punctuation. */
function sentences(...accepted: string[]): string[] {
  return accepted.flatMap((sentence) => [sentence, sentence.replace(/[.?]$/, '')]);
}

/**
 * Weil Clauses (/ch11/drills/dependent_clauses_weil): 16 pairs of sentences, the second giving the
 * reason for the first, joined by the learner with weil into one sentence typed in one blank: the
 * first sentence stays the main clause, a comma, then weil and the second sentence with its
 * conjugated verb last (the modal after its infinitive, the auxiliary after its participle).
 * Accepted with or without the final full stop; where a noun subject and a time expression or a
 * pronoun object may swap in the weil clause, both orders.
 */
export const weilClausesDrill = {
  kind: 'fill-in-drill',
  table: 'ch11_weil_clauses',
  instructions:
    'Join the two sentences with weil: the first sentence stays first, then a comma and weil with the second sentence. In the weil clause the conjugated verb goes to the end. Type the whole sentence. Press the eye button to see the translation.',
  items: [
    {
      main: rewrite('Anna lernt viel. Sie hat morgen eine Prüfung.'),
      answers: [sentences('Anna lernt viel, weil sie morgen eine Prüfung hat.')],
      translation: 'Anna is studying a lot because she has an exam tomorrow.',
      explanation: ['sie hat → weil sie morgen eine Prüfung hat: the verb hat goes to the end.'],
    },
    {
      main: rewrite('Wir bleiben zu Hause. Es regnet.'),
      answers: [sentences('Wir bleiben zu Hause, weil es regnet.')],
      translation: 'We are staying at home because it is raining.',
      explanation: ['es regnet → weil es regnet: the verb regnet goes to the end.'],
    },
    {
      main: rewrite('Paul ist müde. Er hat viel gearbeitet.'),
      answers: [sentences('Paul ist müde, weil er viel gearbeitet hat.')],
      translation: 'Paul is tired because he has worked a lot.',
      explanation: ['Perfect tense: the auxiliary hat goes last, after the participle gearbeitet.'],
    },
    {
      main: rewrite('Ich kann heute nicht kommen. Mein Chef braucht mich.'),
      answers: [
        sentences(
          'Ich kann heute nicht kommen, weil mein Chef mich braucht.',
          'Ich kann heute nicht kommen, weil mich mein Chef braucht.',
        ),
      ],
      translation: "I can't come today because my boss needs me.",
      explanation: [
        'mein Chef braucht → weil mein Chef mich braucht: the verb braucht goes to the end, after the pronoun mich. The pronoun may also come before a noun subject: weil mich mein Chef braucht.',
      ],
    },
    {
      main: rewrite('Die Kinder sind müde. Sie haben nicht gut geschlafen.'),
      answers: [sentences('Die Kinder sind müde, weil sie nicht gut geschlafen haben.')],
      translation: "The children are tired because they didn't sleep well.",
      explanation: ['Perfect tense: the auxiliary haben goes last, after nicht gut geschlafen.'],
    },
    {
      main: rewrite('Er steht früh auf. Der Zug fährt um sechs Uhr.'),
      answers: [
        sentences(
          'Er steht früh auf, weil der Zug um sechs Uhr fährt.',
          'Er steht früh auf, weil um sechs Uhr der Zug fährt.',
        ),
      ],
      translation: "He gets up early because the train leaves at six o'clock.",
      explanation: [
        'der Zug fährt → weil der Zug um sechs Uhr fährt: fährt goes to the end. The subject usually comes right after weil; weil um sechs Uhr der Zug fährt is right too.',
      ],
    },
    {
      main: rewrite('Meine Schwester lernt Deutsch. Sie will in Berlin studieren.'),
      answers: [sentences('Meine Schwester lernt Deutsch, weil sie in Berlin studieren will.')],
      translation: 'My sister is learning German because she wants to study in Berlin.',
      explanation: ['The modal will is the conjugated verb: it goes last, after the infinitive studieren.'],
    },
    {
      main: rewrite('Wir kaufen heute ein. Morgen kommen unsere Freunde.'),
      answers: [
        sentences(
          'Wir kaufen heute ein, weil morgen unsere Freunde kommen.',
          'Wir kaufen heute ein, weil unsere Freunde morgen kommen.',
        ),
      ],
      translation: 'We are going shopping today because our friends are coming tomorrow.',
      explanation: [
        'After weil the subject usually comes first (unsere Freunde morgen), though weil morgen unsere Freunde kommen is right too; kommen goes to the end.',
      ],
    },
    {
      main: rewrite('Du bekommst eine gute Note. Du bist fleißig.'),
      answers: [sentences('Du bekommst eine gute Note, weil du fleißig bist.')],
      translation: 'You get a good grade because you are hard-working.',
      explanation: ['du bist → weil du fleißig bist: bist goes to the end.'],
    },
    {
      main: rewrite('Ihr kommt zu spät. Der Bus ist nicht gekommen.'),
      answers: [sentences('Ihr kommt zu spät, weil der Bus nicht gekommen ist.')],
      translation: "You are late because the bus didn't come.",
      explanation: ['Perfect tense: the auxiliary ist goes last, after nicht gekommen.'],
    },
    {
      main: rewrite('Herr Schmidt ruft an. Er hat eine Frage.'),
      answers: [sentences('Herr Schmidt ruft an, weil er eine Frage hat.')],
      translation: 'Mr Schmidt is calling because he has a question.',
      explanation: ['er hat → weil er eine Frage hat: hat goes to the end.'],
    },
    {
      main: rewrite('Lena sucht eine neue Stelle. Sie ist arbeitslos.'),
      answers: [sentences('Lena sucht eine neue Stelle, weil sie arbeitslos ist.')],
      translation: 'Lena is looking for a new job because she is unemployed.',
      explanation: ['sie ist → weil sie arbeitslos ist: ist goes to the end.'],
    },
    {
      main: rewrite('Jonas trinkt einen Kaffee. Er ist müde.'),
      answers: [sentences('Jonas trinkt einen Kaffee, weil er müde ist.')],
      translation: 'Jonas is drinking a coffee because he is tired.',
      explanation: ['er ist → weil er müde ist: ist goes to the end.'],
    },
    {
      main: rewrite('Wir fahren mit dem Fahrrad. Das Auto ist kaputt.'),
      answers: [sentences('Wir fahren mit dem Fahrrad, weil das Auto kaputt ist.')],
      translation: 'We are going by bike because the car is broken.',
      explanation: ['das Auto ist → weil das Auto kaputt ist: ist goes to the end.'],
    },
    {
      main: rewrite('Anna steht früh auf. Sie muss um sieben Uhr anfangen.'),
      answers: [sentences('Anna steht früh auf, weil sie um sieben Uhr anfangen muss.')],
      translation: "Anna gets up early because she has to start at seven o'clock.",
      explanation: ['The modal muss goes last, after the infinitive anfangen.'],
    },
    {
      main: rewrite('Mein Vater ruft die Firma an. Er möchte einen Termin.'),
      answers: [sentences('Mein Vater ruft die Firma an, weil er einen Termin möchte.')],
      translation: 'My father is calling the company because he would like an appointment.',
      explanation: ['er möchte → weil er einen Termin möchte: möchte goes to the end.'],
    },
  ],
} satisfies FillInDrill;
