import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/**
 * The two sentences to join, an arrow, then the joined sentence with a blank for the relative
 * clause: `before` ends with the comma that opens the clause, `after` is the rest (its comma and
 * the end of the main clause, or only the final punctuation).
 */
function join(sentences: string, before: string, after: string): SentencePart[] {
  const rest = after.startsWith(',') ? [',', after.slice(1).trim()] : [after];
  return [sentences, '→', before, '!textbox!', ...rest];
}

/**
 * Relative Clauses (2) (/ch12/drills/relative_clauses_2): 14 pairs of sentences joined into one:
 * the main clause is given and the learner types the relative clause in its blank, for the harder cases: the dative (dem, der, dem,
 * denen), a preposition before the relative pronoun (mit dem, in der, für die …) and the genitive
 * (dessen, deren). The clause is typed from the relative pronoun (or its preposition) to the verb.
 */
export const relativeClauses2Drill = {
  kind: 'fill-in-drill',
  table: 'ch12_relative_clauses_2',
  instructions:
    'Join the two sentences: type the second one as a relative clause about the noun they share, from the relative pronoun (with its preposition, if any) to the conjugated verb, which goes last. Press the eye button to see the translation.',
  items: [
    {
      main: join('Der Mann ist sehr alt. Ich helfe dem Mann.', 'Der Mann,', ', ist sehr alt.'),
      answers: [['dem ich helfe']],
      translation: 'The man whom I am helping is very old.',
      explanation: [
        'dem: helfen takes the dative (dem Mann), so the relative pronoun is dative masculine: dem.',
      ],
    },
    {
      main: join(
        'Die Autorin wohnt in Berlin. Ich schreibe der Autorin einen Brief.',
        'Die Autorin,',
        ', wohnt in Berlin.',
      ),
      answers: [['der ich einen Brief schreibe']],
      translation: 'The author to whom I am writing a letter lives in Berlin.',
      explanation: ['der: der Autorin is the indirect object (dative, feminine: der).'],
    },
    {
      main: join('Das Kind ist müde. Das Buch gehört dem Kind.', 'Das Kind,', ', ist müde.'),
      answers: [['dem das Buch gehört']],
      translation: 'The child who owns the book is tired.',
      explanation: ['dem: gehören takes the dative (dem Kind): dative neuter dem.'],
    },
    {
      main: join(
        'Die Studenten sind fleißig. Ich gebe den Studenten die Aufgaben.',
        'Die Studenten,',
        ', sind fleißig.',
      ),
      answers: [['denen ich die Aufgaben gebe']],
      translation: 'The students to whom I give the assignments are hard-working.',
      explanation: [
        'denen: den Studenten is the indirect object (dative plural). The relative pronoun of the dative plural is denen, not den.',
      ],
    },
    {
      main: join(
        'Ich danke meinen Freunden. Das Fest hat meinen Freunden gefallen.',
        'Ich danke meinen Freunden,',
        '.',
      ),
      answers: [['denen das Fest gefallen hat']],
      translation: 'I thank my friends, who liked the party.',
      explanation: ['denen: gefallen takes the dative (meinen Freunden): dative plural denen.'],
    },
    {
      main: join('Das ist mein Freund. Ich gehe mit meinem Freund ins Theater.', 'Das ist mein Freund,', '.'),
      answers: [['mit dem ich ins Theater gehe']],
      translation: 'That is my friend with whom I am going to the theatre.',
      explanation: [
        'mit dem: mit takes the dative (der Freund → dem). The preposition comes first, right after the comma.',
      ],
    },
    {
      main: join('Die Stadt ist schön. Wir wohnen in der Stadt.', 'Die Stadt,', ', ist schön.'),
      answers: [['in der wir wohnen']],
      translation: 'The town in which we live is beautiful.',
      explanation: ['in der: in for a location (wo?) takes the dative: die Stadt → in der.'],
    },
    {
      main: join(
        'Die Frau ist meine Tante. Ich kaufe Blumen für die Frau.',
        'Die Frau,',
        ', ist meine Tante.',
      ),
      answers: [['für die ich Blumen kaufe']],
      translation: 'The woman for whom I am buying flowers is my aunt.',
      explanation: ['für die: für takes the accusative: die Frau → für die.'],
    },
    {
      main: join('Der Film ist lang. Wir sprechen von dem Film.', 'Der Film,', ', ist lang.'),
      answers: [['von dem wir sprechen']],
      translation: 'The film we are talking about is long.',
      explanation: ['von dem: von takes the dative: der Film → von dem.'],
    },
    {
      main: join('Die Kinder sind klein. Ich spiele mit den Kindern.', 'Die Kinder,', ', sind klein.'),
      answers: [['mit denen ich spiele']],
      translation: 'The children I am playing with are small.',
      explanation: ['mit denen: mit takes the dative, and the dative plural relative pronoun is denen.'],
    },
    {
      main: join(
        'Der Dichter ist berühmt. Ich lese die Gedichte des Dichters.',
        'Der Dichter,',
        ', ist berühmt.',
      ),
      answers: [['dessen Gedichte ich lese']],
      translation: 'The poet whose poems I am reading is famous.',
      explanation: [
        'dessen: des Dichters (whose) is a genitive, masculine: dessen. The noun it owns (Gedichte) follows it without an article.',
      ],
    },
    {
      main: join(
        'Die Königin ist bekannt. Wir besuchen das Schloss der Königin.',
        'Die Königin,',
        ', ist bekannt.',
      ),
      answers: [['deren Schloss wir besuchen']],
      translation: 'The queen whose palace we are visiting is well known.',
      explanation: [
        'deren: der Königin (whose) is a genitive, feminine: deren, then Schloss without an article.',
      ],
    },
    {
      main: join('Das Kind ist krank. Die Mutter des Kindes ist Ärztin.', 'Das Kind,', ', ist krank.'),
      answers: [['dessen Mutter Ärztin ist']],
      translation: 'The child whose mother is a doctor is ill.',
      explanation: ['dessen: des Kindes (whose) is a genitive, neuter: dessen, as for the masculine.'],
    },
    {
      main: join(
        'Die Künstler sind bekannt. Die Bilder der Künstler hängen hier.',
        'Die Künstler,',
        ', sind bekannt.',
      ),
      answers: [['deren Bilder hier hängen']],
      translation: 'The artists whose pictures are hanging here are well known.',
      explanation: ['deren: der Künstler (plural, whose) is a genitive plural: deren.'],
    },
  ],
} satisfies FillInDrill;
