import type { ExerciseSet, SentencePart } from '../../../sets/schema.ts';

/** An English word with its German dictionary term for the cheat links. */
function t(text: string, term: string, transl: string): SentencePart {
  return [text, { term, transl }];
}

/** A bracketed hint: formal / informal / informal, pl. */
function prompt(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Chapter 12 exercises, English to German: 16 sentences, all different, for the chapter's material:
 * the der-words, relative clauses (nominative, accusative, dative, genitive, after a preposition),
 * the passive (present and future), sondern and wissen beside kennen. Every "you" carries its
 * prompt. Accepted: the word orders German allows (a time word first), the future passive next to
 * the present where English says "will be", and synonyms taught so far (gehen / fahren for a
 * journey, bekannt / berühmt).
 */
export const englishToGerman = {
  kind: 'translation-exercise',
  table: 'ch12_ex_to_german',
  sentences: [
    {
      main: [
        'This',
        t('novel', 'Roman, -e, der', 'novel'),
        'is being',
        t('translated', 'übersetzen, übersetzt', 'to translate'),
        'by my brother.',
      ],
      translation: 'Dieser Roman wird von meinem Bruder übersetzt.',
      notes: ['The passive: werden + participle; the agent with von + dative: von meinem Bruder.'],
    },
    {
      main: [
        'Do',
        'you',
        prompt('informal'),
        t('know', 'kennen', 'to know (a person, a place)'),
        'the woman who lives here?',
      ],
      translation: 'Kennst du die Frau, die hier wohnt?',
      notes: ['kennen for a person; die: feminine, nominative (the subject of wohnt), verb last.'],
    },
    {
      main: ['I', t("don't know", 'wissen', 'to know (a fact)'), 'where the museum is.'],
      translation: 'Ich weiß nicht, wo das Museum ist.',
      notes: ['wissen for a fact (a clause with wo); the verb ist goes last in the clause.'],
    },
    {
      main: [
        'That is not a',
        t('church', 'Kirche, -n, die', 'church'),
        t('but', 'sondern', 'but (rather)'),
        'a',
        t('palace.', 'Schloss, ⸚er, das', 'palace'),
      ],
      translation: 'Das ist keine Kirche, sondern ein Schloss.',
      notes: ['kein negates a noun with ein; sondern corrects it.'],
    },
    {
      main: [
        t('Which', 'welcher', 'which'),
        t('song', 'Lied, -er, das', 'song'),
        'are',
        'you',
        prompt('informal, pl.'),
        'singing?',
      ],
      translation: 'Welches Lied singt ihr?',
      notes: ['welches: das Lied is neuter, accusative: welches.'],
    },
    {
      main: ['The house is being', t('built', 'bauen, gebaut', 'to build'), 'by my father.'],
      translation: 'Das Haus wird von meinem Vater gebaut.',
    },
    {
      main: ['The man', t('I am helping', 'helfen (+ dative)', 'to help'), 'is very old.'],
      translation: 'Der Mann, dem ich helfe, ist sehr alt.',
      notes: [
        'dem: helfen takes the dative, der Mann is masculine. German cannot leave the relative pronoun out.',
      ],
    },
    {
      main: [
        'These',
        t('paintings', 'Gemälde, -, das', 'painting'),
        'are very',
        t('famous.', 'berühmt', 'famous'),
      ],
      translation: ['Diese', ['Gemälde', 'Bilder'], 'sind sehr', ['berühmt.', 'bekannt.']],
    },
    {
      main: ['The', t('novel', 'Roman, -e, der', 'novel'), 'I am reading is long but interesting.'],
      translation: 'Der Roman, den ich lese, ist lang, aber interessant.',
      notes: ['den: accusative masculine (the object of lese). aber, not sondern: nothing is denied.'],
    },
    {
      main: [
        'Do',
        'you',
        prompt('formal'),
        'know that the',
        t('concert', 'Konzert, -e, das', 'concert'),
        'starts at eight?',
      ],
      translation: ['Wissen Sie, dass das Konzert um acht', ['', 'Uhr'], ['beginnt?', 'anfängt?']],
      notes: ['wissen for a fact (a dass clause); the verb goes last in the clause.'],
    },
    {
      main: [
        'The',
        t('exhibition', 'Ausstellung, -en, die', 'exhibition'),
        'will be',
        t('opened', 'eröffnen, eröffnet', 'to open (a new place, an event)'),
        'tomorrow.',
      ],
      translation: [
        ['Die Ausstellung wird morgen', 'Morgen wird die Ausstellung'],
        ['eröffnet werden.', 'eröffnet.', 'geöffnet werden.', 'geöffnet.'],
      ],
      defaultTranslation: 'Die Ausstellung wird morgen eröffnet werden.',
      notes: ['The future passive: wird … eröffnet werden; with morgen the present passive says the same.'],
    },
    {
      main: ['The city in which we live is small.'],
      translation: 'Die Stadt, in der wir wohnen, ist klein.',
      notes: ['in der: in for a location takes the dative; die Stadt is feminine.'],
    },
    {
      main: ['We are not going to Berlin', t('but', 'sondern', 'but (rather)'), 'to Hamburg.'],
      translation: ['Wir', ['fahren', 'gehen'], 'nicht nach Berlin, sondern nach Hamburg.'],
    },
    {
      main: ['The', t('author', 'Autor, -en, der', 'author'), 'whose novels I like lives in Hamburg.'],
      translation: [
        'Der Autor, dessen Romane',
        ['mir gefallen,', 'ich mag,', 'ich gern lese,'],
        'wohnt in Hamburg.',
      ],
      notes: ['dessen: whose, after a masculine noun; Romane follows without an article.'],
    },
    {
      main: [
        t('Some', 'mancher', 'some, many a'),
        'children',
        'know this',
        t('fairy tale.', 'Märchen, -, das', 'fairy tale'),
      ],
      translation: 'Manche Kinder kennen dieses Märchen.',
    },
    {
      main: [
        t('Such', 'solcher', 'such'),
        'pictures are',
        t('painted', 'malen, gemalt', 'to paint'),
        'by these',
        t('artists.', 'Künstler, -, der', 'artist'),
      ],
      translation: ['Solche', ['Bilder', 'Gemälde'], 'werden von diesen Künstlern gemalt.'],
      defaultTranslation: 'Solche Bilder werden von diesen Künstlern gemalt.',
      notes: ['von + dative plural: diesen Künstlern, with the -n of the dative plural.'],
    },
  ],
} satisfies ExerciseSet;
