import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Dative Verbs (7ndv): the verbs whose one object is in the dative (danken, helfen, gefallen,
 * gehören, glauben, passen, gratulieren, folgen, fehlen, raten, antworten, schmecken); gefallen
 * and fehlen, whose English subject is the German dative (I like the film: Der Film gefällt
 * mir); glauben with the dative of a person and the accusative of a thing; the present of
 * gefallen and raten (a → ä) as in ch07/verbs.ts. A concept lesson: the page ends with Mark as
 * done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '7ndv',
  blocks: [
    { type: 'heading', text: 'Verbs with a dative object' },
    {
      type: 'paragraph',
      text: '<span>Most verbs with one object take the accusative: <span class="de">Ich frage den Lehrer.</span> A group of common verbs takes the dative instead, although English gives them an ordinary object. You already know one of them: <span class="de">Ich helfe dem Kind.</span> (I am helping the child.) These verbs have to be learnt with their case; the vocabulary marks them “+dat.”</span>',
    },
    {
      type: 'table',
      caption: 'The dative verbs',
      head: ['Verb', 'Example', 'English'],
      rows: [
        ['antworten (to answer)', 'Warum antwortest du mir nicht?', "Why don't you answer me?"],
        ['danken (to thank)', 'Wir danken dem Kellner.', 'We thank the waiter.'],
        ['fehlen (to be missing)', 'Du fehlst mir.', 'I miss you.'],
        ['folgen (to follow)', 'Der Hund folgt dem Jungen.', 'The dog follows the boy.'],
        ['gefallen (to please)', 'Der Film gefällt mir.', 'I like the film.'],
        ['gehören (to belong to)', 'Das Fahrrad gehört meinem Bruder.', 'The bike belongs to my brother.'],
        [
          'glauben (to believe)',
          'Die Kinder glauben dem Polizisten.',
          'The children believe the police officer.',
        ],
        [
          'gratulieren (to congratulate)',
          'Wir gratulieren dir zum Geburtstag.',
          'We wish you a happy birthday.',
        ],
        ['helfen (to help)', 'Lena hilft ihrer Mutter.', 'Lena is helping her mother.'],
        ['passen (to fit, to suit)', 'Die Jacke passt mir nicht.', "The jacket doesn't fit me."],
        ['raten (to advise)', 'Was rätst du mir?', 'What do you advise me to do?'],
        ['schmecken (to taste)', 'Die Suppe schmeckt den Kindern.', 'The children like the soup.'],
      ],
    },
    {
      type: 'tip',
      text: '<span>The dative object is usually a person (or an animal): the one who is thanked, helped, followed, advised, answered. With a pronoun you need the dative forms of chapter 5: <span class="de">mir, dir, ihm, ihr, uns, euch, ihnen, Ihnen</span>.</span>',
    },

    { type: 'heading', text: 'gefallen: what you like is the subject' },
    {
      type: 'paragraph',
      text: '<span><span class="de">gefallen</span> means “to please”. German says that the thing pleases the person: what is liked is the subject, in the nominative, and the verb agrees with it; the person who likes it is in the dative. So “I like the film” becomes <span class="de">Der Film gefällt mir</span>, word for word “the film pleases me”.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Film gefällt mir.',
          english: 'I like the film.',
          note: 'der Film is the subject: gefällt',
        },
        {
          german: 'Die Bilder gefallen ihm.',
          english: 'He likes the pictures.',
          note: 'a plural subject: gefallen',
        },
        { german: 'Gefällt dir die Stadt?', english: 'Do you like the town?' },
        { german: 'Du gefällst mir.', english: 'I like you.', note: 'you are the one liked: du gefällst' },
        {
          german: 'Mir gefällt das Hotel nicht.',
          english: "I don't like the hotel.",
          note: 'the dative may come first',
        },
      ],
    },
    {
      type: 'paragraph',
      text: '<span>gefallen changes a → ä in the du and er/sie/es forms, like fallen; raten does the same, and, with a stem in -t, adds nothing for er/sie/es: <span class="de">er rät</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The present tense of gefallen and raten',
      head: ['Person', 'gefallen', 'raten'],
      rows: [
        ['ich', 'gefalle', 'rate'],
        ['du', 'gefällst', 'rätst'],
        ['er / sie / es', 'gefällt', 'rät'],
        ['wir', 'gefallen', 'raten'],
        ['ihr', 'gefallt', 'ratet'],
        ['sie / Sie', 'gefallen', 'raten'],
      ],
    },

    { type: 'heading', text: 'fehlen, schmecken and glauben' },
    {
      type: 'list',
      items: [
        '<span><span class="de">fehlen</span> works like gefallen: what (or who) is missing is the subject, the person who misses it the dative. <span class="de">Du fehlst mir.</span> (I miss you.) <span class="de">Mir fehlt das Geld.</span> (I am missing the money.)</span>',
        '<span><span class="de">schmecken</span> with a dative says who likes the taste: <span class="de">Schmeckt dir die Suppe?</span> (Do you like the soup?)</span>',
        '<span><span class="de">glauben</span> takes the dative for a person, but the accusative for a thing: <span class="de">Wir glauben dir.</span> (We believe you.) <span class="de">Wir glauben das nicht.</span> (We don’t believe that.)</span>',
        '<span><span class="de">gehören</span> has no word for “to”: <span class="de">Das Buch gehört mir.</span> (The book belongs to me.)</span>',
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich helfe dich.',
          right: 'Ich helfe dir.',
          why: 'helfen takes the dative: du → dir.',
        },
        {
          wrong: 'Ich gefalle den Film.',
          right: 'Der Film gefällt mir.',
          why: 'With gefallen, what is liked is the subject and the person who likes it is in the dative.',
        },
        {
          wrong: 'Die Bilder gefällt mir.',
          right: 'Die Bilder gefallen mir.',
          why: 'The verb agrees with the subject, the thing liked: die Bilder is plural.',
        },
        {
          wrong: 'Das Buch gehört zu mir.',
          right: 'Das Buch gehört mir.',
          why: 'gehören takes the dative alone; English “to” is not translated.',
        },
        {
          wrong: 'Wir danken den Kellner.',
          right: 'Wir danken dem Kellner.',
          why: 'danken takes the dative: der Kellner → dem Kellner.',
        },
        {
          wrong: 'Ich fehle dich.',
          right: 'Du fehlst mir.',
          why: 'With fehlen, the one who is missed is the subject: du fehlst, and the one who misses is in the dative: mir.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
