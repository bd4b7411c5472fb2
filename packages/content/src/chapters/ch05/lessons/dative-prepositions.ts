import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Dative Prepositions (I) (5npd): aus, außer, bei, mit, nach, seit, von, zu, with gegenüber,
 * always followed by the dative (dem, der, dem, den + -n); the contractions zum, zur, vom and
 * beim; nach for towns and nach Hause; seit with the present tense. A concept lesson: the page
 * ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '5npd',
  blocks: [
    { type: 'heading', text: 'Prepositions that always take the dative' },
    {
      type: 'paragraph',
      text: '<span>Eight common prepositions take the dative every time: <span class="de">aus, außer, bei, mit, nach, seit, von, zu</span>. Say them in this order until they run together; many learners sing them to a tune. <span class="de">gegenüber</span> (opposite) takes the dative as well.</span>',
    },
    {
      type: 'table',
      caption: 'The dative prepositions',
      head: ['Preposition', 'English', 'German example', 'English'],
      rows: [
        ['aus', 'out of; from', 'Er kommt aus dem Haus.', 'He is coming out of the house.'],
        [
          'außer',
          'except; apart from',
          'Außer meinem Bruder kommt meine Familie heute.',
          'Apart from my brother, my family is coming today.',
        ],
        [
          'bei',
          'at (the home or place of); near; with',
          'Ich wohne bei meinen Eltern.',
          'I live with my parents.',
        ],
        ['mit', 'with; by (transport)', 'Wir kommen mit dem Bus.', 'We are coming by bus.'],
        [
          'nach',
          'to (a town or country); after',
          'Nach dem Essen gehen wir nach Hause.',
          'After the meal we are going home.',
        ],
        [
          'seit',
          'since; for (up to now)',
          'Ich warte seit einer Stunde.',
          'I have been waiting for an hour.',
        ],
        ['von', 'from; of; by', 'Der Brief ist von meiner Mutter.', 'The letter is from my mother.'],
        ['zu', 'to (a person or place)', 'Ich gehe zu meinem Freund.', 'I am going to my friend’s.'],
        [
          'gegenüber',
          'opposite; across from',
          'Das Kino ist gegenüber dem Bahnhof.',
          'The cinema is opposite the station.',
        ],
      ],
    },

    { type: 'heading', text: 'The dative forms' },
    {
      type: 'paragraph',
      text: '<span>After these prepositions use the dative of chapter 2: <span class="de">dem</span> for masculine and neuter, <span class="de">der</span> for feminine, <span class="de">den</span> for the plural, and the ein-words end in <span class="de">-em, -er, -em, -en</span>. A plural noun adds <span class="de">-n</span> in the dative unless it already ends in -n or -s.</span>',
    },
    {
      type: 'table',
      caption: 'mit with each gender',
      head: ['', 'Definite article', 'ein / kein', 'Possessive'],
      rows: [
        ['Masculine', 'mit dem Vater', 'mit einem Freund', 'mit meinem Bruder'],
        ['Feminine', 'mit der Mutter', 'mit einer Freundin', 'mit meiner Schwester'],
        ['Neuter', 'mit dem Kind', 'mit einem Kind', 'mit meinem Kind'],
        ['Plural', 'mit den Kindern', 'mit keinen Kindern', 'mit meinen Kindern'],
      ],
    },

    { type: 'heading', text: 'Short forms: zum, zur, vom, beim' },
    {
      type: 'paragraph',
      text: '<span>Some of these prepositions join the article <span class="de">dem</span> or <span class="de">der</span>. German almost always uses the short form unless the article is stressed:</span>',
    },
    {
      type: 'table',
      caption: 'Preposition + article',
      head: ['Full form', 'Short form', 'German example', 'English'],
      rows: [
        ['zu dem', 'zum', 'Ich gehe zum Bahnhof.', 'I am going to the station.'],
        ['zu der', 'zur', 'Wir gehen zur Schule.', 'We are going to school.'],
        ['von dem', 'vom', 'Anna kommt vom Supermarkt.', 'Anna is coming from the supermarket.'],
        ['bei dem', 'beim', 'Das Hotel ist beim Bahnhof.', 'The hotel is near the station.'],
      ],
    },

    { type: 'heading', text: 'Which preposition for “to” and “from”?' },
    {
      type: 'list',
      items: [
        '<span><span class="de">nach</span> for towns and most countries, with no article: <span class="de">nach Berlin, nach Wien</span>; and in <span class="de">nach Hause</span> (going home).</span>',
        '<span><span class="de">zu</span> for people and for places in town: <span class="de">zu meiner Tante, zum Supermarkt, zur Haltestelle</span>. At home is <span class="de">zu Hause</span>.</span>',
        '<span><span class="de">aus</span> for where someone comes from and for coming out of a place: <span class="de">Ich komme aus Hamburg. Er kommt aus der Bäckerei.</span></span>',
        '<span><span class="de">von</span> for coming from a person or a place in town, and for who something is from: <span class="de">vom Bahnhof, ein Brief von meinem Onkel</span>.</span>',
        '<span><span class="de">bei</span> for being at someone’s home, and for near: <span class="de">bei meinen Eltern, beim Bahnhof</span>. It is not the “with” of together with, nor the “by” of by bus: both are <span class="de">mit</span>.</span>',
      ],
    },
    {
      type: 'tip',
      text: '<span><span class="de">seit</span> goes with the present tense for something that began in the past and is still going on: <span class="de">Ich warte seit zehn Minuten.</span> English says “I have been waiting for ten minutes”; German says “I wait since ten minutes”.</span>',
    },

    { type: 'heading', text: 'Worked examples' },
    {
      type: 'examples',
      items: [
        {
          german: 'Lena kommt aus der Bäckerei.',
          english: 'Lena is coming out of the bakery.',
          note: 'die Bäckerei → der Bäckerei',
        },
        {
          german: 'Er geht mit seinen Kindern zum Park.',
          english: 'He is walking to the park with his children.',
          note: 'plural dative: seinen Kindern',
        },
        {
          german: 'Wir kommen um acht Uhr vom Bahnhof.',
          english: "We are coming from the station at eight o'clock.",
        },
        { german: 'Seit einer Stunde warte ich hier.', english: 'I have been waiting here for an hour.' },
        { german: 'Die Blumen sind von unseren Gästen.', english: 'The flowers are from our guests.' },
        {
          german: 'Außer meiner Schwester spricht meine Familie kein Englisch.',
          english: 'Apart from my sister, my family speaks no English.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich komme mit den Bus.',
          right: 'Ich komme mit dem Bus.',
          why: 'mit takes the dative: der Bus → dem Bus.',
        },
        {
          wrong: 'Er spielt mit den Kinder.',
          right: 'Er spielt mit den Kindern.',
          why: 'A dative plural noun adds -n (unless its plural already ends in -n or -s): Kindern.',
        },
        {
          wrong: 'Ich gehe zur Bahnhof.',
          right: 'Ich gehe zum Bahnhof.',
          why: 'der Bahnhof is masculine: zu dem, shortened to zum. zur is zu der, for a feminine noun.',
        },
        {
          wrong: 'Wir reisen zu Berlin.',
          right: 'Wir reisen nach Berlin.',
          why: 'To a town or country is nach.',
        },
        {
          wrong: 'Ich gehe zu Hause.',
          right: 'Ich gehe nach Hause.',
          why: 'Going home is nach Hause; zu Hause means at home.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
