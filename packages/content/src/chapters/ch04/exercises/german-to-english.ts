import type { ExerciseSet } from '../../../sets/schema.ts';

/**
 * Chapter 4 exercises, German to English: 18 sentences with the stem-changing verbs (essen,
 * nehmen, sprechen, helfen, treffen, vergessen, werfen, geben in es gibt), the possessive
 * adjectives of every person, kein and es gibt, together with the cases and word order of chapters
 * 2 and 3. Every word taught in chapters 1–4 carries its headword (lookup; lookupType where sein
 * and ihr have two entries); articles and names stay plain. Each translation lists the answers a
 * teacher accepts, the natural one first; contractions and British/American spellings are left
 * to the checker.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch4_ex_to_english',
  sentences: [
    {
      main: [
        ['Mein', { lookup: 'mein' }],
        ['Bruder', { lookup: 'Bruder' }],
        ['isst', { lookup: 'essen' }],
        ['kein', { lookup: 'kein' }],
        ['Fleisch.', { lookup: 'Fleisch' }],
      ],
      translation: [
        'My brother',
        ["doesn't eat", "doesn't eat any", 'eats no', "isn't eating", "isn't eating any"],
        'meat.',
      ],
      notes: ['isst: essen changes e → i for er/sie/es, and the stem in -s adds only -t.'],
    },
    {
      main: [
        ['Es gibt', { lookup: 'es gibt' }],
        ['heute', { lookup: 'heute' }],
        ['keine', { lookup: 'kein' }],
        ['Suppe.', { lookup: 'Suppe' }],
      ],
      translation: [
        [
          'There is no soup today.',
          "There isn't any soup today.",
          "There isn't soup today.",
          'Today there is no soup.',
          "Today there isn't any soup.",
          "Today there isn't soup.",
        ],
      ],
      notes: ['es gibt takes the accusative; Suppe is feminine, so keine.'],
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Großmutter', { lookup: 'Großmutter' }],
        ['spricht', { lookup: 'sprechen' }],
        ['kein', { lookup: 'kein' }],
        ['Englisch,', { lookup: 'Englisch' }],
        ['aber', { lookup: 'aber' }],
        ['sie', { lookup: 'sie' }],
        ['spricht', { lookup: 'sprechen' }],
        ['sehr', { lookup: 'sehr' }],
        ['gut', { lookup: 'gut' }],
        ['Deutsch.', { lookup: 'Deutsch' }],
      ],
      translation: [
        'My grandmother',
        ["doesn't speak English,", "doesn't speak any English,", 'speaks no English,'],
        ['but she speaks', 'but speaks'],
        ['German very well.', 'very good German.'],
      ],
      notes: ['A language is negated with kein: kein Englisch.'],
    },
    {
      main: [
        ['Heute Abend', { lookup: 'heute Abend' }],
        ['hilft', { lookup: 'helfen' }],
        'Anna',
        ['ihrer', { lookup: 'ihr', lookupType: 'possessive adjective' }],
        ['Mutter.', { lookup: 'Mutter' }],
      ],
      translation: [
        [
          'This evening Anna is helping her mother.',
          'This evening Anna helps her mother.',
          'This evening Anna will help her mother.',
          'Tonight Anna is helping her mother.',
          'Tonight Anna helps her mother.',
          'Tonight Anna will help her mother.',
          'Anna is helping her mother this evening.',
          'Anna helps her mother this evening.',
          'Anna will help her mother this evening.',
          'Anna is helping her mother tonight.',
          'Anna helps her mother tonight.',
          'Anna will help her mother tonight.',
        ],
      ],
      notes: [
        'helfen takes the dative: ihrer Mutter (feminine dative -er). The owner is Anna, so ihr means her.',
      ],
    },
    {
      main: [
        ['Warum', { lookup: 'warum' }],
        ['nimmst', { lookup: 'nehmen' }],
        ['du', { lookup: 'du' }],
        ['kein', { lookup: 'kein' }],
        ['Taxi?', { lookup: 'Taxi' }],
      ],
      translation: [
        'Why',
        ["don't you take", "aren't you taking", 'do you not take', 'are you not taking'],
        'a',
        ['taxi?', 'cab?'],
      ],
      notes: ['nimmst: nehmen changes e → i in the du form, drops the h and doubles the m.'],
    },
    {
      main: [
        'Paul',
        ['und', { lookup: 'und' }],
        'Lena',
        ['treffen', { lookup: 'treffen' }],
        ['heute', { lookup: 'heute' }],
        ['ihre', { lookup: 'ihr', lookupType: 'possessive adjective' }],
        ['Freunde.', { lookup: 'Freund' }],
      ],
      translation: [
        [
          'Paul and Lena are meeting their friends today.',
          'Paul and Lena meet their friends today.',
          'Paul and Lena will meet their friends today.',
          'Paul and Lena are meeting up with their friends today.',
          'Paul and Lena meet up with their friends today.',
          'Paul and Lena will meet up with their friends today.',
          'Today Paul and Lena are meeting their friends.',
          'Today Paul and Lena meet their friends.',
          'Today Paul and Lena will meet their friends.',
          'Today Paul and Lena are meeting up with their friends.',
          'Today Paul and Lena meet up with their friends.',
          'Today Paul and Lena will meet up with their friends.',
        ],
      ],
      notes: [
        'The owners are Paul und Lena (sie, they), so ihr means their here. Freunde is plural accusative: ihre.',
      ],
    },
    {
      main: [
        'Das',
        ['Kind', { lookup: 'Kind' }],
        ['wirft', { lookup: 'werfen' }],
        ['seinem', { lookup: 'sein', lookupType: 'possessive adjective' }],
        ['Hund', { lookup: 'Hund' }],
        'den',
        ['Ball.', { lookup: 'Ball' }],
      ],
      translation: [
        'The child',
        ['throws', 'is throwing'],
        [
          'the ball to its dog.',
          'the ball to his dog.',
          'the ball to her dog.',
          'the ball for its dog.',
          'the ball for his dog.',
          'the ball for her dog.',
          'its dog the ball.',
          'his dog the ball.',
          'her dog the ball.',
        ],
      ],
      notes: [
        'The owner is das Kind (es), so sein; Hund is masculine and dative (the one the ball is thrown to): seinem.',
      ],
    },
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['habe', { lookup: 'haben' }],
        ['Hunger,', { lookup: 'Hunger' }],
        ['aber', { lookup: 'aber' }],
        ['ich', { lookup: 'ich' }],
        ['habe', { lookup: 'haben' }],
        ['keinen', { lookup: 'kein' }],
        ['Durst.', { lookup: 'Durst' }],
      ],
      translation: [["I'm hungry, but I'm not thirsty.", "I'm hungry but not thirsty."]],
      notes: [
        'Hunger haben and Durst haben: to be hungry, to be thirsty. They are negated with kein: keinen Durst (masculine accusative).',
      ],
    },
    {
      main: [
        ['Vergisst', { lookup: 'vergessen' }],
        ['du', { lookup: 'du' }],
        ['immer', { lookup: 'immer' }],
        ['deinen', { lookup: 'dein' }],
        ['Schlüssel?', { lookup: 'Schlüssel' }],
      ],
      translation: [['Do you always forget', 'Are you always forgetting'], 'your key?'],
      notes: ['deinen Schlüssel is singular: the plural would be deine Schlüssel.'],
    },
    {
      main: [
        ['Unser', { lookup: 'unser' }],
        ['Lehrer', { lookup: 'Lehrer' }],
        ['gibt', { lookup: 'geben' }],
        'den',
        ['Schülern', { lookup: 'Schüler' }],
        ['keine', { lookup: 'kein' }],
        ['Hausaufgaben.', { lookup: 'Hausaufgaben' }],
      ],
      translation: [
        'Our teacher',
        [
          "doesn't give the pupils any homework.",
          "doesn't give the students any homework.",
          "doesn't give the pupils homework.",
          "doesn't give the students homework.",
          'gives the pupils no homework.',
          'gives the students no homework.',
          "doesn't give any homework to the pupils.",
          "doesn't give any homework to the students.",
          "doesn't give homework to the pupils.",
          "doesn't give homework to the students.",
          'gives no homework to the pupils.',
          'gives no homework to the students.',
          "isn't giving the pupils any homework.",
          "isn't giving the students any homework.",
          "isn't giving the pupils homework.",
          "isn't giving the students homework.",
          "isn't giving any homework to the pupils.",
          "isn't giving any homework to the students.",
          "isn't giving homework to the pupils.",
          "isn't giving homework to the students.",
        ],
      ],
      notes: [
        'den Schülern is dative plural (the noun adds -n), the indirect object. Hausaufgaben is plural in German: keine Hausaufgaben.',
      ],
    },
    {
      main: [
        ['Ich', { lookup: 'ich' }],
        ['nehme', { lookup: 'nehmen' }],
        'den',
        ['Fisch,', { lookup: 'Fisch' }],
        ['und', { lookup: 'und' }],
        ['meine', { lookup: 'mein' }],
        ['Frau', { lookup: 'Frau' }],
        ['nimmt', { lookup: 'nehmen' }],
        'den',
        ['Salat.', { lookup: 'Salat' }],
      ],
      translation: [
        ["I'll have", "I'm having", "I'm going to have", "I'll take", "I'm taking", 'I take'],
        'the fish, and my wife',
        ['will have', 'is having', 'is going to have', 'will take', 'is taking', 'takes', ''],
        'the salad.',
      ],
      notes: [
        'In a restaurant nehmen means to have (to order). With a possessive, Frau means wife: meine Frau.',
      ],
    },
    {
      main: [
        'Der',
        ['Kellner', { lookup: 'Kellner' }],
        ['bringt', { lookup: 'bringen' }],
        ['meinem', { lookup: 'mein' }],
        ['Mann', { lookup: 'Mann' }],
        'ein',
        ['Glas', { lookup: 'Glas' }],
        ['Wein.', { lookup: 'Wein' }],
      ],
      translation: [
        'The waiter',
        ['brings', 'is bringing'],
        ['my husband a glass of wine.', 'a glass of wine to my husband.', 'a glass of wine for my husband.'],
      ],
      notes: [
        'meinem Mann is the dative (masculine -em), the indirect object; with a possessive, Mann means husband. German says ein Glas Wein, with no word for "of".',
      ],
    },
    {
      main: [
        ['Ist', { lookup: 'sein', lookupType: 'verb' }],
        'das',
        ['euer', { lookup: 'euer' }],
        ['Hund?', { lookup: 'Hund' }],
        ['Er', { lookup: 'er' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['sehr', { lookup: 'sehr' }],
        ['süß.', { lookup: 'süß' }],
      ],
      translation: [
        ['Is that your dog?', 'Is this your dog?'],
        ['He is', 'It is'],
        ['very cute.', 'very sweet.'],
      ],
      notes: [
        'euer (your, informal plural): Hund is masculine and nominative, so no ending. er stands for der Hund: he or it in English.',
      ],
    },
    {
      main: [
        ['Frau', { lookup: 'Frau' }],
        'Schmidt,',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'das',
        ['Ihre', { lookup: 'Ihr' }],
        ['Brille?', { lookup: 'Brille' }],
      ],
      translation: [
        ['Mrs. Schmidt,', 'Ms. Schmidt,'],
        ['are those', 'are these'],
        'your',
        ['glasses?', 'spectacles?'],
      ],
      notes: [
        'Ihre is formal Ihr (your), with a capital I. Brille is feminine and singular in German (die Brille), where English says glasses.',
      ],
    },
    {
      main: [
        'Das',
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        'das',
        ['Fahrrad', { lookup: 'Fahrrad' }],
        ['meines', { lookup: 'mein' }],
        ['Onkels.', { lookup: 'Onkel' }],
      ],
      translation: [
        ['That is', 'This is', 'It is'],
        ["my uncle's bike.", "my uncle's bicycle.", 'the bike of my uncle.', 'the bicycle of my uncle.'],
      ],
      notes: ['meines Onkels is the genitive: masculine -es, and the noun adds -s.'],
    },
    {
      main: [
        ['Gibt es', { lookup: 'es gibt' }],
        ['hier', { lookup: 'hier' }],
        'ein',
        ['Restaurant?', { lookup: 'Restaurant' }],
        ['Ich', { lookup: 'ich' }],
        ['habe', { lookup: 'haben' }],
        ['Hunger.', { lookup: 'Hunger' }],
      ],
      translation: [['Is there a restaurant here?', 'Is there a restaurant around here?'], "I'm hungry."],
      notes: ['In a question es gibt turns round: Gibt es …? Is there …?'],
    },
    {
      main: [
        ['Unsere', { lookup: 'unser' }],
        ['Kinder', { lookup: 'Kind' }],
        ['trinken', { lookup: 'trinken' }],
        ['keinen', { lookup: 'kein' }],
        ['Kaffee,', { lookup: 'Kaffee' }],
        ['sie', { lookup: 'sie' }],
        ['trinken', { lookup: 'trinken' }],
        ['Milch', { lookup: 'Milch' }],
        ['oder', { lookup: 'oder' }],
        ['Saft.', { lookup: 'Saft' }],
      ],
      translation: [
        'Our children',
        ["don't drink", "don't drink any", "aren't drinking", "aren't drinking any", 'drink no'],
        'coffee, they',
        ['drink', 'are drinking'],
        'milk or juice.',
      ],
      notes: ['Kaffee is masculine and the direct object: keinen Kaffee.'],
    },
    {
      main: [
        'Der',
        ['Schüler', { lookup: 'Schüler' }],
        ['erzählt', { lookup: 'erzählen' }],
        ['seiner', { lookup: 'sein', lookupType: 'possessive adjective' }],
        ['Lehrerin', { lookup: 'Lehrerin' }],
        'ein',
        ['Geheimnis.', { lookup: 'Geheimnis' }],
      ],
      translation: [
        'The',
        ['pupil', 'student', 'school student'],
        ['tells', 'is telling'],
        ['his teacher a secret.', 'a secret to his teacher.'],
      ],
      notes: [
        'The owner is der Schüler (er), so sein; Lehrerin is feminine and dative (the person told): seiner.',
      ],
    },
  ],
} satisfies ExerciseSet;
