import type { ExerciseSet, SentencePart } from '../../../sets/schema.ts';

/** A word with its headword for the cheat links. */
function w(text: string, lookup: string): SentencePart {
  return [text, { lookup }];
}

/** English relative pronouns for people: as subject, and as object (or left out). */
const WHO = ['who', 'that'];
const WHOM = ['whom', 'who', 'that', ''];
/** The passive present: "is built" and "is being built". */
const IS = ['is', 'is being'];
/** A present passive that speaks of the future: "is opened", "is being opened", "will be opened". */
const PASSIVE_FUTURE = ['is', 'is being', 'will be', 'is going to be'];

/** Every combination of the parts' alternatives, joined with spaces (empty alternatives dropped). */
function combine(...parts: readonly (readonly string[])[]): string[] {
  return parts.reduce<string[]>(
    (sentences, options) =>
      sentences.flatMap((sentence) =>
        options.map((option) => [sentence, option].filter((text) => text !== '').join(' ')),
      ),
    [''],
  );
}

/**
 * Chapter 12 exercises, German to English: 25 sentences with the chapter's material — the der-words
 * (dieser, jener, welcher, mancher, solcher), relative clauses in every case and after prepositions,
 * the passive in the present and the future (werden + participle, von for the agent), sondern, and
 * wissen beside kennen. The chapter's new words carry their headword (lookup). English relative
 * pronouns are accepted as a teacher would: that / which for things, who / that for people, and
 * whom / who / that or none for people as objects; the passive present as "is built" and "is being
 * built".
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch12_ex_to_english',
  sentences: [
    {
      main: [
        w('Dieser', 'dieser'),
        w('Roman', 'Roman'),
        'wird',
        'in',
        'viele',
        'Sprachen',
        w('übersetzt.', 'übersetzen'),
      ],
      translation: ['This novel', IS, 'translated into many languages.'],
      notes: ['The passive: wird (werden) + the participle übersetzt at the end.'],
    },
    {
      main: [w('Kennst', 'kennen'), 'du', 'den', 'Mann', ',', 'der', 'neben', 'Anna', 'sitzt', '?'],
      translation: [
        'Do you know the man',
        [...combine(WHO, ['is sitting', 'sits']), 'sitting'],
        ['next to', 'beside'],
        'Anna?',
      ],
      defaultTranslation: 'Do you know the man who is sitting next to Anna?',
      notes: ['der: the relative pronoun, masculine (der Mann) and nominative (the subject of sitzt).'],
    },
    {
      main: ['Das', w('Schloss', 'Schloss'), 'wird', 'vom', w('König', 'König'), w('gebaut.', 'bauen')],
      translation: ['The', ['palace', 'castle'], IS, 'built by the king.'],
      notes: ['von + dative names the agent of a passive: vom König (von dem König), by the king.'],
    },
    {
      main: ['Ich', 'weiß', 'nicht', ',', 'wer', 'dieses', 'Bild', w('gemalt', 'malen'), 'hat', '.'],
      translation: ["I don't know who", ['painted', 'has painted'], 'this', ['picture.', 'painting.']],
      notes: ['wissen, not kennen: who painted it is a fact, a clause with wer.'],
    },
    {
      main: [
        'Das',
        'ist',
        'kein',
        w('Gedicht', 'Gedicht'),
        ',',
        w('sondern', 'sondern'),
        'ein',
        w('Lied.', 'Lied'),
      ],
      translation: [
        ['That', 'This', 'It'],
        ['is not a poem', 'is no poem'],
        ['but', 'but rather', 'it is'],
        'a song.',
      ],
      notes: ['sondern after kein: the second half replaces what was denied.'],
    },
    {
      main: ['Welche', w('Zeitschrift', 'Zeitschrift'), 'liest', 'du', '?'],
      translation: [['Which', 'What'], 'magazine', ['are you reading?', 'do you read?']],
      defaultTranslation: 'Which magazine are you reading?',
    },
    {
      main: ['Die', 'Frau', ',', 'mit', 'der', 'ich', 'spreche', ',', 'ist', 'Ärztin', '.'],
      translation: [
        'The woman',
        [
          ...combine(['with whom I'], ['am speaking', 'am talking', 'speak', 'talk']),
          ...combine(WHOM, ['I'], ['am speaking', 'am talking', 'speak', 'talk'], ['to', 'with']),
        ],
        'is a doctor.',
      ],
      defaultTranslation: 'The woman I am talking to is a doctor.',
      notes: [
        'mit der: mit takes the dative, die Frau is feminine: der. The preposition comes before the relative pronoun.',
      ],
    },
    {
      main: [w('Diese', 'dieser'), w('Lieder', 'Lied'), 'werden', 'oft', w('gesungen.', 'singen')],
      translation: [['These songs are often sung.', 'These songs are sung often.']],
      defaultTranslation: 'These songs are often sung.',
    },
    {
      main: [w('Manche', 'mancher'), w('Märchen', 'Märchen'), 'sind', 'sehr', 'alt', '.'],
      translation: [['Some fairy tales are very old.', 'Many a fairy tale is very old.']],
      defaultTranslation: 'Some fairy tales are very old.',
    },
    {
      main: [w('Solche', 'solcher'), w('Gemälde', 'Gemälde'), w('kenne', 'kennen'), 'ich', 'nicht', '.'],
      translation: [
        ["I don't know", "I'm not familiar with"],
        [
          'such paintings.',
          'such pictures.',
          'paintings like that.',
          'paintings like these.',
          'paintings like those.',
        ],
      ],
      defaultTranslation: "I don't know such paintings.",
    },
    {
      main: ['Das', w('Denkmal', 'Denkmal'), 'wird', 'morgen', w('eröffnet.', 'eröffnen')],
      translation: [
        [
          ...combine(['The monument', 'The memorial'], PASSIVE_FUTURE, [
            'opened tomorrow.',
            'unveiled tomorrow.',
          ]),
          ...combine(['Tomorrow the monument', 'Tomorrow the memorial'], PASSIVE_FUTURE, [
            'opened.',
            'unveiled.',
          ]),
        ],
      ],
      defaultTranslation: 'The monument will be opened tomorrow.',
      notes: ['The German present passive often speaks of the future when a time word (morgen) says so.'],
    },
    {
      main: [
        'Der',
        w('Autor', 'Autor'),
        ',',
        'dessen',
        w('Roman', 'Roman'),
        'wir',
        'lesen',
        ',',
        'wohnt',
        'in',
        'Berlin',
        '.',
      ],
      translation: ['The author whose novel', ['we are reading', 'we read'], 'lives in Berlin.'],
      notes: ['dessen: whose, after a masculine noun (der Autor).'],
    },
    {
      main: [
        'Wir',
        'gehen',
        'nicht',
        'ins',
        'Kino',
        ',',
        w('sondern', 'sondern'),
        'ins',
        w('Theater.', 'Theater'),
      ],
      translation: [
        ['We are not going', "We aren't going", 'We do not go'],
        'to the',
        ['cinema', 'movies'],
        ['but', 'but rather'],
        'to the theatre.',
      ],
    },
    {
      main: [
        'Weißt',
        'du',
        ',',
        'ob',
        'die',
        w('Ausstellung', 'Ausstellung'),
        'heute',
        'geöffnet',
        'ist',
        '?',
      ],
      translation: ['Do you know', ['whether', 'if'], 'the exhibition is open today?'],
      notes: [
        'wissen with an ob clause: whether the exhibition is open is not a known fact but a question about one, and kennen never takes a clause.',
      ],
    },
    {
      main: ['Die', w('Kirche', 'Kirche'), 'wird', 'oft', w('besucht.', 'besuchen')],
      translation: [
        [
          'The church is often visited.',
          'The church is visited often.',
          'The church is often being visited.',
        ],
      ],
      defaultTranslation: 'The church is often visited.',
    },
    {
      main: ['Das', 'Haus', ',', 'in', 'dem', 'wir', 'wohnen', ',', 'ist', 'sehr', 'alt', '.'],
      translation: [
        'The house',
        [
          ...combine(['in which we', 'where we'], ['live', 'are living']),
          ...combine(['that', 'which', ''], ['we'], ['live', 'are living'], ['in']),
        ],
        'is very old.',
      ],
      defaultTranslation: 'The house we live in is very old.',
    },
    {
      main: [
        'Ich',
        w('kenne', 'kennen'),
        w('diese', 'dieser'),
        'Stadt',
        'gut',
        ',',
        'aber',
        w('jene', 'jener'),
        'Stadt',
        w('kenne', 'kennen'),
        'ich',
        'nicht',
        '.',
      ],
      translation: [
        'I know this',
        ['city', 'town'],
        'well, but',
        ["I don't know that", 'not that'],
        ['city.', 'town.', 'one.'],
      ],
    },
    {
      main: ['Die', 'Kinder', ',', 'denen', 'ich', 'helfe', ',', 'lernen', 'Deutsch', '.'],
      translation: [
        ['The children', 'The kids'],
        WHOM,
        ['I help', 'I am helping'],
        ['are learning', 'learn'],
        'German.',
      ],
      notes: ['denen: helfen takes the dative, and the dative plural of the relative pronoun is denen.'],
    },
    {
      main: ['Der', 'Brief', 'wird', 'morgen', 'geschrieben', 'werden', '.'],
      translation: [
        [
          ...combine(['The letter'], ['will be', 'is going to be'], ['written tomorrow.']),
          ...combine(['Tomorrow the letter'], ['will be', 'is going to be'], ['written.']),
        ],
      ],
      defaultTranslation: 'The letter will be written tomorrow.',
      notes: ['The future passive: wird … geschrieben werden.'],
    },
    {
      main: ['Welchem', w('Künstler', 'Künstler'), 'gehört', 'dieses', w('Gemälde', 'Gemälde'), '?'],
      translation: [
        [
          'Which artist does this painting belong to?',
          'To which artist does this painting belong?',
          'Which artist owns this painting?',
          'Which artist does this picture belong to?',
          'To which artist does this picture belong?',
        ],
      ],
      defaultTranslation: 'Which artist does this painting belong to?',
    },
    {
      main: ['Das', w('Fest', 'Fest'), 'wird', 'von', 'den', 'Studenten', w('organisiert.', 'organisieren')],
      translation: ['The', ['festival', 'celebration', 'party'], IS, 'organised by the students.'],
    },
    {
      main: [
        'Der',
        'Film',
        ',',
        'den',
        'wir',
        'gestern',
        'gesehen',
        'haben',
        ',',
        'ist',
        'sehr',
        w('bekannt.', 'bekannt'),
      ],
      translation: [
        ['The film', 'The movie'],
        ['that', 'which', ''],
        'we',
        ['saw', 'watched'],
        'yesterday is very',
        ['well known.', 'famous.', 'well-known.'],
      ],
    },
    {
      main: [
        'Sie',
        'spricht',
        'nicht',
        'nur',
        'Deutsch',
        ',',
        w('sondern', 'sondern'),
        'auch',
        'Englisch',
        '.',
      ],
      translation: [
        'She',
        ['speaks not only', 'not only speaks', 'speaks not just', 'not just speaks'],
        'German but',
        ['also English.', 'English too.', 'English as well.', 'also speaks English.'],
      ],
      defaultTranslation: 'She speaks not only German but also English.',
      notes: ['nicht nur … sondern auch: not only … but also.'],
    },
    {
      main: ['Wissen', 'Sie', ',', 'wo', 'das', w('Konzert', 'Konzert'), 'ist', '?'],
      translation: ['Do you know where the concert is?'],
    },
    {
      main: [w('Dieses', 'dieser'), w('Gedicht', 'Gedicht'), 'wird', 'von', 'den', 'Kindern', 'gelernt', '.'],
      translation: ['This poem', IS, ['learned', 'learnt'], 'by the', ['children.', 'kids.']],
      defaultTranslation: 'This poem is learned by the children.',
    },
  ],
} satisfies ExerciseSet;
