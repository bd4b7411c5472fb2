import type { ExerciseSet, SentencePart } from '../../../sets/schema.ts';

/** "like", linked to gefallen in the cheat links. */
const like = (shown: string): SentencePart => [
  shown,
  { term: 'gefallen (ä, +dat.), gefallen', transl: 'to please, to be liked by' },
];

/** A hint in brackets after "you" or "your": formal, informal, informal, pl. */
function prompt(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Gefallen: Translation (/ch7/drills/gefallen): 16 short English sentences with "like", each
 * translated with gefallen: what is liked is the subject, and the person who likes it is in the
 * dative (I like the film → Der Film gefällt mir). The verb agrees with what is liked (gefällt,
 * gefallen, gefällst). Both word orders are accepted: the thing liked first, or the dative first
 * (Mir gefällt der Film); in a question the verb comes first and the pronoun usually before a
 * noun subject (Gefällt dir die Stadt?), a noun after the subject (Gefällt die Jacke deiner
 * Schwester?) is accepted too.
 */
export const gefallenDrill = {
  kind: 'translation-exercise',
  table: 'ch7_gefallen',
  example: { english: 'We like the park.', german: 'Der Park gefällt uns.' },
  sentences: [
    {
      main: ['I', like('like'), 'the', 'film.'],
      translation: [['Der Film gefällt mir.', 'Mir gefällt der Film.']],
      notes: ['der Film is the subject (er: gefällt); I who like it am in the dative: mir.'],
    },
    {
      main: ['Do', 'you', prompt('informal'), like('like'), 'the', 'town?'],
      translation: [['Gefällt dir die Stadt?', 'Gefällt die Stadt dir?']],
      notes: ['die Stadt is the subject: gefällt; du in the dative: dir.'],
    },
    {
      main: ['He', like('likes'), 'the', 'pictures.'],
      translation: [['Die Bilder gefallen ihm.', 'Ihm gefallen die Bilder.']],
      notes: ['die Bilder is plural, so the verb is plural: gefallen. er in the dative: ihm.'],
    },
    {
      main: ['We', "don't", like('like'), 'the', 'hotel.'],
      translation: [['Das Hotel gefällt uns nicht.', 'Uns gefällt das Hotel nicht.']],
      notes: ['nicht goes to the end: Das Hotel gefällt uns nicht.'],
    },
    {
      main: ['She', like('likes'), 'the', 'red', 'dress.'],
      translation: [['Das rote Kleid gefällt ihr.', 'Ihr gefällt das rote Kleid.']],
      notes: ['das rote Kleid is the subject (nominative, -e after das); sie (she) in the dative: ihr.'],
    },
    {
      main: ['The', 'children', like('like'), 'the', 'elephants.'],
      translation: [['Die Elefanten gefallen den Kindern.', 'Den Kindern gefallen die Elefanten.']],
      notes: [
        'die Elefanten is the subject (plural: gefallen); the children are in the dative plural: den Kindern.',
      ],
    },
    {
      main: ['My', 'father', like('likes'), 'the', 'new', 'car.'],
      translation: [['Das neue Auto gefällt meinem Vater.', 'Meinem Vater gefällt das neue Auto.']],
      notes: ['mein Vater in the dative: meinem Vater.'],
    },
    {
      main: ['Do', 'you', prompt('formal'), like('like'), 'the', 'flat?'],
      translation: [['Gefällt Ihnen die Wohnung?', 'Gefällt die Wohnung Ihnen?']],
      notes: ['Formal Sie in the dative: Ihnen, with a capital I.'],
    },
    {
      main: ['They', like('like'), 'the', 'music.'],
      translation: [['Die Musik gefällt ihnen.', 'Ihnen gefällt die Musik.']],
      notes: ['sie (they) in the dative: ihnen.'],
    },
    {
      main: ['I', like('like'), 'you', prompt('informal'), '.'],
      translation: [['Du gefällst mir.', 'Mir gefällst du.']],
      notes: [
        'You are the one who is liked, so du is the subject: du gefällst, with a → ä. I am in the dative: mir.',
      ],
    },
    {
      main: ['Does', 'your', prompt('informal'), 'sister', like('like'), 'the', 'jacket?'],
      translation: [['Gefällt deiner Schwester die Jacke?', 'Gefällt die Jacke deiner Schwester?']],
      notes: ['deine Schwester in the dative: deiner Schwester.'],
    },
    {
      main: ['The', 'tourists', like('like'), 'the', 'museum.'],
      translation: [['Das Museum gefällt den Touristen.', 'Den Touristen gefällt das Museum.']],
      notes: ['Tourist is an n-noun: den Touristen in the dative plural.'],
    },
    {
      main: ['Which', 'picture', 'do', 'you', prompt('informal, pl.'), like('like'), '?'],
      translation: 'Welches Bild gefällt euch?',
      notes: ['welches Bild is the subject (neuter nominative); ihr in the dative: euch.'],
    },
    {
      main: ['Lena', "doesn't", like('like'), 'the', 'weather.'],
      translation: [['Das Wetter gefällt Lena nicht.', 'Lena gefällt das Wetter nicht.']],
      notes: ['das Wetter is the subject; Lena is in the dative, which a name does not show.'],
    },
    {
      main: ['Our', 'neighbour', prompt('m.'), like('likes'), 'the', 'garden.'],
      translation: [['Der Garten gefällt unserem Nachbarn.', 'Unserem Nachbarn gefällt der Garten.']],
      notes: ['Nachbar is an n-noun: unserem Nachbarn in the dative.'],
    },
    {
      main: ['My', 'parents', like('like'), 'you', prompt('formal'), '.'],
      translation: [['Sie gefallen meinen Eltern.', 'Meinen Eltern gefallen Sie.']],
      notes: [
        'You are the one who is liked: Sie is the subject (Sie gefallen). meine Eltern in the dative: meinen Eltern.',
      ],
    },
  ],
} satisfies ExerciseSet;
