import type { FillInDrill } from '../../../sets/schema.ts';

import { blankItem as item } from './blank-item.ts';

/** Definite Article (2dda): the definite article in all four cases. */
export const definiteArticleDrill = {
  kind: 'fill-in-drill',
  table: 'ch2_definite_article',
  instructions:
    'Fill in the definite article (der, die, das, den, dem, des) in the right case. Press the eye button to see the translation.',
  items: [
    item(
      '___ Lehrer ist nett.',
      'Der',
      'The teacher is nice.',
      'Lehrer is masculine and the subject: nominative der.',
    ),
    item(
      '___ Lampe ist neu.',
      'Die',
      'The lamp is new.',
      'Lampe is feminine and the subject: nominative die.',
    ),
    item(
      '___ Kind spielt Fußball.',
      'Das',
      'The child is playing football.',
      'Kind is neuter and the subject: nominative das.',
    ),
    item(
      '___ Bücher sind teuer.',
      'Die',
      'The books are expensive.',
      'Bücher is plural and the subject: nominative die.',
    ),
    item(
      'Wo ist ___ Bahnhof?',
      'der',
      'Where is the station?',
      'Bahnhof is masculine and the subject: nominative der.',
    ),
    item(
      'Ich kaufe ___ Tisch.',
      'den',
      'I am buying the table.',
      'Tisch is masculine and the direct object: accusative den.',
    ),
    item(
      'Wir besuchen ___ Familie.',
      'die',
      'We are visiting the family.',
      'Familie is feminine and the direct object: accusative die.',
    ),
    item(
      'Du brauchst ___ Geld.',
      'das',
      'You need the money.',
      'Geld is neuter and the direct object: accusative das.',
    ),
    item(
      'Anna sucht ___ Bleistift.',
      'den',
      'Anna is looking for the pencil.',
      'Bleistift is masculine and the direct object: accusative den.',
    ),
    item(
      'Paul trinkt ___ Kaffee.',
      'den',
      'Paul is drinking the coffee.',
      'Kaffee is masculine and the direct object: accusative den.',
    ),
    item(
      'Ihr fragt ___ Lehrerin.',
      'die',
      'You are asking the teacher.',
      'Lehrerin is feminine and the direct object: accusative die.',
    ),
    item(
      'Sie kaufen ___ Äpfel.',
      'die',
      'They are buying the apples.',
      'Äpfel is plural and the direct object: accusative die.',
    ),
    item(
      'Ich schreibe ___ Brief.',
      'den',
      'I am writing the letter.',
      'Brief is masculine and the direct object: accusative den.',
    ),
    item(
      'Ich schenke ___ Mutter das Buch.',
      'der',
      'I am giving the mother the book.',
      'Mutter is feminine and the indirect object (to whom?): dative der.',
    ),
    item(
      'Wir zeigen ___ Kind das Bild.',
      'dem',
      'We are showing the child the picture.',
      'Kind is neuter and the indirect object: dative dem.',
    ),
    item(
      'Der Kellner bringt ___ Vater den Kaffee.',
      'dem',
      'The waiter is bringing the father the coffee.',
      'Vater is masculine and the indirect object: dative dem.',
    ),
    item(
      'Anna schickt ___ Freundin den Brief.',
      'der',
      'Anna is sending the friend the letter.',
      'Freundin is feminine and the indirect object: dative der.',
    ),
    item(
      'Der Lehrer erklärt ___ Kindern die Frage.',
      'den',
      'The teacher is explaining the question to the children.',
      'Kindern is plural and the indirect object: dative plural den, and the noun adds -n.',
    ),
    item(
      'Ich zeige ___ Eltern die Wohnung.',
      'den',
      'I am showing the parents the flat.',
      'Eltern is plural and the indirect object: dative plural den (Eltern already ends in -n).',
    ),
    item(
      'Du schenkst ___ Bruder das Radio.',
      'dem',
      'You are giving the brother the radio.',
      'Bruder is masculine and the indirect object: dative dem.',
    ),
    item(
      'Das ist das Auto ___ Vaters.',
      'des',
      "That is the father's car.",
      'Vater is masculine and the owner: genitive des, and the noun adds -s.',
    ),
    item(
      'Das ist das Zimmer ___ Tochter.',
      'der',
      "That is the daughter's room.",
      'Tochter is feminine and the owner: genitive der; feminine nouns add nothing.',
    ),
    item(
      'Wo ist das Handy ___ Kindes?',
      'des',
      "Where is the child's mobile phone?",
      'Kind is neuter and the owner: genitive des, and the noun adds -es.',
    ),
    item(
      'Das sind die Bücher ___ Lehrer.',
      'der',
      "Those are the teachers' books.",
      'Lehrer here is plural and the owner: genitive plural der.',
    ),
  ],
} satisfies FillInDrill;
