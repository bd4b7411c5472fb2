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
 * Relative Clauses (1) (/ch12/drills/relative_clauses_1): 14 pairs of sentences, each joined into
 * one sentence: the main clause is given and the learner types the relative clause in its blank. The second sentence becomes
 * the relative clause: its noun (or pronoun) is replaced by the relative pronoun, the conjugated
 * verb goes last and commas set the clause off. Nominative and accusative relative pronouns of
 * every gender and the plural; the clause right after the noun it describes, inside the first
 * sentence or at its end. The clause is typed from the relative pronoun (or its preposition) to the verb.
 */
export const relativeClauses1Drill = {
  kind: 'fill-in-drill',
  table: 'ch12_relative_clauses_1',
  instructions:
    'Join the two sentences: type the second one as a relative clause about the noun they share, from the relative pronoun (with its preposition, if any) to the conjugated verb, which goes last. Press the eye button to see the translation.',
  items: [
    {
      main: join('Das ist der Autor. Der Autor hat den Roman geschrieben.', 'Das ist der Autor,', '.'),
      answers: [['der den Roman geschrieben hat']],
      translation: 'That is the author who wrote the novel.',
      explanation: [
        'der: der Autor (masculine) is the subject of the second sentence, so nominative der; the auxiliary hat goes to the end.',
      ],
    },
    {
      main: join('Der Roman ist interessant. Ich lese den Roman.', 'Der Roman,', ', ist interessant.'),
      answers: [['den ich lese']],
      translation: 'The novel that I am reading is interesting.',
      explanation: [
        'den: den Roman is the object of lese (accusative, masculine); the clause stands right after der Roman, with a comma on both sides.',
      ],
    },
    {
      main: join('Die Kirche ist sehr alt. Die Kirche steht in der Stadt.', 'Die Kirche,', ', ist sehr alt.'),
      answers: [['die in der Stadt steht']],
      translation: 'The church that stands in the town is very old.',
      explanation: ['die: die Kirche (feminine) is the subject of steht (nominative); steht goes last.'],
    },
    {
      main: join('Ich kenne die Frau. Die Frau singt heute in der Oper.', 'Ich kenne die Frau,', '.'),
      answers: [['die heute in der Oper singt']],
      translation: 'I know the woman who is singing at the opera today.',
      explanation: ['die: die Frau (feminine) is the subject of singt (nominative); singt goes last.'],
    },
    {
      main: join('Die Zeitschrift ist neu. Du liest die Zeitschrift.', 'Die Zeitschrift,', ', ist neu.'),
      answers: [['die du liest']],
      translation: 'The magazine that you are reading is new.',
      explanation: ['die: die Zeitschrift is the object of liest (accusative, feminine: die).'],
    },
    {
      main: join('Das Gedicht ist kurz. Das Gedicht gefällt mir.', 'Das Gedicht,', ', ist kurz.'),
      answers: [['das mir gefällt']],
      translation: 'The poem that I like is short.',
      explanation: [
        'das: das Gedicht (neuter) is the subject of gefällt (nominative); the verb gefällt goes last.',
      ],
    },
    {
      main: join('Wo ist das Buch? Ich habe das Buch gekauft.', 'Wo ist das Buch,', '?'),
      answers: [['das ich gekauft habe']],
      translation: 'Where is the book that I bought?',
      explanation: [
        'das: das Buch is the object of gekauft (accusative, neuter: das); in the perfect the auxiliary habe goes after the participle.',
      ],
    },
    {
      main: join(
        'Das Schloss ist berühmt. Wir besuchen das Schloss morgen.',
        'Das Schloss,',
        ', ist berühmt.',
      ),
      answers: [['das wir morgen besuchen']],
      translation: 'The palace that we are visiting tomorrow is famous.',
      explanation: ['das: das Schloss is the object of besuchen (accusative, neuter: das).'],
    },
    {
      main: join(
        'Die Künstler kommen aus Berlin. Die Künstler malen diese Bilder.',
        'Die Künstler,',
        ', kommen aus Berlin.',
      ),
      answers: [['die diese Bilder malen']],
      translation: 'The artists who paint these pictures come from Berlin.',
      explanation: [
        'die: die Künstler (plural) are the subject of malen (nominative plural: die). diese Bilder is the object.',
      ],
    },
    {
      main: join('Ich höre gern die Lieder. Mein Bruder singt die Lieder.', 'Ich höre gern die Lieder,', '.'),
      answers: [['die mein Bruder singt']],
      translation: 'I like listening to the songs that my brother sings.',
      explanation: [
        'die: die Lieder are the object of singt (accusative plural: die); mein Bruder is the subject.',
      ],
    },
    {
      main: join('Der Maler wohnt in Hamburg. Ich kenne den Maler gut.', 'Der Maler,', ', wohnt in Hamburg.'),
      answers: [['den ich gut kenne']],
      translation: 'The painter whom I know well lives in Hamburg.',
      explanation: ['den: den Maler is the object of kenne (accusative, masculine: den).'],
    },
    {
      main: join('Wie heißt der Film? Du hast den Film gestern gesehen.', 'Wie heißt der Film,', '?'),
      answers: [['den du gestern gesehen hast']],
      translation: 'What is the name of the film that you saw yesterday?',
      explanation: [
        'den: den Film is the object of gesehen (accusative, masculine: den); the auxiliary hast goes last.',
      ],
    },
    {
      main: join(
        'Der Student ist sehr fleißig. Der Student lernt Deutsch.',
        'Der Student,',
        ', ist sehr fleißig.',
      ),
      answers: [['der Deutsch lernt']],
      translation: 'The student who is learning German is very hard-working.',
      explanation: ['der: der Student is the subject of lernt (nominative, masculine: der).'],
    },
    {
      main: join('Wir feiern das Fest. Wir organisieren das Fest im Sommer.', 'Wir feiern das Fest,', '.'),
      answers: [['das wir im Sommer organisieren']],
      translation: 'We are celebrating the festival that we organise in the summer.',
      explanation: ['das: das Fest is the object of organisieren (accusative, neuter: das).'],
    },
  ],
} satisfies FillInDrill;
