import type { LessonBlock, MemorizationUnit, MemoryTable, UnitPage } from '../../../lessons/schema.ts';

/**
 * Nouns: The Four Cases (2nfc). The catalogue offers the lesson two ways: `full`, the whole
 * lesson on one page, and `multi/…`, the same in six steps. Each step is written once below;
 * the full page puts their blocks together, each followed by its table.
 */

interface Step {
  blocks: LessonBlock[];
  table: MemoryTable;
}

const GENDERS = ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'];

/** A memory table row of plain answers. */
function row(label: string, ...answers: string[]): MemoryTable['rows'][number] {
  return { label, cells: answers.map((answer) => ({ answer })) };
}

/** A memory table shown as a table block inside the text. */
function asBlock(table: MemoryTable): LessonBlock {
  return {
    type: 'table',
    caption: table.caption,
    head: table.head,
    rows: table.rows.map((tableRow) => [tableRow.label, ...tableRow.cells.map((cell) => cell.answer)]),
  };
}

const overview: Step = {
  blocks: [
    { type: 'heading', text: 'What a case is' },
    {
      type: 'paragraph',
      text: 'Every noun in a sentence has a job. It does something, or something is done to it, or it receives something, or it owns something. The job a noun does is called its case, and German has four: nominative, accusative, dative and genitive.',
    },
    {
      type: 'paragraph',
      text: 'English shows the job mostly by word order. “The son shows the father the letter” and “The father shows the son the letter” have the same words; only the order tells you who shows what to whom. German shows the job in the form of the article, and sometimes with an ending on the noun. So the article changes with the case, and the order of the words can change without changing who does what.',
    },
    {
      type: 'paragraph',
      text: 'English still has cases in its pronouns. You say “he asks him”, never “him asks he”; “his” shows possession; and careful English says “who” for the subject but “whom” for the object. What English does with a handful of pronouns, German does with every article.',
    },
    {
      type: 'list',
      items: [
        'Nominative: the subject, the one that does the action (he, who).',
        'Accusative: the direct object, the one the action is done to (him, whom).',
        'Dative: the indirect object, the one who receives something or for whom it is done (to him, to whom).',
        'Genitive: the owner, the one something belongs to (his, whose; English ’s and “of”).',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Sohn zeigt dem Vater den Brief des Lehrers.',
          english: 'The son shows the father the teacher’s letter.',
          note: 'der Sohn: nominative (subject); dem Vater: dative (indirect object); den Brief: accusative (direct object); des Lehrers: genitive (owner).',
        },
        {
          german: 'Den Brief zeigt der Sohn dem Vater.',
          english: 'The son shows the father the letter.',
          note: 'The letter comes first for emphasis, but den still marks it as the direct object and der Sohn is still the subject.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'The table below shows the four cases with a masculine noun, where the article changes in every case. The sections that follow take the cases one at a time.',
    },
  ],
  table: {
    caption: 'The four cases at a glance',
    head: ['', 'Job in the sentence', 'English pronouns', 'Example'],
    rows: [
      row('Nominative', 'subject', 'he, who', 'der Lehrer'),
      row('Accusative', 'direct object', 'him, whom', 'den Lehrer'),
      row('Dative', 'indirect object', '(to) him, (to) whom', 'dem Lehrer'),
      row('Genitive', 'owner (possession)', 'his, whose', 'des Lehrers'),
    ],
  },
};

const nominative: Step = {
  blocks: [
    { type: 'heading', text: 'The nominative: the subject' },
    {
      type: 'paragraph',
      text: '<span>The subject is the person or thing that does the action of the verb, or that the sentence is about. Ask “who or what is doing it?”: in <span class="de">Das Kind spielt</span> the child is playing, so <span class="de">das Kind</span> is the subject. The subject is in the nominative, and the verb agrees with it: <span class="de">Das Kind spielt. Die Kinder spielen.</span></span>',
    },
    {
      type: 'paragraph',
      text: '<span>The nominative is the form you find in the dictionary and have learned so far: <span class="de">der Tisch</span>, <span class="de">die Lampe</span>, <span class="de">das Buch</span>, <span class="de">die Bücher</span>. The English nominative pronouns are I, he, she, we, they and who.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>The subject does not have to come first. In <span class="de">Heute kocht der Vater</span> (the father is cooking today) the subject stands after the verb; the article <span class="de">der</span> tells you it is still the subject.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>After <span class="de">sein</span>, the noun that says what the subject is stays in the nominative too: <span class="de">Das ist der Lehrer. Paul ist der Bruder.</span> Both nouns name the same person, so both have the same case.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Der Hund ist alt.', english: 'The dog is old.' },
        { german: 'Die Lehrerin arbeitet heute.', english: 'The teacher is working today.' },
        { german: 'Die Kinder spielen.', english: 'The children are playing.' },
        { german: 'Heute kocht der Vater.', english: 'The father is cooking today.' },
        {
          german: 'Hier ist ein Brief.',
          english: 'Here is a letter.',
          note: 'ein Brief is the subject, after the verb.',
        },
        {
          german: 'Das ist die Mutter.',
          english: 'That is the mother.',
          note: 'die Mutter follows sein: nominative.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Heute kocht den Vater.',
          right: 'Heute kocht der Vater.',
          why: 'Der Vater is the one cooking, the subject, so it is nominative even after the verb.',
        },
        {
          wrong: 'Das ist den Lehrer.',
          right: 'Das ist der Lehrer.',
          why: 'A noun after sein names the same person as the subject and is nominative.',
        },
      ],
    },
  ],
  table: {
    caption: 'Nominative: the articles',
    head: GENDERS,
    rows: [row('the', 'der', 'die', 'das', 'die'), row('a', 'ein', 'eine', 'ein', '— (no article)')],
  },
};

const accusative: Step = {
  blocks: [
    { type: 'heading', text: 'The accusative: the direct object' },
    {
      type: 'paragraph',
      text: '<span>The direct object is the person or thing the action is done to directly. Ask “who or what is being bought, asked, visited?”: in <span class="de">Ich kaufe den Tisch</span> the table is being bought, so <span class="de">den Tisch</span> is the direct object. The direct object is in the accusative.</span>',
    },
    {
      type: 'paragraph',
      text: 'English shows the direct object in its pronouns: “She asks him” (not “she asks he”), “Whom are you visiting?”. Him, her, us, them and whom are object forms.',
    },
    {
      type: 'paragraph',
      text: '<span>Good news: only the masculine singular changes. <span class="de">der</span> becomes <span class="de">den</span> and <span class="de">ein</span> becomes <span class="de">einen</span>; feminine, neuter and plural look exactly like the nominative. That makes the masculine the place to watch.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Because <span class="de">den</span> marks the object, German can put the object first without changing the meaning: <span class="de">Der Vater kauft den Tisch</span> and <span class="de">Den Tisch kauft der Vater</span> both say that the father is buying the table. In English, swapping the nouns swaps the meaning.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Verbs you know that take a direct object: <span class="de">haben, kaufen, brauchen, suchen, besuchen, fragen, finden, hören, trinken, schreiben, machen, kochen</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich kaufe den Tisch.', english: 'I am buying the table.' },
        { german: 'Wir brauchen einen Stuhl.', english: 'We need a chair.' },
        { german: 'Paul sucht die Tasche.', english: 'Paul is looking for the bag.' },
        { german: 'Lena besucht einen Freund.', english: 'Lena is visiting a friend.' },
        { german: 'Hast du einen Bruder?', english: 'Do you have a brother?' },
        { german: 'Der Vater fragt den Lehrer.', english: 'The father asks the teacher.' },
        {
          german: 'Den Tisch kauft der Vater.',
          english: 'The father is buying the table.',
          note: 'The object comes first for emphasis; den shows it is the object.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich kaufe der Tisch.',
          right: 'Ich kaufe den Tisch.',
          why: 'Der Tisch is the direct object, so it is accusative: masculine der becomes den.',
        },
        {
          wrong: 'Ich habe ein Bruder.',
          right: 'Ich habe einen Bruder.',
          why: 'The direct object of haben is accusative: masculine ein becomes einen.',
        },
        {
          wrong: 'Ich suche für die Tasche.',
          right: 'Ich suche die Tasche.',
          why: 'suchen means “to look for”: the thing looked for is a plain direct object.',
        },
      ],
    },
  ],
  table: {
    caption: 'Accusative: the articles',
    head: GENDERS,
    rows: [row('the', 'den', 'die', 'das', 'die'), row('a', 'einen', 'eine', 'ein', '— (no article)')],
  },
};

const dative: Step = {
  blocks: [
    { type: 'heading', text: 'The dative: the indirect object' },
    {
      type: 'paragraph',
      text: '<span>Some verbs have two objects: the thing that is given, shown or sent (the direct object, accusative) and the person who receives it or for whom it is done (the indirect object, dative). In <span class="de">Ich schicke dem Freund einen Brief</span> (I send the friend a letter) the letter is sent, <span class="de">einen Brief</span>, and the friend receives it, <span class="de">dem Freund</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>English often marks the receiver with “to” or “for”: “I send a letter to the friend”. German has no extra word for this: the dative article does the job, so <span class="de">dem Freund</span> means “to the friend”. English pronouns show it too: “I send him a letter”, “To whom?”.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>The dative articles are <span class="de">dem</span> (masculine and neuter), <span class="de">der</span> (feminine) and <span class="de">den</span> (plural); with “a”: <span class="de">einem, einer, einem</span>. Careful: <span class="de">der</span> before a feminine noun is dative, <span class="de">der Mutter</span> (to the mother).</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Plural nouns add <span class="de">-n</span> in the dative: <span class="de">die Kinder → den Kindern</span>, <span class="de">die Freunde → den Freunden</span>. Not when the plural already ends in -n or in -s: <span class="de">den Schwestern</span>, <span class="de">den Autos</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Verbs of this chapter with an indirect and a direct object: <span class="de">schenken, zeigen, schicken, bringen, erklären</span>. The indirect object usually comes before the direct object, as in English “I show the child the picture”. You will also meet the dative after some prepositions (chapter 5) and some verbs (chapter 7).</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Kellner bringt der Familie das Brot.',
          english: 'The waiter brings the family the bread.',
        },
        {
          german: 'Die Lehrerin zeigt den Kindern das Bild.',
          english: 'The teacher shows the children the picture.',
        },
        { german: 'Anna schickt einer Freundin einen Brief.', english: 'Anna is sending a friend a letter.' },
        {
          german: 'Paul schenkt dem Mädchen eine Uhr.',
          english: 'Paul is giving the girl a watch (as a present).',
        },
        {
          german: 'Der Lehrer erklärt den Kindern die Frage.',
          english: 'The teacher explains the question to the children.',
        },
        {
          german: 'Wir bringen den Eltern Kaffee.',
          english: 'We are bringing the parents coffee.',
          note: 'Eltern already ends in -n: den Eltern.',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich zeige die Mutter das Bild.',
          right: 'Ich zeige der Mutter das Bild.',
          why: 'The mother receives what is shown: indirect object, dative. Feminine die becomes der.',
        },
        {
          wrong: 'Die Lehrerin zeigt den Kinder das Bild.',
          right: 'Die Lehrerin zeigt den Kindern das Bild.',
          why: 'Plural nouns add -n in the dative.',
        },
        {
          wrong: 'Paul schenkt zu dem Mädchen eine Uhr.',
          right: 'Paul schenkt dem Mädchen eine Uhr.',
          why: 'German has no word for this English “to”: the dative article says it.',
        },
      ],
    },
  ],
  table: {
    caption: 'Dative: the articles',
    head: GENDERS,
    rows: [
      row('the', 'dem', 'der', 'dem', 'den (noun + -n)'),
      row('a', 'einem', 'einer', 'einem', '— (no article; noun + -n)'),
    ],
  },
};

const genitive: Step = {
  blocks: [
    { type: 'heading', text: 'The genitive: the owner' },
    {
      type: 'paragraph',
      text: '<span>The genitive shows whose something is, or what it belongs to, like English ’s or “of”: the teacher’s radio, the door of the house. German puts the genitive after the noun it describes: <span class="de">das Radio des Lehrers</span>, word for word “the radio of the teacher”. The English pronouns for this are his, her, their and whose.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>The genitive articles are <span class="de">des</span> (masculine and neuter) and <span class="de">der</span> (feminine and plural); with “a”: <span class="de">eines, einer, eines</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>Masculine and neuter nouns also add <span class="de">-s</span> or <span class="de">-es</span> in the genitive singular. Nouns of more than one syllable add -s: <span class="de">des Lehrers</span>, <span class="de">des Vaters</span>, <span class="de">des Mädchens</span>, <span class="de">des Autos</span>. Most nouns of one syllable add -es: <span class="de">des Kindes</span>, <span class="de">des Buches</span> (des Buchs is also right), and nouns ending in -s, -ß, -x or -z must: <span class="de">des Hauses</span>. Feminine nouns and plurals add nothing: <span class="de">der Mutter</span>, <span class="de">der Kinder</span>.</span>',
    },
    {
      type: 'paragraph',
      text: '<span>With a name, German adds -s without an apostrophe and puts the name first: <span class="de">Annas Bruder</span> (Anna’s brother), <span class="de">Pauls Auto</span> (Paul’s car).</span>',
    },
    {
      type: 'tip',
      text: 'In everyday speech Germans often say von with the dative instead of the genitive (chapter 5); in writing the genitive is the standard. Prepositions that take the genitive come in chapter 6.',
    },
    {
      type: 'examples',
      items: [
        { german: 'Das ist das Radio des Lehrers.', english: 'That is the teacher’s radio.' },
        { german: 'Das Auto der Mutter ist neu.', english: 'The mother’s car is new.' },
        { german: 'Die Tür des Hauses ist alt.', english: 'The door of the house is old.' },
        { german: 'Wo ist die Tasche des Mädchens?', english: 'Where is the girl’s bag?' },
        { german: 'Das Zimmer der Kinder ist groß.', english: 'The children’s room is big.' },
        { german: 'Das ist das Büro eines Lehrers.', english: 'That is a teacher’s office.' },
        { german: 'Annas Bruder heißt Paul.', english: 'Anna’s brother is called Paul.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'das Radio des Lehrer',
          right: 'das Radio des Lehrers',
          why: 'Masculine and neuter nouns add -s or -es in the genitive singular.',
        },
        {
          wrong: 'das Auto der Mutters',
          right: 'das Auto der Mutter',
          why: 'Feminine nouns add no ending in the genitive.',
        },
        {
          wrong: 'Anna’s Bruder',
          right: 'Annas Bruder',
          why: 'A German name takes -s without an apostrophe.',
        },
      ],
    },
  ],
  table: {
    caption: 'Genitive: the articles and the noun ending',
    head: GENDERS,
    rows: [
      row('the', 'des', 'der', 'des', 'der'),
      row('a', 'eines', 'einer', 'eines', '— (no article)'),
      row('noun ending', '-s or -es', 'none', '-s or -es', 'none'),
    ],
  },
};

const definiteTable: MemoryTable = {
  caption: 'The definite article (the)',
  head: GENDERS,
  rows: [
    row('Nominative', 'der', 'die', 'das', 'die'),
    row('Accusative', 'den', 'die', 'das', 'die'),
    row('Dative', 'dem', 'der', 'dem', 'den'),
    row('Genitive', 'des', 'der', 'des', 'der'),
  ],
};

const indefiniteTable: MemoryTable = {
  caption: 'The indefinite article (a, an): no plural',
  head: ['', 'Masculine', 'Feminine', 'Neuter'],
  rows: [
    row('Nominative', 'ein', 'eine', 'ein'),
    row('Accusative', 'einen', 'eine', 'ein'),
    row('Dative', 'einem', 'einer', 'einem'),
    row('Genitive', 'eines', 'einer', 'eines'),
  ],
};

const summary: { blocks: LessonBlock[]; tables: MemoryTable[] } = {
  blocks: [
    { type: 'heading', text: 'The four cases together' },
    {
      type: 'list',
      items: [
        '<span>Nominative, the subject (and the noun after sein): <span class="de">Der Vater kocht.</span></span>',
        '<span>Accusative, the direct object: <span class="de">Ich frage den Vater.</span></span>',
        '<span>Dative, the indirect object, who receives: <span class="de">Ich zeige dem Vater das Bild.</span></span>',
        '<span>Genitive, the owner: <span class="de">das Auto des Vaters</span>.</span>',
      ],
    },
    { type: 'heading', text: 'Patterns in the tables' },
    {
      type: 'list',
      items: [
        'Nominative and accusative are the same everywhere except in the masculine singular (der → den, ein → einen).',
        'Dative: dem for masculine and neuter, der for feminine, den for the plural, and the plural noun adds -n.',
        'Genitive: des for masculine and neuter, with -s or -es on the noun; der for feminine and plural.',
        'ein, eine, ein take the endings of der, die, das, except in three places with no ending: masculine nominative and neuter nominative and accusative, all plain ein.',
        'ein has no plural: a plural noun without an article is the plural of “a”.',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Die Mutter zeigt dem Kind das Haus des Lehrers.',
          english: 'The mother shows the child the teacher’s house.',
          note: 'die Mutter: nominative; dem Kind: dative; das Haus: accusative; des Lehrers: genitive.',
        },
        {
          german: 'Der Vater schickt der Tochter einen Brief.',
          english: 'The father sends the daughter a letter.',
          note: 'der Vater: nominative; der Tochter: dative; einen Brief: accusative.',
        },
      ],
    },
    {
      type: 'paragraph',
      text: 'The two tables below are the whole picture. The Definite Article and The Indefinite Article units that follow help you learn them by heart.',
    },
  ],
  tables: [definiteTable, indefiniteTable],
};

const steps = [overview, nominative, accusative, dative, genitive];

function stepPage(step: Step): UnitPage {
  return { mode: 'goal', blocks: step.blocks, tables: [step.table] };
}

export const newMaterial = {
  kind: 'memorization',
  code: '2nfc',
  blocks: [
    {
      type: 'paragraph',
      text: 'A German noun changes its article, and sometimes its ending, with the job it does in the sentence: its case. This lesson explains the four cases, nominative, accusative, dative and genitive, with their English parallels.',
    },
    {
      type: 'paragraph',
      text: 'Choose one of the two ways through it: Full Lesson has everything on one page; Overview to Summary give the same material in six shorter steps.',
    },
  ],
  pages: {
    full: {
      mode: 'goal',
      blocks: [...steps.flatMap((step) => [...step.blocks, asBlock(step.table)]), ...summary.blocks],
      tables: summary.tables,
    },
    'multi/overview': stepPage(overview),
    'multi/nominative': stepPage(nominative),
    'multi/accusative': stepPage(accusative),
    'multi/dative': stepPage(dative),
    'multi/genitive': stepPage(genitive),
    'multi/summary': { mode: 'goal', blocks: summary.blocks, tables: summary.tables },
  },
} satisfies MemorizationUnit;
