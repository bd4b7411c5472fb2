import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Two-Case Prepositions (I) (9ntc): an, auf, in, über and unter take the accusative for motion to
 * a place (wohin?) and the dative for a location (wo?); the verb pairs legen/liegen,
 * stellen/stehen, setzen/sitzen and hängen; the contractions am, ans, im and ins. The article
 * forms come from grammar/articles.ts (checked in the chapter test).
 */
export const newMaterial = {
  kind: 'lesson',
  code: '9ntc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Five prepositions of place (chapter 10 adds the rest of the group) can take either the accusative or the dative: <span class="de">an, auf, in, über, unter</span>. Which case they take depends on a question. Is something moving to a new place (<span class="de">wohin?</span> where to?)? Then the accusative. Is something at a place (<span class="de">wo?</span> where?)? Then the dative.</span>',
    },
    {
      type: 'table',
      caption: 'The two-case prepositions',
      head: ['Preposition', 'English', 'Motion (wohin?): accusative', 'Location (wo?): dative'],
      rows: [
        ['an', 'at, on (a vertical surface), to', 'an die Wand', 'an der Wand'],
        ['auf', 'on (top of), onto', 'auf den Tisch', 'auf dem Tisch'],
        ['in', 'in, into', 'in die Küche', 'in der Küche'],
        ['über', 'over, above', 'über das Sofa', 'über dem Sofa'],
        ['unter', 'under', 'unter das Bett', 'unter dem Bett'],
      ],
    },
    {
      type: 'table',
      caption: 'The definite article after a two-case preposition',
      head: ['', 'Masculine', 'Feminine', 'Neuter', 'Plural'],
      rows: [
        ['Motion: accusative', 'den', 'die', 'das', 'die'],
        ['Location: dative', 'dem', 'der', 'dem', 'den (+ n)'],
      ],
    },
    {
      type: 'heading',
      text: 'The verb pairs',
    },
    {
      type: 'paragraph',
      text: '<span>German says how a thing is put and how it is: lying flat, standing up or sitting. The verbs of putting have an object and go with the accusative; the verbs of being somewhere have no object and go with the dative. <span class="de">hängen</span> does both jobs.</span>',
    },
    {
      type: 'table',
      caption: 'Putting (accusative) and being (dative)',
      head: ['Motion: with an object, accusative', 'English', 'Location: no object, dative', 'English'],
      rows: [
        ['legen', 'to lay, to put (lying flat)', 'liegen', 'to lie, to be lying'],
        ['stellen', 'to put (standing up)', 'stehen', 'to stand, to be standing'],
        ['setzen', 'to set, to put (sitting)', 'sitzen', 'to sit, to be sitting'],
        ['hängen', 'to hang (something)', 'hängen', 'to hang, to be hanging'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich lege das Buch auf den Tisch.', english: 'I am putting the book on the table.' },
        { german: 'Das Buch liegt auf dem Tisch.', english: 'The book is on the table.' },
        {
          german: 'Wir stellen die Milch in den Kühlschrank.',
          english: 'We are putting the milk in the fridge.',
        },
        { german: 'Die Milch steht im Kühlschrank.', english: 'The milk is in the fridge.' },
        { german: 'Anna setzt das Kind auf den Stuhl.', english: 'Anna sits the child on the chair.' },
        { german: 'Das Kind sitzt auf dem Stuhl.', english: 'The child is sitting on the chair.' },
        { german: 'Er hängt das Bild an die Wand.', english: 'He is hanging the picture on the wall.' },
        { german: 'Das Bild hängt an der Wand.', english: 'The picture is hanging on the wall.' },
        { german: 'Die Lampe hängt über dem Tisch.', english: 'The lamp is hanging above the table.' },
        {
          german: 'Die Katze läuft unter das Bett.',
          english: 'The cat runs under the bed.',
          note: 'motion to a place under the bed',
        },
      ],
    },
    {
      type: 'heading',
      text: 'Contractions',
    },
    {
      type: 'table',
      caption: 'an and in with dem and das',
      head: ['Full form', 'Contraction', 'Example'],
      rows: [
        ['an dem', 'am', 'Anna sitzt am Schreibtisch.'],
        ['an das', 'ans', 'Er geht ans Fenster.'],
        ['in dem', 'im', 'Wir sitzen im Wohnzimmer.'],
        ['in das', 'ins', 'Wir gehen ins Kino.'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The contractions are the normal forms; the full form is used mostly when the article is stressed (in dem Zimmer, not in the other one). <span class="de">aufs</span> for <span class="de">auf das</span> is common too, in writing as in speech: <span class="de">Ich lege das Buch aufs Regal.</span></span>',
    },
    {
      type: 'tip',
      text: '<span>Ask the question with the verb. Does it move something, or someone, to a new place? Accusative. Is something already there, even if it moves around inside that place? Dative: <span class="de">Die Kinder spielen im Garten.</span> (They play in the garden: they are in it the whole time.)</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich lege das Buch auf dem Tisch.',
          right: 'Ich lege das Buch auf den Tisch.',
          why: 'legen moves the book to a new place: accusative.',
        },
        {
          wrong: 'Das Buch liegt auf den Tisch.',
          right: 'Das Buch liegt auf dem Tisch.',
          why: 'liegen says where it is: dative.',
        },
        {
          wrong: 'Ich stehe die Flasche in den Kühlschrank.',
          right: 'Ich stelle die Flasche in den Kühlschrank.',
          why: 'With an object that is put somewhere the verb is stellen, not stehen.',
        },
        {
          wrong: 'Wir gehen im Kino.',
          right: 'Wir gehen ins Kino.',
          why: 'gehen moves you to the cinema: accusative, in das → ins. im is in dem, the dative.',
        },
        {
          wrong: 'Die Bücher stehen in den Regale.',
          right: 'Die Bücher stehen in den Regalen.',
          why: 'A dative plural noun adds -n.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
