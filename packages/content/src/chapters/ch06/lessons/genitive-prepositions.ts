import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Genitive Prepositions (I) (6npg): statt, trotz, während, wegen, innerhalb and außerhalb take
 * the genitive. The lesson gives the list, the genitive of the articles and ein-words (from
 * chapters 2 and 4) with the -s of masculine and neuter nouns, worked examples with each
 * preposition and the common mistakes, and sets them beside the accusative and dative
 * prepositions of chapter 5.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '6npg',
  blocks: [
    { type: 'heading', text: 'Prepositions that take the genitive' },
    {
      type: 'paragraph',
      text: '<span>In chapter 5 you learnt prepositions that always take the accusative (<span class="de">durch, für, gegen, ohne, um</span> …) and prepositions that always take the dative (<span class="de">aus, bei, mit, nach, seit, von, zu</span> …). A third, smaller group always takes the genitive. Learn these six:</span>',
    },
    {
      type: 'table',
      caption: 'The genitive prepositions',
      head: ['German', 'English', 'Example'],
      rows: [
        ['statt', 'instead of', 'statt des Zuges'],
        ['trotz', 'in spite of, despite', 'trotz des Regens'],
        ['während', 'during', 'während des Films'],
        ['wegen', 'because of', 'wegen des Wetters'],
        ['innerhalb', 'inside, within', 'innerhalb der Stadt'],
        ['außerhalb', 'outside', 'außerhalb der Stadt'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span><span class="de">innerhalb</span> and <span class="de">außerhalb</span> mark the limits of an area or of a time: <span class="de">innerhalb der Stadt, außerhalb der Stadt, innerhalb einer Woche</span>. For simply being in a building or a room, German does not use <span class="de">innerhalb</span>: <span class="de">Das Restaurant ist im Hotel</span> (im is in + dem; chapter 9 explains it).</span>',
    },
    { type: 'heading', text: 'The genitive after them' },
    {
      type: 'paragraph',
      text: '<span>The genitive is the case you practised in chapter 2 (<span class="de">das Auto des Vaters</span>). Masculine and neuter nouns add -s; many nouns of one syllable add -es (<span class="de">des Tages, des Zuges</span>), and nouns ending in -s, -ß, -sch or -z must (<span class="de">des Fisches</span>). Feminine and plural nouns take no ending. (A few masculine nouns, the n-nouns of chapter 7, work differently.) The ein-words, <span class="de">kein</span> and the possessives, have the endings of <span class="de">ein</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The genitive of the articles and ein-words',
      head: ['', 'masculine', 'feminine', 'neuter', 'plural'],
      rows: [
        ['der-word', 'des Regens', 'der Stadt', 'des Wetters', 'der Ferien'],
        ['ein-word', 'eines Tages', 'einer Woche', 'eines Jahres', 'meiner Eltern'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>An adjective in the genitive after an article or an ein-word always ends in -en: <span class="de">wegen des kalten Wetters, während einer langen Reise, trotz meiner kleinen Kinder</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Statt des Zuges nehmen wir den Bus.',
          english: 'Instead of the train we are taking the bus.',
        },
        {
          german: 'Trotz des Regens spielen wir Fußball.',
          english: 'In spite of the rain we are playing football.',
        },
        { german: 'Während des Films schläft mein Vater.', english: 'My father sleeps during the film.' },
        {
          german: 'Wegen des Wetters sind wir heute zu Hause.',
          english: 'Because of the weather we are at home today.',
        },
        { german: 'Ich lese das Buch innerhalb einer Woche.', english: "I'll read the book within a week." },
        { german: 'Wir wohnen außerhalb der Stadt.', english: 'We live outside the town.' },
        {
          german: 'Während der Ferien wandern wir oft.',
          english: 'During the holidays we often go hiking.',
          note: 'Ferien is plural: der',
        },
        {
          german: 'Paul kauft statt eines Autos ein Fahrrad.',
          english: 'Paul is buying a bike instead of a car.',
          note: 'Auto is neuter: eines Autos',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'wegen der Regen',
          right: 'wegen des Regens',
          why: 'Regen is masculine: des, and the noun adds -s.',
        },
        {
          wrong: 'während des Film',
          right: 'während des Films',
          why: 'A masculine noun adds -s in the genitive.',
        },
        {
          wrong: 'trotz die Ferien',
          right: 'trotz der Ferien',
          why: 'trotz takes the genitive; the genitive plural article is der.',
        },
        {
          wrong: 'außerhalb der Stadts',
          right: 'außerhalb der Stadt',
          why: 'Feminine nouns take no ending in the genitive.',
        },
        {
          wrong: 'statt ein Auto',
          right: 'statt eines Autos',
          why: 'statt takes the genitive: eines, with -s on the neuter noun.',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>In everyday speech you will often hear <span class="de">wegen</span> and <span class="de">trotz</span> with the dative (<span class="de">wegen dem Wetter</span>). Write the genitive: it is the standard, and it is what this course asks for.</span>',
    },
  ],
} satisfies ConceptLesson;
