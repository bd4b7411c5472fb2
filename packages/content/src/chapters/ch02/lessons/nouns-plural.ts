import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Nouns: Plurals (2nnp): the plural types in dictionary notation, die for every plural. */
export const newMaterial = {
  kind: 'lesson',
  code: '2nnp',
  blocks: [
    { type: 'heading', text: 'How German makes plurals' },
    {
      type: 'paragraph',
      text: 'English makes almost every plural with -s (table → tables), and only a few nouns change otherwise (child → children, man → men). German has several ways to make a plural: adding -e, -er, -n, -en or -s, putting an umlaut on the vowel, a mix of the two, or changing nothing at all. There is no single rule that tells you which, so the plural is learned with each noun, just like the article.',
    },

    { type: 'heading', text: 'The dictionary notation' },
    {
      type: 'paragraph',
      text: '<span>Dictionaries, and the vocabulary lists of this course, show the plural as an add-on after the noun: <span class="de">Tisch, -e, der</span> means the plural is <span class="de">Tische</span>. A dash stands for the singular noun; the sign ⸚ means “put an umlaut on the vowel”.</span>',
    },
    {
      type: 'table',
      caption: 'The plural add-ons',
      head: ['Add-on', 'What you do', 'Singular', 'Plural'],
      rows: [
        ['-e', 'add -e', 'der Tisch', 'die Tische'],
        ['⸚e', 'umlaut and add -e', 'der Stuhl, die Stadt', 'die Stühle, die Städte'],
        ['-er', 'add -er', 'das Kind', 'die Kinder'],
        ['⸚er', 'umlaut and add -er', 'das Buch, das Haus', 'die Bücher, die Häuser'],
        ['-n', 'add -n', 'die Lampe', 'die Lampen'],
        ['-en', 'add -en', 'die Tür', 'die Türen'],
        ['-nen', 'add -nen (nouns in -in)', 'die Freundin', 'die Freundinnen'],
        ['-s', 'add -s', 'das Auto', 'die Autos'],
        ['-', 'no change', 'der Lehrer, das Zimmer', 'die Lehrer, die Zimmer'],
        ['⸚', 'umlaut only', 'der Vater, die Mutter', 'die Väter, die Mütter'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The umlaut goes on the vowel of the main syllable: <span class="de">a → ä</span>, <span class="de">o → ö</span>, <span class="de">u → ü</span> and <span class="de">au → äu</span>, as in <span class="de">Apfel → Äpfel</span>, <span class="de">Sohn → Söhne</span>, <span class="de">Bruder → Brüder</span>, <span class="de">Haus → Häuser</span>. In a compound it is the vowel of the last part: <span class="de">Bahnhof → Bahnhöfe</span>. A plural never adds an apostrophe, not even with -s: <span class="de">die Autos</span>.</span>',
    },

    { type: 'heading', text: 'die for every plural' },
    {
      type: 'paragraph',
      text: '<span>Whatever the gender of the noun, its plural takes <span class="de">die</span>. With nouns whose plural is the same as the singular, the article is then the only sign of the plural: <span class="de">der Lehrer</span> (one teacher), <span class="de">die Lehrer</span> (two or more); <span class="de">das Zimmer</span>, <span class="de">die Zimmer</span>. A plural subject takes a plural verb: <span class="de">Die Kinder spielen. Die Bücher sind neu.</span></span>',
    },
    {
      type: 'table',
      caption: 'One article for the plural',
      head: ['Gender', 'Singular', 'Plural'],
      rows: [
        ['Masculine', 'der Tisch', 'die Tische'],
        ['Feminine', 'die Lampe', 'die Lampen'],
        ['Neuter', 'das Buch', 'die Bücher'],
      ],
    },

    { type: 'heading', text: 'Patterns that help' },
    {
      type: 'paragraph',
      text: 'These are tendencies, not rules; they help you remember a plural, but always learn it with the noun.',
    },
    {
      type: 'list',
      items: [
        '<span>Most feminine nouns add <span class="de">-n</span> or <span class="de">-en</span>: <span class="de">die Lampe → die Lampen</span>, <span class="de">die Schule → die Schulen</span>, <span class="de">die Tür → die Türen</span>, <span class="de">die Wohnung → die Wohnungen</span>. Exceptions in this chapter: <span class="de">die Mutter → die Mütter</span>, <span class="de">die Tochter → die Töchter</span>, <span class="de">die Stadt → die Städte</span>.</span>',
        '<span>Feminine nouns in <span class="de">-in</span> double the n: <span class="de">die Lehrerin → die Lehrerinnen</span>.</span>',
        '<span>Masculine and neuter nouns ending in <span class="de">-er</span>, <span class="de">-el</span> or <span class="de">-en</span> add nothing, or only an umlaut: <span class="de">der Lehrer → die Lehrer</span>, <span class="de">das Fenster → die Fenster</span>, <span class="de">der Vater → die Väter</span>, <span class="de">der Apfel → die Äpfel</span>. Nouns in <span class="de">-chen</span> add nothing: <span class="de">das Mädchen → die Mädchen</span>.</span>',
        '<span>Many short masculine nouns add <span class="de">-e</span> or <span class="de">⸚e</span>: <span class="de">der Tisch → die Tische</span>, <span class="de">der Hund → die Hunde</span>, <span class="de">der Sohn → die Söhne</span>.</span>',
        '<span>Most plurals in <span class="de">-er</span> and <span class="de">⸚er</span> belong to neuter nouns: <span class="de">das Kind → die Kinder</span>, <span class="de">das Bild → die Bilder</span>, <span class="de">das Buch → die Bücher</span>.</span>',
        '<span>Many nouns from other languages, and nouns ending in a vowel other than -e, add <span class="de">-s</span>: <span class="de">das Auto</span>, <span class="de">das Radio</span>, <span class="de">das Handy</span>, <span class="de">das Büro</span>, <span class="de">das Hotel</span>.</span>',
      ],
    },

    { type: 'heading', text: 'Only a plural, or no plural' },
    {
      type: 'paragraph',
      text: '<span>A few nouns have only a plural: <span class="de">die Eltern</span> (parents) and <span class="de">die Geschwister</span> (brothers and sisters) always take a plural verb: <span class="de">Die Eltern sind hier.</span> Others are used only in the singular, like their English equivalents: <span class="de">die Milch</span>, <span class="de">der Kaffee</span>, <span class="de">das Wasser</span>, <span class="de">das Geld</span>.</span>',
    },

    { type: 'heading', text: 'Examples' },
    {
      type: 'table',
      caption: 'Nouns of this chapter, singular and plural',
      head: ['Singular', 'Plural', 'English', 'Add-on'],
      rows: [
        ['der Freund', 'die Freunde', 'friend, friends', '-e'],
        ['das Brot', 'die Brote', 'loaf, loaves of bread', '-e'],
        ['der Sohn', 'die Söhne', 'son, sons', '⸚e'],
        ['die Stadt', 'die Städte', 'town, towns', '⸚e'],
        ['das Bild', 'die Bilder', 'picture, pictures', '-er'],
        ['das Ei', 'die Eier', 'egg, eggs', '-er'],
        ['das Haus', 'die Häuser', 'house, houses', '⸚er'],
        ['die Schwester', 'die Schwestern', 'sister, sisters', '-n'],
        ['die Straße', 'die Straßen', 'street, streets', '-n'],
        ['die Zeitung', 'die Zeitungen', 'newspaper, newspapers', '-en'],
        ['die Lehrerin', 'die Lehrerinnen', 'teacher, teachers', '-nen'],
        ['das Handy', 'die Handys', 'mobile phone, mobile phones', '-s'],
        ['das Fenster', 'die Fenster', 'window, windows', '-'],
        ['die Tochter', 'die Töchter', 'daughter, daughters', '⸚'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Die Kinder spielen.', english: 'The children are playing.' },
        { german: 'Die Stühle sind neu.', english: 'The chairs are new.' },
        { german: 'Die Häuser sind sehr alt.', english: 'The houses are very old.' },
        { german: 'Die Lehrer sind heute müde.', english: 'The teachers are tired today.' },
        { german: 'Wir kaufen Äpfel und Eier.', english: 'We are buying apples and eggs.' },
        { german: 'Die Autos sind teuer.', english: 'The cars are expensive.' },
        { german: 'Die Geschwister wohnen hier.', english: 'The brothers and sisters live here.' },
      ],
    },

    {
      type: 'mistakes',
      items: [
        {
          wrong: 'die Tischs',
          right: 'die Tische',
          why: 'Tisch takes -e. Only some nouns take -s: learn the plural with the noun.',
        },
        {
          wrong: 'die Buche',
          right: 'die Bücher',
          why: 'Buch takes ⸚er: umlaut and -er.',
        },
        {
          wrong: 'die Freundinen',
          right: 'die Freundinnen',
          why: 'Nouns in -in add -nen, so the plural has a double n.',
        },
        {
          wrong: 'Der Lehrer sind nett.',
          right: 'Die Lehrer sind nett.',
          why: 'Every plural takes die, even when the noun itself does not change.',
        },
        {
          wrong: 'Die Kinder ist müde.',
          right: 'Die Kinder sind müde.',
          why: 'A plural subject takes a plural verb.',
        },
        {
          wrong: "die Auto's",
          right: 'die Autos',
          why: 'A German plural never has an apostrophe.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
