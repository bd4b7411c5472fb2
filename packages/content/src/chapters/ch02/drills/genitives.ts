import type { FillInDrill } from '../../../sets/schema.ts';
import { blankItem } from './blank-item.ts';

/** Genitives and Datives (2dgd): the whole noun phrase in the genitive or the dative. */
export const genitivesDrill = {
  kind: 'fill-in-drill',
  table: 'ch2_genitives',
  instructions:
    'Put the noun in brackets into the genitive (whose?) or the dative (to whom?), article and noun: "des Lehrers", "dem Kind". Press the eye button to see the translation.',
  items: [
    blankItem(
      'Das ist das Buch ___ (der Lehrer).',
      'des Lehrers',
      "That is the teacher's book.",
      'Owner, masculine: des, and the noun adds -s.',
    ),
    blankItem(
      'Das ist das Zimmer ___ (die Schwester).',
      'der Schwester',
      "That is the sister's room.",
      'Owner, feminine: der; the noun adds nothing.',
    ),
    blankItem(
      'Wo ist das Auto ___ (der Vater)?',
      'des Vaters',
      "Where is the father's car?",
      'Owner, masculine: des, and the noun adds -s.',
    ),
    blankItem(
      'Das ist die Katze ___ (das Mädchen).',
      'des Mädchens',
      "That is the girl's cat.",
      'Owner, neuter: des, and the noun adds -s.',
    ),
    blankItem(
      'Das ist das Haus ___ (die Eltern).',
      'der Eltern',
      "That is the parents' house.",
      'Owners, plural: der; the noun adds nothing.',
    ),
    {
      ...blankItem(
        'Das sind die Bücher ___ (das Kind).',
        'des Kindes',
        "Those are the child's books.",
        'Owner, neuter: des, and a one-syllable noun usually adds -es.',
      ),
      answers: [['des Kindes', 'des Kinds']],
    },
    blankItem(
      'Das ist die Tür ___ (das Büro).',
      'des Büros',
      'That is the door of the office.',
      'Owner, neuter: des, and the noun adds -s.',
    ),
    {
      ...blankItem(
        'Das ist der Hund ___ (der Freund).',
        'des Freundes',
        "That is the friend's dog.",
        'Owner, masculine: des, and a one-syllable noun usually adds -es.',
      ),
      answers: [['des Freundes', 'des Freunds']],
    },
    blankItem(
      'Die Tasche ___ (die Lehrerin) ist neu.',
      'der Lehrerin',
      "The teacher's bag is new.",
      'Owner, feminine: der; the noun adds nothing.',
    ),
    blankItem(
      'Das Radio ___ (der Bruder) ist teuer.',
      'des Bruders',
      "The brother's radio is expensive.",
      'Owner, masculine: des, and the noun adds -s.',
    ),
    blankItem(
      'Ich schenke ___ (die Mutter) eine Uhr.',
      'der Mutter',
      'I am giving the mother a watch.',
      'To whom? Indirect object, feminine: dative der.',
    ),
    blankItem(
      'Wir zeigen ___ (der Lehrer) das Bild.',
      'dem Lehrer',
      'We are showing the teacher the picture.',
      'To whom? Masculine: dative dem; the singular noun adds nothing.',
    ),
    blankItem(
      'Paul bringt ___ (das Kind) das Wasser.',
      'dem Kind',
      'Paul is bringing the child the water.',
      'To whom? Neuter: dative dem.',
    ),
    blankItem(
      'Der Lehrer erklärt ___ (die Kinder) die Frage.',
      'den Kindern',
      'The teacher is explaining the question to the children.',
      'To whom? Plural: dative den, and the plural adds -n.',
    ),
    blankItem(
      'Anna schickt ___ (die Freundin) einen Brief.',
      'der Freundin',
      'Anna is sending the friend a letter.',
      'To whom? Feminine: dative der.',
    ),
    blankItem(
      'Ich zeige ___ (die Eltern) die Stadt.',
      'den Eltern',
      'I am showing the parents the town.',
      'To whom? Plural: dative den; Eltern already ends in -n.',
    ),
    blankItem(
      'Du schenkst ___ (der Vater) ein Buch.',
      'dem Vater',
      'You are giving the father a book.',
      'To whom? Masculine: dative dem.',
    ),
    blankItem(
      'Der Kellner bringt ___ (die Lehrerinnen) den Kaffee.',
      'den Lehrerinnen',
      'The waiter is bringing the teachers the coffee.',
      'To whom? Plural: dative den; Lehrerinnen already ends in -n.',
    ),
    blankItem(
      'Wir schicken ___ (die Brüder) ein Geschenk.',
      'den Brüdern',
      'We are sending the brothers a present.',
      'To whom? Plural: dative den, and the plural adds -n.',
    ),
    blankItem(
      'Ihr erklärt ___ (das Mädchen) die Frage.',
      'dem Mädchen',
      'You are explaining the question to the girl.',
      'To whom? Neuter: dative dem.',
    ),
  ],
} satisfies FillInDrill;
