import type { PracticePage } from '../../../lessons/schema.ts';

/**
 * Practice: Prepositions and Cases (5npc): a preposition and a noun with its nominative article,
 * to be written as one phrase in the case the preposition takes. Every accusative and dative
 * preposition of chapter 5 but bis and entlang comes up, with each gender, ein-words, dative plurals and the
 * contractions zum, zur, vom and beim. Not registered yet: its screen is being built.
 */
export const newMaterial = {
  kind: 'practice',
  code: '5npc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>After <span class="de">durch, für, gegen, ohne, um</span> the noun is in the accusative; after <span class="de">aus, außer, bei, mit, nach, seit, von, zu</span> and <span class="de">gegenüber</span> it is in the dative. Write the preposition with the noun and its article in the right case, shortened where German shortens it (<span class="de">zu + der Bahnhof → zum Bahnhof</span>).</span>',
    },
  ],
  instructions: 'Write the preposition and the noun with its article in the case the preposition takes.',
  answerLanguage: 'de',
  items: [
    {
      prompt: 'durch + der Park',
      answers: ['durch den Park'],
      reason: 'durch takes the accusative: der → den.',
    },
    {
      prompt: 'für + meine Mutter',
      answers: ['für meine Mutter'],
      reason: 'für takes the accusative; the feminine does not change.',
    },
    {
      prompt: 'für + mein Vater',
      answers: ['für meinen Vater'],
      reason: 'für takes the accusative: mein → meinen for a masculine noun.',
    },
    {
      prompt: 'gegen + die Tür',
      answers: ['gegen die Tür'],
      reason: 'gegen takes the accusative; the feminine does not change.',
    },
    {
      prompt: 'ohne + ein Mantel',
      answers: ['ohne einen Mantel'],
      reason: 'ohne takes the accusative: ein → einen for a masculine noun.',
    },
    {
      prompt: 'um + die Ecke',
      answers: ['um die Ecke'],
      reason: 'um takes the accusative; the feminine does not change.',
    },
    {
      prompt: 'durch + das Museum',
      answers: ['durch das Museum', 'durchs Museum'],
      reason: 'durch takes the accusative; the neuter does not change. durch das may be shortened to durchs.',
    },
    {
      prompt: 'für + die Kinder',
      answers: ['für die Kinder'],
      reason: 'für takes the accusative; the plural does not change.',
    },
    {
      prompt: 'ohne + sein Hund',
      answers: ['ohne seinen Hund'],
      reason: 'ohne takes the accusative: sein → seinen for a masculine noun.',
    },
    { prompt: 'mit + der Bus', answers: ['mit dem Bus'], reason: 'mit takes the dative: der → dem.' },
    {
      prompt: 'aus + die Bäckerei',
      answers: ['aus der Bäckerei'],
      reason: 'aus takes the dative: die → der for a feminine noun.',
    },
    {
      prompt: 'bei + meine Eltern',
      answers: ['bei meinen Eltern'],
      reason: 'bei takes the dative: meine → meinen in the plural; Eltern already ends in -n.',
    },
    {
      prompt: 'mit + die Kinder',
      answers: ['mit den Kindern'],
      reason:
        'mit takes the dative: die → den in the plural, and the noun adds -n (as every dative plural does unless it ends in -n or -s).',
    },
    { prompt: 'nach + das Essen', answers: ['nach dem Essen'], reason: 'nach takes the dative: das → dem.' },
    {
      prompt: 'seit + eine Stunde',
      answers: ['seit einer Stunde'],
      reason: 'seit takes the dative: eine → einer for a feminine noun.',
    },
    {
      prompt: 'von + meine Großmutter',
      answers: ['von meiner Großmutter'],
      reason: 'von takes the dative: meine → meiner for a feminine noun.',
    },
    {
      prompt: 'außer + mein Bruder',
      answers: ['außer meinem Bruder'],
      reason: 'außer takes the dative: mein → meinem for a masculine noun.',
    },
    {
      prompt: 'gegenüber + der Bahnhof',
      answers: ['gegenüber dem Bahnhof', 'dem Bahnhof gegenüber'],
      reason: 'gegenüber takes the dative: der → dem. It may also follow the noun.',
    },
    {
      prompt: 'mit + ein Freund',
      answers: ['mit einem Freund'],
      reason: 'mit takes the dative: ein → einem for a masculine noun.',
    },
    {
      prompt: 'von + unsere Gäste',
      answers: ['von unseren Gästen'],
      reason:
        'von takes the dative: unsere → unseren in the plural, and the noun adds -n (as every dative plural does unless it ends in -n or -s).',
    },
    {
      prompt: 'zu + der Supermarkt',
      answers: ['zum Supermarkt', 'zu dem Supermarkt'],
      reason: 'zu takes the dative: zu dem, shortened to zum.',
    },
    {
      prompt: 'zu + die Schule',
      answers: ['zur Schule', 'zu der Schule'],
      reason: 'zu takes the dative: zu der, shortened to zur.',
    },
    {
      prompt: 'von + der Bahnhof',
      answers: ['vom Bahnhof', 'von dem Bahnhof'],
      reason: 'von takes the dative: von dem, shortened to vom.',
    },
    {
      prompt: 'bei + das Kino',
      answers: ['beim Kino', 'bei dem Kino'],
      reason: 'bei takes the dative: bei dem, shortened to beim.',
    },
    {
      prompt: 'zu + meine Tante',
      answers: ['zu meiner Tante'],
      reason: 'zu takes the dative: meine → meiner for a feminine noun. Only an article der or dem joins zu.',
    },
  ],
} satisfies PracticePage;
