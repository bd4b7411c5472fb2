import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * The Future Tense (9nf): the present of werden in second place and the infinitive at the end of
 * the clause; questions; the separable verb joined again at the end; the present with a time word
 * (morgen, bald, übermorgen) as the everyday way to speak of the future.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '9nf',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>The German future is made like the English one with will: a helping verb plus the infinitive. The helping verb is <span class="de">werden</span>, in the form of the subject, and it stands where every conjugated verb stands: in second place. The infinitive goes to the very end of the clause.</span>',
    },
    {
      type: 'table',
      caption: 'The future tense: werden + infinitive at the end',
      head: ['Person', 'werden', '…', 'infinitive', 'English'],
      rows: [
        ['ich', 'werde', 'morgen', 'arbeiten.', 'I will work tomorrow.'],
        ['du', 'wirst', 'das Buch', 'lesen.', 'You will read the book.'],
        ['er / sie / es', 'wird', 'bald', 'kommen.', 'He will come soon.'],
        ['wir', 'werden', 'übermorgen', 'umziehen.', 'We will move the day after tomorrow.'],
        ['ihr', 'werdet', 'zu Hause', 'bleiben.', 'You will stay at home.'],
        ['sie / Sie', 'werden', 'eine Wohnung', 'mieten.', 'They will rent a flat.'],
      ],
    },
    {
      type: 'heading',
      text: 'Word order',
    },
    {
      type: 'list',
      items: [
        '<span>Statements: werden second, the infinitive last: <span class="de">Ich werde heute im Garten arbeiten.</span></span>',
        '<span>Something else first: werden stays second, the subject follows it: <span class="de">Heute werde ich im Garten arbeiten.</span></span>',
        '<span>Yes/no questions: werden first: <span class="de">Wirst du morgen kommen?</span></span>',
        '<span>A separable verb is one word again at the end: <span class="de">Wir ziehen um</span> → <span class="de">Wir werden umziehen.</span></span>',
        '<span>nicht usually stands just before the infinitive: <span class="de">Er wird nicht kommen. Er wird das Buch nicht lesen.</span></span>',
      ],
    },
    {
      type: 'heading',
      text: 'The present for the future',
    },
    {
      type: 'paragraph',
      text: '<span>In everyday German the present tense is used for the future whenever a time word makes the time clear: <span class="de">Ich arbeite morgen.</span> (I will work tomorrow / I am working tomorrow.) The future with <span class="de">werden</span> is used when nothing else says it is the future, for a promise or a strong intention, and for a guess about what will happen: <span class="de">Das wird teuer sein.</span></span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich fahre morgen nach Berlin.',
          english: 'I am going to Berlin tomorrow.',
          note: 'present with a time word: the usual way',
        },
        { german: 'Ich werde morgen nach Berlin fahren.', english: 'I will go to Berlin tomorrow.' },
        { german: 'Wir werden bald ein Haus haben.', english: 'We will soon have a house.' },
        { german: 'Wirst du mir helfen?', english: 'Will you help me?' },
        { german: 'Das wird wirklich teuer sein.', english: 'That will be really expensive.' },
        {
          german: 'Mein Bruder wird Lehrer werden.',
          english: 'My brother is going to become a teacher.',
          note: 'werden twice: helping verb and infinitive',
        },
        { german: 'Sie wird uns übermorgen besuchen.', english: 'She will visit us the day after tomorrow.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich werde arbeiten morgen.',
          right: 'Ich werde morgen arbeiten.',
          why: 'The infinitive goes to the end of the clause.',
        },
        {
          wrong: 'Er wird kommt.',
          right: 'Er wird kommen.',
          why: 'Only werden is conjugated; the other verb is an infinitive.',
        },
        {
          wrong: 'Morgen ich werde arbeiten.',
          right: 'Morgen werde ich arbeiten.',
          why: 'werden is the conjugated verb and stays in second place.',
        },
        {
          wrong: 'Wir werden ziehen um.',
          right: 'Wir werden umziehen.',
          why: 'At the end a separable verb is one word again.',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>English will is not the German word that looks like it: that word means want, and comes with the modal verbs in chapter 11. The German future tense is made with <span class="de">werden</span> + infinitive.</span>',
    },
  ],
} satisfies ConceptLesson;
