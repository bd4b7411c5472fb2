import type { PracticePage } from '../../../lessons/schema.ts';

/**
 * Practice: N-Nouns (7nnp): the n-noun with its article in each case, typed and checked at once.
 * Each item gives the noun with its article in the nominative and the case (or the plural) to
 * put it in; the answer is the article and the noun in that case, from the n-noun table
 * (grammar/n-nouns.ts). Every n-noun of the chapter comes up, Herr and Name with their special
 * forms, and a few ordinary nouns (der Koch, der Mann, die Kollegin) that take no n-noun ending.
 * Not registered yet: the lead registers the practice pages when their screen is built.
 */
export const newMaterial = {
  kind: 'practice',
  code: '7nnp',
  blocks: [
    { type: 'heading', text: 'Practice: n-nouns in every case' },
    {
      type: 'paragraph',
      text: '<span>An n-noun adds <span class="de">-n</span> or <span class="de">-en</span> in every case except the nominative singular: <span class="de">der Student, den Studenten, dem Studenten, des Studenten</span>; plural <span class="de">die Studenten</span>. <span class="de">Herr</span> adds -n in the singular and -en in the plural (<span class="de">den Herrn, die Herren</span>); <span class="de">Name</span> adds -s in the genitive as well (<span class="de">des Namens</span>). Ordinary nouns and feminine nouns take no such ending.</span>',
    },
  ],
  instructions: 'Write the article and the noun in the case asked for, for example "den Studenten".',
  answerLanguage: 'de',
  items: [
    {
      prompt: 'der Student',
      detail: 'accusative',
      answers: ['den Studenten'],
      reason: 'Student is an n-noun with -en: den Studenten.',
    },
    {
      prompt: 'der Junge',
      detail: 'dative',
      answers: ['dem Jungen'],
      reason: 'Junge ends in -e and adds -n: dem Jungen.',
    },
    {
      prompt: 'der Polizist',
      detail: 'genitive',
      answers: ['des Polizisten'],
      reason: 'An n-noun adds -en in the genitive, not -s: des Polizisten.',
    },
    {
      prompt: 'der Tourist',
      detail: 'nominative',
      answers: ['der Tourist'],
      reason: 'The nominative singular is the one form without the ending.',
    },
    {
      prompt: 'der Kollege',
      detail: 'plural, dative',
      answers: ['den Kollegen'],
      reason: 'The plural of an n-noun already ends in -n: die Kollegen, dative den Kollegen.',
    },
    {
      prompt: 'der Herr',
      detail: 'accusative',
      answers: ['den Herrn'],
      reason: 'Herr adds only -n in the singular: den Herrn.',
    },
    {
      prompt: 'der Herr',
      detail: 'plural, nominative',
      answers: ['die Herren'],
      reason: 'The plural of Herr adds -en: die Herren.',
    },
    {
      prompt: 'der Herr',
      detail: 'genitive',
      answers: ['des Herrn'],
      reason: 'Herr in the genitive singular: des Herrn, with -n and no -s.',
    },
    {
      prompt: 'der Name',
      detail: 'genitive',
      answers: ['des Namens'],
      reason: 'Name is the exception: -n and -s in the genitive: des Namens.',
    },
    { prompt: 'der Name', detail: 'accusative', answers: ['den Namen'], reason: 'Name adds -n: den Namen.' },
    {
      prompt: 'der Kunde',
      detail: 'dative',
      answers: ['dem Kunden'],
      reason: 'Kunde ends in -e and adds -n: dem Kunden.',
    },
    {
      prompt: 'der Nachbar',
      detail: 'accusative',
      answers: ['den Nachbarn'],
      reason: 'Nachbar adds only -n: den Nachbarn.',
    },
    {
      prompt: 'der Mensch',
      detail: 'dative',
      answers: ['dem Menschen'],
      reason: 'Mensch adds -en: dem Menschen.',
    },
    {
      prompt: 'der Präsident',
      detail: 'genitive',
      answers: ['des Präsidenten'],
      reason: 'Nouns in -ent add -en: des Präsidenten.',
    },
    {
      prompt: 'der Journalist',
      detail: 'dative',
      answers: ['dem Journalisten'],
      reason: 'Nouns in -ist add -en: dem Journalisten.',
    },
    {
      prompt: 'der Architekt',
      detail: 'accusative',
      answers: ['den Architekten'],
      reason: 'Architekt adds -en: den Architekten.',
    },
    {
      prompt: 'der Löwe',
      detail: 'accusative',
      answers: ['den Löwen'],
      reason: 'Löwe ends in -e and adds -n: den Löwen.',
    },
    { prompt: 'der Bär', detail: 'dative', answers: ['dem Bären'], reason: 'Bär adds -en: dem Bären.' },
    {
      prompt: 'der Affe',
      detail: 'genitive',
      answers: ['des Affen'],
      reason: 'Affe adds -n, also in the genitive: des Affen.',
    },
    {
      prompt: 'der Elefant',
      detail: 'plural, nominative',
      answers: ['die Elefanten'],
      reason: 'The plural is the -en form: die Elefanten.',
    },
    {
      prompt: 'ein Student',
      detail: 'dative',
      answers: ['einem Studenten'],
      reason: 'einem for the masculine dative, and Student adds -en.',
    },
    {
      prompt: 'ein Junge',
      detail: 'accusative',
      answers: ['einen Jungen'],
      reason: 'einen for the masculine accusative, and Junge adds -n.',
    },
    {
      prompt: 'mein Kollege',
      detail: 'genitive',
      answers: ['meines Kollegen'],
      reason: 'meines for the masculine genitive, and Kollege adds -n, not -s.',
    },
    {
      prompt: 'der Koch',
      detail: 'dative',
      answers: ['dem Koch'],
      reason: 'Koch is an ordinary masculine noun: dem Koch, no ending.',
    },
    {
      prompt: 'der Mann',
      detail: 'accusative',
      answers: ['den Mann'],
      reason: 'Mann is not an n-noun: den Mann.',
    },
    {
      prompt: 'die Kollegin',
      detail: 'dative',
      answers: ['der Kollegin'],
      reason: 'A feminine noun is never an n-noun: der Kollegin.',
    },
  ],
} satisfies PracticePage;
