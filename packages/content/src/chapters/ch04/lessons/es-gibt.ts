import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Es gibt (4neg): there is, there are. Always es gibt, with what exists in the accusative;
 * questions (Gibt es …?), word order (Hier gibt es …) and negation with kein. A concept lesson:
 * the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '4neg',
  blocks: [
    { type: 'heading', text: 'There is, there are: es gibt' },
    {
      type: 'paragraph',
      text: '<span>To say that something exists or can be found somewhere, German uses <span class="de">es gibt</span>, word for word “it gives”. It covers both “there is” and “there are”: the verb is always <span class="de">gibt</span>, the er/sie/es form of geben, whether one thing follows or many.</span>',
    },
    {
      type: 'table',
      caption: 'es gibt with each gender and the plural',
      head: ['', 'German', 'English'],
      rows: [
        ['Masculine', 'Es gibt hier einen Park.', 'There is a park here.'],
        ['Feminine', 'Es gibt hier eine Bibliothek.', 'There is a library here.'],
        ['Neuter', 'Es gibt hier ein Museum.', 'There is a museum here.'],
        ['Plural', 'Es gibt hier Restaurants.', 'There are restaurants here.'],
      ],
    },

    { type: 'heading', text: 'What exists is in the accusative' },
    {
      type: 'paragraph',
      text: '<span>The subject of <span class="de">es gibt</span> is <span class="de">es</span>. What exists is the object of <span class="de">gibt</span>, so it is in the accusative. You can see this only in the masculine singular: <span class="de">einen Park, keinen Bahnhof</span>. In the feminine, the neuter and the plural the accusative looks like the nominative: <span class="de">eine Bibliothek, ein Museum, Restaurants</span>.</span>',
    },
    {
      type: 'tip',
      text: '<span>Because es is the subject, the verb does not count the things that exist: <span class="de">Es gibt einen Park</span> and <span class="de">Es gibt Restaurants</span>, both with gibt.</span>',
    },

    { type: 'heading', text: 'Word order: Hier gibt es …' },
    {
      type: 'paragraph',
      text: '<span>es gibt follows the word-order rules of chapter 3: the verb comes second. When another word comes first, es moves behind the verb: <span class="de">Hier gibt es einen Park.</span> <span class="de">Heute gibt es Fisch.</span></span>',
    },

    { type: 'heading', text: 'Questions: Gibt es …?' },
    {
      type: 'paragraph',
      text: '<span>For a yes-or-no question, gibt comes first: <span class="de">Gibt es hier ein Hotel?</span> (Is there a hotel here?) After a question word, gibt comes second: <span class="de">Wo gibt es hier einen Park?</span> (Where is there a park here?)</span>',
    },

    { type: 'heading', text: 'Negation: es gibt kein …' },
    {
      type: 'paragraph',
      text: '<span>What follows es gibt usually has ein or no article, so it is negated with <span class="de">kein</span>, in the accusative: <span class="de">Es gibt hier keinen Bahnhof.</span> (There is no station here.) <span class="de">Es gibt keine Milch.</span> (There is no milk.)</span>',
    },

    { type: 'heading', text: 'Worked examples' },
    {
      type: 'examples',
      items: [
        {
          german: 'Es gibt hier einen Bahnhof.',
          english: 'There is a station here.',
          note: 'der Bahnhof, accusative: einen Bahnhof',
        },
        {
          german: 'Hier gibt es eine Bibliothek.',
          english: 'There is a library here.',
          note: 'hier comes first, so gibt es',
        },
        {
          german: 'Heute gibt es Suppe.',
          english: 'There is soup today.',
          note: 'no article: soup in general',
        },
        { german: 'Gibt es hier ein Restaurant?', english: 'Is there a restaurant here?' },
        { german: 'Wo gibt es hier einen Park?', english: 'Where is there a park here?' },
        {
          german: 'Es gibt hier keinen Park.',
          english: 'There is no park here.',
          note: 'der Park, accusative: keinen Park',
        },
        { german: 'Es gibt heute keinen Kuchen.', english: 'There is no cake today.' },
        {
          german: 'Hier gibt es keine Restaurants.',
          english: 'There are no restaurants here.',
          note: 'a plural, and still gibt',
        },
        {
          german: 'Gibt es Milch? Nein, es gibt keine Milch.',
          english: 'Is there any milk? No, there is no milk.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Es gibt hier ein Park.',
          right: 'Es gibt hier einen Park.',
          why: 'What follows es gibt is in the accusative: der Park → einen Park.',
        },
        {
          wrong: 'Es geben hier Restaurants.',
          right: 'Es gibt hier Restaurants.',
          why: 'Always gibt, even before a plural: the subject is es.',
        },
        {
          wrong: 'Es ist hier ein Park.',
          right: 'Es gibt hier einen Park.',
          why: '“There is” is not es ist: to say that something exists somewhere, German uses es gibt, with the accusative.',
        },
        {
          wrong: 'Es sind hier Restaurants.',
          right: 'Es gibt hier Restaurants.',
          why: '“There are” is not es sind: es gibt, with gibt, before a plural as well.',
        },
        {
          wrong: 'Hier es gibt einen Park.',
          right: 'Hier gibt es einen Park.',
          why: 'The verb comes second: hier, then gibt, then es.',
        },
        {
          wrong: 'Es gibt hier nicht einen Bahnhof.',
          right: 'Es gibt hier keinen Bahnhof.',
          why: 'ein + noun is negated with kein: keinen, because der Bahnhof is in the accusative.',
        },
        {
          wrong: 'Gibt es hier einen Bibliothek?',
          right: 'Gibt es hier eine Bibliothek?',
          why: 'die Bibliothek is feminine: eine, which is the same in the accusative.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
