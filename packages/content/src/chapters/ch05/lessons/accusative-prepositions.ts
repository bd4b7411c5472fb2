import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Accusative Prepositions (I) (5npa): durch, für, gegen, ohne, um, with bis and entlang, always
 * followed by the accusative; only the masculine singular shows it (den, einen, meinen). The
 * contractions durchs, fürs and ums; bis without an article; entlang after its noun. A concept
 * lesson: the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '5npa',
  blocks: [
    { type: 'heading', text: 'Prepositions that always take the accusative' },
    {
      type: 'paragraph',
      text: '<span>A preposition decides the case of the noun or pronoun after it. Some prepositions take the accusative every time, whatever the noun does in the sentence: <span class="de">durch, für, gegen, ohne, um</span>. The first letters of durch, ohne, gegen, für and um give the word DOGFU, an easy way to keep the five together.</span>',
    },
    {
      type: 'table',
      caption: 'The accusative prepositions',
      head: ['Preposition', 'English', 'German example', 'English'],
      rows: [
        ['durch', 'through', 'Wir gehen durch den Park.', 'We are walking through the park.'],
        ['für', 'for', 'Das Geschenk ist für meinen Bruder.', 'The present is for my brother.'],
        [
          'gegen',
          'against; around (a time)',
          'Das Kind wirft den Ball gegen die Tür.',
          'The child throws the ball against the door.',
        ],
        ['ohne', 'without', 'Er kommt ohne seinen Hund.', 'He is coming without his dog.'],
        ['um', 'around; at (a time)', 'Die Bäckerei ist um die Ecke.', 'The bakery is around the corner.'],
        ['bis', 'until; as far as', 'Ich warte bis acht Uhr.', "I'll wait until eight o'clock."],
        ['entlang', 'along', 'Wir gehen die Straße entlang.', 'We are walking along the street.'],
      ],
    },

    { type: 'heading', text: 'Only the masculine changes' },
    {
      type: 'paragraph',
      text: '<span>You know the accusative from chapter 2: it differs from the nominative only in the masculine singular. So after an accusative preposition <span class="de">der</span> becomes <span class="de">den</span>, <span class="de">ein</span> becomes <span class="de">einen</span>, and <span class="de">mein, kein</span> and the other ein-words add <span class="de">-en</span>. The feminine, the neuter and the plural look just like the nominative.</span>',
    },
    {
      type: 'table',
      caption: 'für with each gender',
      head: ['', 'Definite article', 'ein / kein', 'Possessive'],
      rows: [
        ['Masculine', 'für den Vater', 'für einen Freund', 'für meinen Bruder'],
        ['Feminine', 'für die Mutter', 'für eine Freundin', 'für meine Schwester'],
        ['Neuter', 'für das Kind', 'für ein Kind', 'für mein Kind'],
        ['Plural', 'für die Kinder', 'für keine Kinder', 'für meine Kinder'],
      ],
    },
    {
      type: 'tip',
      text: '<span>Whether the noun is the subject or not makes no difference after the preposition: <span class="de">Der Brief ist für den Lehrer.</span> The subject is der Brief; den Lehrer follows für.</span>',
    },

    { type: 'heading', text: 'Short forms with das' },
    {
      type: 'paragraph',
      text: '<span>In everyday German, <span class="de">durch das, für das</span> and <span class="de">um das</span> are often run together: <span class="de">durchs, fürs, ums</span>. You will hear them often; in sentences like these the full forms are right too.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Wir gehen durchs Museum.',
          english: 'We are walking through the museum.',
          note: 'durchs = durch das',
        },
        { german: 'Das Geld ist fürs Essen.', english: 'The money is for the food.', note: 'fürs = für das' },
      ],
    },

    { type: 'heading', text: 'gegen and um with the clock' },
    {
      type: 'paragraph',
      text: '<span>With a time, <span class="de">um</span> means “at”: <span class="de">um acht Uhr</span>, at eight o’clock. <span class="de">gegen</span> means “at around”: <span class="de">gegen acht Uhr</span>, at around eight.</span>',
    },

    { type: 'heading', text: 'bis and entlang' },
    {
      type: 'list',
      items: [
        '<span><span class="de">bis</span> mostly stands without an article, before a time or a place name: <span class="de">bis morgen, bis acht Uhr, bis Hamburg</span>.</span>',
        '<span><span class="de">entlang</span> usually comes after its noun, which is then in the accusative: <span class="de">Wir gehen den Park entlang.</span></span>',
      ],
    },

    { type: 'heading', text: 'Worked examples' },
    {
      type: 'examples',
      items: [
        {
          german: 'Paul geht durch die Stadt.',
          english: 'Paul is walking through the town.',
          note: 'die Stadt: feminine, no change',
        },
        {
          german: 'Ich kaufe Blumen für meinen Vater.',
          english: 'I am buying flowers for my father.',
          note: 'der Vater → meinen Vater',
        },
        {
          german: 'Wir spielen gegen einen Freund.',
          english: 'We are playing against a friend.',
          note: 'der Freund → einen Freund',
        },
        {
          german: 'Ich trinke Kaffee ohne Milch.',
          english: 'I drink coffee without milk.',
          note: 'often with no article',
        },
        { german: 'Der Film ist um acht Uhr.', english: "The film is at eight o'clock." },
        { german: 'Die Blumen sind für unsere Großmutter.', english: 'The flowers are for our grandmother.' },
        {
          german: 'Ohne seinen Schlüssel kommt er nicht nach Hause.',
          english: "Without his key he can't get home.",
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das Geschenk ist für mein Vater.',
          right: 'Das Geschenk ist für meinen Vater.',
          why: 'für takes the accusative, and der Vater is masculine: meinen.',
        },
        {
          wrong: 'Wir gehen durch dem Park.',
          right: 'Wir gehen durch den Park.',
          why: 'durch takes the accusative, never the dative: den Park.',
        },
        {
          wrong: 'Er kommt ohne ein Mantel.',
          right: 'Er kommt ohne einen Mantel.',
          why: 'ohne takes the accusative: der Mantel → einen Mantel.',
        },
        {
          wrong: 'Wir gehen entlang die Straße.',
          right: 'Wir gehen die Straße entlang.',
          why: 'entlang follows its noun when the noun is in the accusative.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
