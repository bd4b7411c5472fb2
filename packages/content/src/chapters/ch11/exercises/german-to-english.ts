import type { ExerciseSet, SentencePart, WordInfo } from '../../../sets/schema.ts';

/**
 * A German sentence as its words, each word named in `lookups` (by the word without punctuation)
 * made clickable with that headword; `types` gives the entry type where a headword has two.
 */
function words(
  text: string,
  lookups: Readonly<Record<string, string>>,
  types: Readonly<Record<string, NonNullable<WordInfo['lookupType']>>> = {},
): SentencePart[] {
  return text.split(' ').map((word): SentencePart => {
    const bare = word.replace(/[.,?!]/g, '');
    const lookup = lookups[bare];
    if (lookup === undefined) return word;
    const lookupType = types[bare];
    return [word, lookupType ? { lookup, lookupType } : { lookup }];
  });
}

type Segment = string | readonly string[];

/** Every sentence a list of segments stands for: one alternative of each, joined by spaces. */
function expand(segments: readonly Segment[]): string[] {
  return segments.reduce<string[]>(
    (sentences, segment) =>
      sentences.flatMap((sentence) =>
        (typeof segment === 'string' ? [segment] : segment).map((part) => `${sentence} ${part}`.trim()),
      ),
    [''],
  );
}

/**
 * A sentence of a dependent clause and a main clause (without punctuation), accepted in both
 * English orders: "If it rains, we stay at home." and "We stay at home if it rains."; one segment
 * of whole-sentence alternatives.
 */
function eitherOrder(dependent: readonly Segment[], main: readonly Segment[]): string[][] {
  const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  return [
    expand(dependent).flatMap((clause) =>
      expand(main).flatMap((mainClause) => [
        `${clause}, ${mainClause}.`,
        `${upper(mainClause)} ${lower(clause)}.`,
      ]),
    ),
  ];
}

/**
 * A sentence with a time expression, accepted with the time at the end ("The teacher … today.")
 * or first ("Today the teacher …"); one segment of whole-sentence alternatives.
 */
function timeFirstOrLast(clause: readonly Segment[], times: readonly string[]): string[][] {
  const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [
    expand(clause).flatMap((sentence) =>
      times.flatMap((time) => [`${upper(sentence)} ${time}.`, `${upper(time)} ${sentence}.`]),
    ),
  ];
}

/** English "have to" and its synonyms for müssen, in the form for a subject. */
const HAVE_TO = ['have to', 'must', 'need to', 'have got to'];
const HAS_TO = ['has to', 'must', 'needs to', 'has got to'];

/**
 * Chapter 11 exercises, German to English: 23 sentences with wissen, the modal verbs (dürfen,
 * können, mögen, müssen, sollen, wollen, möchten) and dependent clauses with dass, weil, wenn, ob,
 * obwohl, bevor, nachdem, als, damit and bis, the dependent clause after the main clause and in
 * first position. Every content word taught in chapters 1–11 carries its headword; pronouns,
 * articles and names stay plain. Accepted: the English synonyms of the modals (have to / must /
 * need to; may / can / be allowed to; be supposed to / should), "that" left out after know and
 * say, "whether" or "if", the simple and progressive present, and the future with will or going to where German
 * uses the present for the future.
 * Where the German puts the dependent clause first, both English orders are accepted.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch11_ex_to_english',
  sentences: [
    {
      main: words('Ich weiß nicht, ob Paul heute kommt.', {
        weiß: 'wissen',
        ob: 'ob',
        heute: 'heute',
        kommt: 'kommen',
      }),
      translation: [
        "I don't know",
        ['whether', 'if'],
        'Paul',
        ['is coming', 'comes', 'will come', 'will be coming', 'is going to come'],
        'today.',
      ],
    },
    {
      main: words('Weißt du, dass Anna eine neue Stelle hat?', {
        Weißt: 'wissen',
        dass: 'dass',
        neue: 'neu',
        Stelle: 'Stelle',
        hat: 'haben',
      }),
      translation: [
        'Do you know',
        ['that', ''],
        'Anna',
        ['has', 'has got'],
        'a new',
        ['job', 'position'],
        '?',
      ],
      defaultTranslation: 'Do you know that Anna has a new job?',
    },
    {
      main: words('Wir müssen morgen früh aufstehen.', {
        müssen: 'müssen',
        morgen: 'morgen',
        früh: 'früh',
        aufstehen: 'aufstehen',
      }),
      translation: [
        [
          ...HAVE_TO.flatMap((modal) =>
            ['early tomorrow', 'tomorrow morning', 'early tomorrow morning'].map(
              (time) => `We ${modal} get up ${time}.`,
            ),
          ),
          ...HAVE_TO.map((modal) => `Tomorrow we ${modal} get up early.`),
          ...HAVE_TO.map((modal) => `Tomorrow morning we ${modal} get up early.`),
        ],
      ],
      defaultTranslation: 'We have to get up early tomorrow.',
    },
    {
      main: words('Darf ich hier rauchen?', { Darf: 'dürfen', hier: 'hier', rauchen: 'rauchen' }),
      translation: [['May I smoke here?', 'Can I smoke here?', 'Am I allowed to smoke here?']],
      defaultTranslation: 'May I smoke here?',
    },
    {
      main: words('Die Kinder wollen ins Kino gehen.', {
        Kinder: 'Kind',
        wollen: 'wollen',
        ins: 'ins',
        Kino: 'Kino',
        gehen: 'gehen',
      }),
      translation: [
        'The',
        ['children', 'kids'],
        'want to go to the',
        ['cinema', 'movies', 'movie theater', 'pictures'],
        '.',
      ],
      defaultTranslation: 'The children want to go to the cinema.',
    },
    {
      main: words('Ich möchte einen Termin.', { möchte: 'möchten', Termin: 'Termin' }),
      translation: ["I'd like", ['', 'to have', 'to make'], 'an appointment.'],
      defaultTranslation: "I'd like an appointment.",
    },
    {
      main: words('Der Lehrer soll die Prüfungen heute korrigieren.', {
        Lehrer: 'Lehrer',
        soll: 'sollen',
        Prüfungen: 'Prüfung',
        heute: 'heute',
        korrigieren: 'korrigieren',
      }),
      translation: timeFirstOrLast(
        [
          'the teacher',
          ['is supposed to', 'should', 'is to', 'is meant to'],
          ['correct', 'mark', 'grade'],
          'the',
          ['exams', 'tests', 'examinations'],
        ],
        ['today'],
      ),
      defaultTranslation: 'The teacher is supposed to correct the exams today.',
    },
    {
      main: words('Paul kann sehr gut kochen.', {
        kann: 'können',
        sehr: 'sehr',
        gut: 'gut',
        kochen: 'kochen',
      }),
      translation: ['Paul', ['can', 'is able to'], 'cook very well.'],
    },
    {
      main: words('Magst du Kaffee?', { Magst: 'mögen', Kaffee: 'Kaffee' }),
      translation: ['Do you like coffee?'],
    },
    {
      main: words('Anna lernt viel, weil sie die Prüfung bestehen will.', {
        lernt: 'lernen',
        weil: 'weil',
        Prüfung: 'Prüfung',
        bestehen: 'bestehen',
        will: 'wollen',
      }),
      translation: [
        'Anna',
        ['is studying', 'studies', 'is learning', 'learns'],
        ['a lot', 'hard'],
        ['because', 'since', 'as'],
        'she wants to pass the',
        ['exam', 'test', 'examination'],
        '.',
      ],
      defaultTranslation: 'Anna is studying a lot because she wants to pass the exam.',
    },
    {
      main: words('Wenn es morgen regnet, bleiben wir zu Hause.', {
        Wenn: 'wenn',
        morgen: 'morgen',
        regnet: 'regnen',
        bleiben: 'bleiben',
      }),
      translation: eitherOrder(
        [['If it rains', 'If it is raining', 'When it rains'], 'tomorrow'],
        [
          ['we will stay', 'we stay', 'we are staying', 'we are going to stay'],
          ['at home', 'home'],
        ],
      ),
      defaultTranslation: "If it rains tomorrow, we'll stay at home.",
    },
    {
      main: words(
        'Obwohl er müde ist, muss er arbeiten.',
        { Obwohl: 'obwohl', müde: 'müde', ist: 'sein', muss: 'müssen', arbeiten: 'arbeiten' },
        { ist: 'verb' },
      ),
      translation: eitherOrder(
        [['Although', 'Even though', 'Though'], 'he is tired'],
        ['he', HAS_TO, 'work'],
      ),
      defaultTranslation: 'Although he is tired, he has to work.',
    },
    {
      main: words('Bevor wir essen, rufe ich meine Mutter an.', {
        Bevor: 'bevor',
        essen: 'essen',
        rufe: 'anrufen',
        Mutter: 'Mutter',
      }),
      translation: eitherOrder(
        ['Before we eat'],
        [
          'I',
          [
            'call',
            'will call',
            'am calling',
            'am going to call',
            'phone',
            'will phone',
            'am going to phone',
            'ring',
            'will ring',
          ],
          'my',
          ['mother', 'mum', 'mom'],
        ],
      ),
      defaultTranslation: "Before we eat, I'll call my mother.",
    },
    {
      main: words('Nachdem Paul angerufen hat, gehe ich nach Hause.', {
        Nachdem: 'nachdem',
        angerufen: 'anrufen',
        hat: 'haben',
        gehe: 'gehen',
      }),
      translation: eitherOrder(
        [
          'After Paul',
          ['has called', 'called', 'calls', 'has phoned', 'phoned', 'phones', 'has rung', 'rang', 'rings'],
        ],
        ['I', ['will go', 'am going', 'go', 'am going to go'], 'home'],
      ),
      defaultTranslation: "After Paul has called, I'll go home.",
      notes: [
        'The nachdem clause happens first: the perfect (angerufen hat) in it, the present in the main clause.',
      ],
    },
    {
      main: words('Als ich in Berlin gewohnt habe, habe ich viel Deutsch gesprochen.', {
        Als: 'als',
        in: 'in',
        gewohnt: 'wohnen',
        habe: 'haben',
        Deutsch: 'Deutsch',
        gesprochen: 'sprechen',
      }),
      translation: eitherOrder(
        ['When I', ['lived', 'was living'], 'in Berlin'],
        ['I', ['spoke a lot of German', 'used to speak a lot of German', 'spoke German a lot']],
      ),
      defaultTranslation: 'When I lived in Berlin, I spoke a lot of German.',
    },
    {
      main: words('Ich arbeite viel, damit ich ein Auto kaufen kann.', {
        arbeite: 'arbeiten',
        damit: 'damit',
        Auto: 'Auto',
        kaufen: 'kaufen',
        kann: 'können',
      }),
      translation: [
        'I',
        ['work', 'am working'],
        ['a lot', 'hard'],
        ['so that I can', 'so I can', 'so that I am able to', 'in order to be able to'],
        'buy a car.',
      ],
      defaultTranslation: 'I work a lot so that I can buy a car.',
    },
    {
      main: words(
        'Wir warten, bis der Chef kommt.',
        {
          warten: 'warten',
          bis: 'bis',
          Chef: 'Chef',
          kommt: 'kommen',
        },
        { bis: 'other' },
      ),
      translation: [
        'We',
        ['are waiting', 'wait', 'will wait', 'are going to wait'],
        [
          ...['until', 'till'].flatMap((until) =>
            ['comes', 'arrives', 'gets here'].map((verb) => `${until} the boss ${verb}`),
          ),
          ...['come', 'arrive', 'get here'].map((verb) => `for the boss to ${verb}`),
        ],
        '.',
      ],
      defaultTranslation: 'We are waiting until the boss comes.',
    },
    {
      main: words('Meine Schwester sagt, dass sie keine Zeit hat.', {
        Schwester: 'Schwester',
        sagt: 'sagen',
        dass: 'dass',
        keine: 'kein',
        Zeit: 'Zeit',
        hat: 'haben',
      }),
      translation: [
        'My sister says',
        ['that', ''],
        'she',
        [
          'has no time',
          "doesn't have time",
          "doesn't have any time",
          "hasn't got time",
          "hasn't got any time",
        ],
        '.',
      ],
      defaultTranslation: 'My sister says that she has no time.',
    },
    {
      main: words(
        'Ich weiß, dass du fleißig bist.',
        { weiß: 'wissen', dass: 'dass', fleißig: 'fleißig', bist: 'sein' },
        { bist: 'verb' },
      ),
      translation: [
        'I know',
        ['that', ''],
        'you',
        ['are hard-working', 'are hardworking', 'are diligent', 'are industrious', 'work hard'],
        '.',
      ],
      defaultTranslation: 'I know that you are hard-working.',
    },
    {
      main: words('Ihr dürft heute Abend fernsehen.', {
        dürft: 'dürfen',
        fernsehen: 'fernsehen',
      }),
      translation: timeFirstOrLast(
        ['you', ['may', 'can', 'are allowed to'], 'watch', ['TV', 'television']],
        ['this evening', 'tonight'],
      ),
      defaultTranslation: 'You may watch TV this evening.',
    },
    {
      main: words('Er will Lehrer werden, denn er mag Kinder.', {
        will: 'wollen',
        Lehrer: 'Lehrer',
        werden: 'werden',
        denn: 'denn',
        mag: 'mögen',
        Kinder: 'Kind',
      }),
      translation: [
        'He wants to',
        ['become', 'be'],
        'a teacher',
        ['because', 'since', 'as', 'for'],
        'he likes',
        ['children', 'kids'],
        '.',
      ],
      defaultTranslation: 'He wants to become a teacher because he likes children.',
      notes: [
        'denn (because) joins two main clauses and does not change the word order: denn er mag Kinder.',
      ],
    },
    {
      main: words('Können Sie mir sagen, wann der Zug ankommt?', {
        Können: 'können',
        sagen: 'sagen',
        wann: 'wann',
        Zug: 'Zug',
        ankommt: 'ankommen',
      }),
      translation: [
        ['Can', 'Could'],
        'you tell me',
        ['when', 'what time'],
        'the train',
        ['arrives', 'is arriving', 'will arrive', 'gets in', 'comes in'],
        '?',
      ],
      defaultTranslation: 'Can you tell me when the train arrives?',
      notes: [
        'A question word such as wann can also start a dependent clause: the verb ankommt goes to the end.',
      ],
    },
    {
      main: words(
        'Weil die Firma kein Geld hat, ist Lena arbeitslos.',
        {
          Weil: 'weil',
          Firma: 'Firma',
          kein: 'kein',
          Geld: 'Geld',
          hat: 'haben',
          ist: 'sein',
          arbeitslos: 'arbeitslos',
        },
        { ist: 'verb' },
      ),
      translation: eitherOrder(
        [
          ['Because', 'Since', 'As'],
          'the',
          ['company', 'firm'],
          ['has no money', "doesn't have any money", "doesn't have money"],
        ],
        ['Lena is', ['unemployed', 'out of work', 'out of a job', 'jobless']],
      ),
      defaultTranslation: 'Because the company has no money, Lena is unemployed.',
    },
  ],
} satisfies ExerciseSet;
