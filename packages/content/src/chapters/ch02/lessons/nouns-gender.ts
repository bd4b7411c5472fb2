import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Nouns: Gender (2nng): the three genders, learning the article with the noun, er/sie/es for things. */
export const newMaterial = {
  kind: 'lesson',
  code: '2nng',
  blocks: [
    { type: 'heading', text: 'Three genders' },
    {
      type: 'paragraph',
      text: '<span>Every German noun has a gender: it is <span class="de">masculine</span>, <span class="de">feminine</span> or <span class="de">neuter</span>. You can see the gender in the article. English has one word for “the”; German has three in the singular: <span class="de">der</span> for masculine nouns, <span class="de">die</span> for feminine nouns and <span class="de">das</span> for neuter nouns.</span>',
    },
    {
      type: 'table',
      caption: 'The three genders and their article (“the”)',
      head: ['Gender', 'Article', 'Examples'],
      rows: [
        ['Masculine', 'der', 'der Tisch (table), der Vater (father), der Bahnhof (station)'],
        ['Feminine', 'die', 'die Lampe (lamp), die Mutter (mother), die Stadt (town)'],
        ['Neuter', 'das', 'das Buch (book), das Kind (child), das Auto (car)'],
      ],
    },
    {
      type: 'paragraph',
      text: 'Nouns are always written with a capital letter in German, wherever they stand in the sentence: Das Buch ist neu. Paul kauft das Buch.',
    },

    { type: 'heading', text: 'Learn every noun with its article' },
    {
      type: 'paragraph',
      text: '<span>For things and ideas the gender is a matter of grammar, not of meaning. Nothing about a table is masculine, a door feminine or a window neuter, yet it is <span class="de">der Tisch</span>, <span class="de">die Tür</span> and <span class="de">das Fenster</span>. Most nouns give no sign of their gender, so learn each one as a pair, article and noun: not “Tisch, table” but “der Tisch, the table”.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>The article matters because almost every word that goes with a noun changes with its gender: the articles in the four cases, <span class="de">ein</span> and <span class="de">eine</span>, adjective endings (chapter 3) and possessives (chapter 4). If you know the gender, the rest follows from the tables you will learn.</span>',
    },
    {
      type: 'tip',
      text: 'Say the article aloud every time you practise a noun, and write it on your flash cards. The vocabulary lists give it after the noun: Tisch, -e, der.',
    },

    { type: 'heading', text: 'Natural and grammatical gender' },
    {
      type: 'paragraph',
      text: '<span>For people, grammatical gender usually matches the person: <span class="de">der Vater</span>, <span class="de">der Bruder</span>, <span class="de">der Lehrer</span> (a man); <span class="de">die Mutter</span>, <span class="de">die Schwester</span>, <span class="de">die Lehrerin</span> (a woman). Many nouns for women add <span class="de">-in</span> to the masculine noun and are feminine: <span class="de">der Lehrer → die Lehrerin</span>, <span class="de">der Freund → die Freundin</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>But grammar wins over meaning. <span class="de">Das Mädchen</span> (the girl) is neuter, because <span class="de">-chen</span> is a diminutive suffix (once it meant a little maid), and every diminutive in <span class="de">-chen</span> is neuter. <span class="de">Das Kind</span> (the child) is neuter too, whether the child is a boy or a girl.</span>',
    },

    { type: 'heading', text: 'er, sie, es: “it” has three forms' },
    {
      type: 'paragraph',
      text: '<span>A pronoun takes the gender of the noun it stands for, person or thing. English says “it” for every thing; German says <span class="de">er</span> for a masculine noun, <span class="de">sie</span> for a feminine noun and <span class="de">es</span> for a neuter noun. So a table is “he”, a lamp “she” and a book “it”.</span>',
    },
    {
      type: 'table',
      caption: 'Pronouns for things',
      head: ['Noun', 'Pronoun', 'English'],
      rows: [
        ['der Tisch', 'er', 'it'],
        ['die Lampe', 'sie', 'it'],
        ['das Buch', 'es', 'it'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Wo ist der Tisch? Er ist hier.', english: 'Where is the table? It is here.' },
        {
          german: 'Die Lampe ist neu. Sie ist sehr schön.',
          english: 'The lamp is new. It is very beautiful.',
        },
        { german: 'Das Auto ist alt, aber es ist gut.', english: 'The car is old, but it is good.' },
        {
          german: 'Das Mädchen heißt Lena. Es ist sehr nett.',
          english: 'The girl is called Lena. She is very nice.',
          note: 'Strict grammar gives es for das Mädchen; in speech you will also hear sie, especially once the girl has a name.',
        },
        {
          german: 'Der Vater kocht und die Mutter arbeitet.',
          english: 'The father is cooking and the mother is working.',
        },
        { german: 'Das Kind ist müde.', english: 'The child is tired.' },
      ],
    },

    { type: 'heading', text: 'Tips for guessing the gender' },
    {
      type: 'paragraph',
      text: 'Some endings give the gender away. Treat them as tips that help you remember, not as rules: each has exceptions, and most nouns have none of these endings at all.',
    },
    {
      type: 'list',
      items: [
        '<span>Nouns ending in <span class="de">-ung</span>, <span class="de">-heit</span>, <span class="de">-keit</span>, <span class="de">-schaft</span> and <span class="de">-ion</span> are feminine: <span class="de">die Wohnung</span>, <span class="de">die Zeitung</span>. You will meet many more later.</span>',
        '<span>Nouns for women ending in <span class="de">-in</span> are feminine: <span class="de">die Lehrerin</span>, <span class="de">die Freundin</span>.</span>',
        '<span>Most nouns ending in <span class="de">-e</span> are feminine: <span class="de">die Lampe</span>, <span class="de">die Schule</span>, <span class="de">die Tasche</span>, <span class="de">die Straße</span>. But not all, so check each one.</span>',
        '<span>Nouns made with the diminutive suffixes <span class="de">-chen</span> and <span class="de">-lein</span> are neuter: <span class="de">das Mädchen</span>. A noun that only happens to end in these letters is not a diminutive: <span class="de">der Kuchen</span> (the cake).</span>',
        '<span>A compound noun takes the gender of its last part: <span class="de">der Fußball</span> (der Ball), <span class="de">der Bahnhof</span> (der Hof).</span>',
      ],
    },
    {
      type: 'tip',
      text: 'Gender Shortcuts in the Extra Practice of this chapter gives more endings like these.',
    },

    { type: 'heading', text: 'In the plural, the article is always die' },
    {
      type: 'paragraph',
      text: '<span>The three genders only matter in the singular. In the plural every noun takes <span class="de">die</span>: <span class="de">der Tisch → die Tische</span>, <span class="de">die Lampe → die Lampen</span>, <span class="de">das Buch → die Bücher</span>. The next lesson shows how the plurals are made.</span>',
    },

    { type: 'heading', text: 'More examples' },
    {
      type: 'examples',
      items: [
        { german: 'Der Hund ist alt.', english: 'The dog is old.' },
        { german: 'Die Katze ist jung.', english: 'The cat is young.' },
        { german: 'Das Haus ist groß.', english: 'The house is big.' },
        { german: 'Die Wohnung ist klein, aber schön.', english: 'The flat is small but beautiful.' },
        {
          german: 'Der Lehrer ist nett. Die Lehrerin ist auch nett.',
          english: 'The teacher is nice. The teacher is nice too.',
          note: 'A man, then a woman.',
        },
        { german: 'Das Radio ist teuer. Es ist neu.', english: 'The radio is expensive. It is new.' },
        { german: 'Die Tür ist alt. Sie ist sehr schön.', english: 'The door is old. It is very beautiful.' },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Die Mädchen ist nett.',
          right: 'Das Mädchen ist nett.',
          why: 'Mädchen is neuter because of its diminutive suffix -chen, although it means a girl. (Die Mädchen is the plural: the girls.)',
        },
        {
          wrong: 'Der Lampe ist neu.',
          right: 'Die Lampe ist neu.',
          why: 'Lampe is feminine. Learn every noun with its article: die Lampe.',
        },
        {
          wrong: 'Der Tisch ist groß. Es ist neu.',
          right: 'Der Tisch ist groß. Er ist neu.',
          why: 'Tisch is masculine, so “it” is er. Es is only for neuter nouns.',
        },
        {
          wrong: 'Die Tür ist alt. Es ist schön.',
          right: 'Die Tür ist alt. Sie ist schön.',
          why: 'Tür is feminine, so “it” is sie.',
        },
        {
          wrong: 'Das Wohnung ist klein.',
          right: 'Die Wohnung ist klein.',
          why: 'Nouns ending in -ung are feminine.',
        },
        {
          wrong: 'Der buch ist neu.',
          right: 'Das Buch ist neu.',
          why: 'Buch is neuter, and every German noun starts with a capital letter.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
