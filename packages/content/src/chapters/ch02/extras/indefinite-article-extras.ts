import type { FillInDrill } from '../../../sets/schema.ts';
import { blanksItem as item } from './blanks.ts';

/** Extras: Indefinite Article (2xia): three indefinite articles in each sentence. */
export const indefiniteArticleExtras = {
  kind: 'fill-in-drill',
  table: 'ch2_extras_indef_art',
  instructions:
    'Fill in the three indefinite articles of each sentence: who does it (nominative), to whom (dative) and what (accusative).',
  items: [
    item(
      '___ Lehrer zeigt ___ Kind ___ Bild.',
      ['Ein', 'einem', 'ein'],
      'A teacher is showing a child a picture.',
      ['Lehrer, subject: ein.', 'Kind, to whom: dative einem.', 'Bild, what: accusative ein.'],
    ),
    item(
      '___ Mutter schenkt ___ Tochter ___ Uhr.',
      ['Eine', 'einer', 'eine'],
      'A mother is giving a daughter a watch.',
      ['Mutter, subject: eine.', 'Tochter, to whom: dative einer.', 'Uhr, what: accusative eine.'],
    ),
    item(
      '___ Kellner bringt ___ Lehrerin ___ Kaffee.',
      ['Ein', 'einer', 'einen'],
      'A waiter is bringing a teacher a coffee.',
      ['Kellner, subject: ein.', 'Lehrerin, to whom: dative einer.', 'Kaffee, what: accusative einen.'],
    ),
    item(
      '___ Kind schreibt ___ Freund ___ Brief.',
      ['Ein', 'einem', 'einen'],
      'A child is writing a friend a letter.',
      ['Kind, subject: ein.', 'Freund, to whom: dative einem.', 'Brief, what: accusative einen.'],
    ),
    item(
      '___ Freundin schickt ___ Mädchen ___ Geschenk.',
      ['Eine', 'einem', 'ein'],
      'A friend is sending a girl a present.',
      ['Freundin, subject: eine.', 'Mädchen, to whom: dative einem.', 'Geschenk, what: accusative ein.'],
    ),
    item(
      '___ Vater kauft ___ Sohn ___ Handy.',
      ['Ein', 'einem', 'ein'],
      'A father is buying a son a mobile phone.',
      ['Vater, subject: ein.', 'Sohn, to whom: dative einem.', 'Handy, what: accusative ein.'],
    ),
    item(
      '___ Lehrerin erklärt ___ Kind ___ Frage.',
      ['Eine', 'einem', 'eine'],
      'A teacher is explaining a question to a child.',
      ['Lehrerin, subject: eine.', 'Kind, to whom: dative einem.', 'Frage, what: accusative eine.'],
    ),
    item(
      '___ Bruder zeigt ___ Schwester ___ Hund.',
      ['Ein', 'einer', 'einen'],
      'A brother is showing a sister a dog.',
      ['Bruder, subject: ein.', 'Schwester, to whom: dative einer.', 'Hund, what: accusative einen.'],
    ),
    item(
      '___ Mädchen bringt ___ Lehrer ___ Apfel.',
      ['Ein', 'einem', 'einen'],
      'A girl is bringing a teacher an apple.',
      ['Mädchen, subject: ein.', 'Lehrer, to whom: dative einem.', 'Apfel, what: accusative einen.'],
    ),
    item(
      'Hier sind ___ Tisch, ___ Stuhl und ___ Lampe.',
      ['ein', 'ein', 'eine'],
      'Here are a table, a chair and a lamp.',
      ['Tisch, nominative after sind: ein.', 'Stuhl, nominative: ein.', 'Lampe, nominative: eine.'],
    ),
    item(
      '___ Kind braucht ___ Bleistift und ___ Buch.',
      ['Ein', 'einen', 'ein'],
      'A child needs a pencil and a book.',
      ['Kind, subject: ein.', 'Bleistift, what: accusative einen.', 'Buch, what: accusative ein.'],
    ),
    item(
      '___ Familie sucht ___ Wohnung und ___ Auto.',
      ['Eine', 'eine', 'ein'],
      'A family is looking for a flat and a car.',
      ['Familie, subject: eine.', 'Wohnung, what: accusative eine.', 'Auto, what: accusative ein.'],
    ),
  ],
} satisfies FillInDrill;
