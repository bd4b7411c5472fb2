import type { FillInDrill } from '../../../sets/schema.ts';
import { blankItem as item } from './blank-item.ts';

/** Indefinite Article (2dia): ein, eine, einen, einem, einer, eines. */
export const indefiniteArticleDrill = {
  kind: 'fill-in-drill',
  table: 'ch2_indefinite_article',
  instructions:
    'Fill in the indefinite article (ein, eine, einen, einem, einer, eines) in the right case. Press the eye button to see the translation.',
  items: [
    item(
      'Das ist ___ Tisch.',
      'ein',
      'That is a table.',
      'After das ist the noun is nominative; Tisch is masculine: ein.',
    ),
    item('Das ist ___ Lampe.', 'eine', 'That is a lamp.', 'Lampe is feminine and nominative: eine.'),
    item('Das ist ___ Buch.', 'ein', 'That is a book.', 'Buch is neuter and nominative: ein.'),
    item(
      '___ Hund spielt hier.',
      'Ein',
      'A dog is playing here.',
      'Hund is masculine and the subject: nominative ein.',
    ),
    item(
      '___ Katze ist hier.',
      'Eine',
      'A cat is here.',
      'Katze is feminine and the subject: nominative eine.',
    ),
    item(
      'Ich kaufe ___ Stuhl.',
      'einen',
      'I am buying a chair.',
      'Stuhl is masculine and the direct object: accusative einen.',
    ),
    item(
      'Wir brauchen ___ Wohnung.',
      'eine',
      'We need a flat.',
      'Wohnung is feminine and the direct object: accusative eine.',
    ),
    item(
      'Paul schreibt ___ Brief.',
      'einen',
      'Paul is writing a letter.',
      'Brief is masculine and the direct object: accusative einen.',
    ),
    item(
      'Hast du ___ Handy?',
      'ein',
      'Do you have a mobile phone?',
      'Handy is neuter and the direct object: accusative ein.',
    ),
    item(
      'Anna sucht ___ Hotel.',
      'ein',
      'Anna is looking for a hotel.',
      'Hotel is neuter and the direct object: accusative ein.',
    ),
    item(
      'Ich habe ___ Bruder.',
      'einen',
      'I have a brother.',
      'Bruder is masculine and the direct object of haben: accusative einen.',
    ),
    item(
      'Er hat ___ Schwester.',
      'eine',
      'He has a sister.',
      'Schwester is feminine and the direct object: accusative eine.',
    ),
    item(
      'Wir schenken ___ Freund das Buch.',
      'einem',
      'We are giving a friend the book.',
      'Freund is masculine and the indirect object: dative einem.',
    ),
    item(
      'Der Lehrer zeigt ___ Mädchen das Bild.',
      'einem',
      'The teacher is showing a girl the picture.',
      'Mädchen is neuter and the indirect object: dative einem.',
    ),
    item(
      'Ich schicke ___ Freundin den Brief.',
      'einer',
      'I am sending a friend the letter.',
      'Freundin is feminine and the indirect object: dative einer.',
    ),
    item(
      'Du bringst ___ Kind das Wasser.',
      'einem',
      'You are bringing a child the water.',
      'Kind is neuter and the indirect object: dative einem.',
    ),
    item(
      'Der Kellner bringt ___ Lehrer den Kaffee.',
      'einem',
      'The waiter is bringing a teacher the coffee.',
      'Lehrer is masculine and the indirect object: dative einem.',
    ),
    item(
      'Das ist das Auto ___ Lehrers.',
      'eines',
      "That is a teacher's car.",
      'Lehrer is masculine and the owner: genitive eines, and the noun adds -s.',
    ),
    item(
      'Das ist die Tasche ___ Lehrerin.',
      'einer',
      "That is a teacher's bag.",
      'Lehrerin is feminine and the owner: genitive einer.',
    ),
    item(
      'Das ist das Geschenk ___ Kindes.',
      'eines',
      "That is a child's present.",
      'Kind is neuter and the owner: genitive eines, and the noun adds -es.',
    ),
  ],
} satisfies FillInDrill;
