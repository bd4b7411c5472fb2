import type { FillInDrill } from '../../../sets/schema.ts';
import { blanksItem as item } from './blanks.ts';

/** Extras: Definite Article (2xda): three articles in each sentence. */
export const definiteArticleExtras = {
  kind: 'fill-in-drill',
  table: 'ch2_extras_def_art',
  instructions:
    'Fill in the three definite articles of each sentence: who does it (nominative), to whom (dative), what (accusative) or whose (genitive).',
  items: [
    item(
      '___ Lehrer zeigt ___ Kind ___ Bild.',
      ['Der', 'dem', 'das'],
      'The teacher is showing the child the picture.',
      ['Lehrer, subject: der.', 'Kind, to whom: dative dem.', 'Bild, what: accusative das.'],
    ),
    item(
      '___ Mutter schenkt ___ Tochter ___ Uhr.',
      ['Die', 'der', 'die'],
      'The mother is giving the daughter the watch.',
      ['Mutter, subject: die.', 'Tochter, to whom: dative der.', 'Uhr, what: accusative die.'],
    ),
    item(
      '___ Kellner bringt ___ Vater ___ Kaffee.',
      ['Der', 'dem', 'den'],
      'The waiter is bringing the father the coffee.',
      ['Kellner, subject: der.', 'Vater, to whom: dative dem.', 'Kaffee, what: accusative den.'],
    ),
    item(
      '___ Kind zeigt ___ Eltern ___ Zimmer.',
      ['Das', 'den', 'das'],
      'The child is showing the parents the room.',
      ['Kind, subject: das.', 'Eltern, to whom: dative plural den.', 'Zimmer, what: accusative das.'],
    ),
    item(
      '___ Lehrerin erklärt ___ Kindern ___ Frage.',
      ['Die', 'den', 'die'],
      'The teacher is explaining the question to the children.',
      ['Lehrerin, subject: die.', 'Kindern, to whom: dative plural den.', 'Frage, what: accusative die.'],
    ),
    item(
      '___ Bruder schickt ___ Schwester ___ Brief.',
      ['Der', 'der', 'den'],
      'The brother is sending the sister the letter.',
      ['Bruder, subject: der.', 'Schwester, to whom: dative der.', 'Brief, what: accusative den.'],
    ),
    item(
      '___ Vater kauft ___ Sohn ___ Handy.',
      ['Der', 'dem', 'das'],
      'The father is buying the son the mobile phone.',
      ['Vater, subject: der.', 'Sohn, to whom: dative dem.', 'Handy, what: accusative das.'],
    ),
    item(
      '___ Mädchen bringt ___ Freundin ___ Buch.',
      ['Das', 'der', 'das'],
      'The girl is bringing the friend the book.',
      ['Mädchen, subject: das.', 'Freundin, to whom: dative der.', 'Buch, what: accusative das.'],
    ),
    item(
      'Das Auto ___ Lehrers ist neu, aber ___ Auto ___ Lehrerin ist alt.',
      ['des', 'das', 'der'],
      "The (male) teacher's car is new, but the (female) teacher's car is old.",
      ['Lehrers, whose: genitive des.', 'Auto, subject: das.', 'Lehrerin, whose: genitive der.'],
    ),
    item(
      '___ Kinder zeigen ___ Lehrer ___ Bilder.',
      ['Die', 'dem', 'die'],
      'The children are showing the teacher the pictures.',
      [
        'Kinder, subject: plural die.',
        'Lehrer, to whom: dative dem.',
        'Bilder, what: accusative plural die.',
      ],
    ),
    item(
      '___ Eltern schenken ___ Kind ___ Handy.',
      ['Die', 'dem', 'das'],
      'The parents are giving the child the mobile phone.',
      ['Eltern, subject: plural die.', 'Kind, to whom: dative dem.', 'Handy, what: accusative das.'],
    ),
    item(
      'Wo ist ___ Tasche ___ Mutter? ___ Vater sucht sie.',
      ['die', 'der', 'Der'],
      "Where is the mother's bag? The father is looking for it.",
      ['Tasche, subject: die.', 'Mutter, whose: genitive der.', 'Vater, subject: der.'],
    ),
  ],
} satisfies FillInDrill;
