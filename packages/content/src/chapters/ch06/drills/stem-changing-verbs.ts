import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The infinitive to conjugate, shown in brackets after its blank. */
function infinitive(verb: string): SentencePart {
  return [verb, { isPrompt: true }];
}

/**
 * Stem-Changing Verbs (ie and a) (/ch6/drills/stem_changing_verbs): 27 sentences, one
 * present-tense form each. Every stem changer of the chapter's tables (lesen, sehen, empfehlen;
 * fahren, schlafen, tragen, laufen, waschen, fallen, halten) in a du or er/sie/es form that changes
 * its vowel, the persons that keep it (ich, wir, ihr, Sie; ihr haltet with its -e-), and the
 * chapter's two regular verbs with special stems (wandern, regnen) for contrast. No blank starts a
 * sentence, so every answer is written in lower case.
 */
export const stemChangingVerbsDrill = {
  kind: 'fill-in-drill',
  table: 'ch6_stem_changers',
  instructions:
    'Fill in the correct present-tense form of the verb in brackets. Stem-changing verbs change e to ie, a to ä or au to äu only in the du and er/sie/es forms. Press the eye button to see the translation.',
  items: [
    {
      main: ['Du', '!textbox!', infinitive('lesen'), 'oft', 'die', 'Zeitung.'],
      answers: [['liest']],
      verb: true,
      translation: 'You often read the newspaper.',
      explanation: [
        'liest: du changes the stem from e to ie, and a stem ending in -s adds only -t: lies + t = liest.',
      ],
    },
    {
      main: ['Mein', 'Vater', '!textbox!', infinitive('lesen'), 'heute', 'ein', 'Buch.'],
      answers: [['liest']],
      verb: true,
      translation: 'My father is reading a book today.',
      explanation: ['liest: mein Vater (er) changes the stem from e to ie: lies + t = liest.'],
    },
    {
      main: ['Ich', '!textbox!', infinitive('lesen'), 'gern', 'Bücher.'],
      answers: [['lese']],
      verb: true,
      translation: 'I like reading books.',
      explanation: ['lese: ich keeps the e; only du and er/sie/es change: les + e = lese.'],
      notes: ['gern after the verb: to like doing something.'],
    },
    {
      main: ['Ihr', '!textbox!', infinitive('lesen'), 'sehr', 'schnell.'],
      answers: [['lest']],
      verb: true,
      translation: 'You read very fast.',
      explanation: ['lest: ihr (you, plural) has no stem change: les + t = lest.'],
    },
    {
      main: ['Was', '!textbox!', infinitive('sehen'), 'du?'],
      answers: [['siehst']],
      verb: true,
      translation: 'What do you see?',
      explanation: ['siehst: du changes the stem from e to ie: sieh + st = siehst.'],
    },
    {
      main: ['Anna', '!textbox!', infinitive('sehen'), 'heute', 'Abend', 'einen', 'Film.'],
      answers: [['sieht']],
      verb: true,
      translation: 'Anna is watching a film this evening.',
      explanation: ['sieht: Anna (sie, she) changes the stem from e to ie: sieh + t = sieht.'],
      notes: ['einen Film sehen: to watch a film.'],
    },
    {
      main: ['Wir', '!textbox!', infinitive('sehen'), 'den', 'Bus', 'nicht.'],
      answers: [['sehen']],
      verb: true,
      translation: "We can't see the bus.",
      explanation: ['sehen: wir has no stem change; the form is the infinitive: seh + en = sehen.'],
    },
    {
      main: ['Der', 'Kellner', '!textbox!', infinitive('empfehlen'), 'uns', 'die', 'Suppe.'],
      answers: [['empfiehlt']],
      verb: true,
      translation: 'The waiter recommends the soup to us.',
      explanation: ['empfiehlt: der Kellner (er) changes the stem from e to ie: empfiehl + t = empfiehlt.'],
      notes: ['The person is in the dative (uns), the thing in the accusative (die Suppe).'],
    },
    {
      main: ['Was', '!textbox!', infinitive('empfehlen'), 'du', 'mir?'],
      answers: [['empfiehlst']],
      verb: true,
      translation: 'What do you recommend to me?',
      explanation: ['empfiehlst: du changes the stem from e to ie: empfiehl + st = empfiehlst.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('fahren'), 'heute', 'mit', 'dem', 'Zug', 'nach', 'Hause.'],
      answers: [['fährst']],
      verb: true,
      translation: 'You are going home by train today.',
      explanation: ['fährst: du changes the stem from a to ä: fähr + st = fährst.'],
      notes: ['fahren is going by a vehicle; mit takes the dative: mit dem Zug.'],
    },
    {
      main: ['Lena', '!textbox!', infinitive('fahren'), 'mit', 'dem', 'Fahrrad', 'zur', 'Schule.'],
      answers: [['fährt']],
      verb: true,
      translation: 'Lena rides her bike to school.',
      explanation: ['fährt: Lena (sie, she) changes the stem from a to ä: fähr + t = fährt.'],
    },
    {
      main: ['Wir', '!textbox!', infinitive('fahren'), 'morgen', 'mit', 'dem', 'Bus.'],
      answers: [['fahren']],
      verb: true,
      translation: 'We are going by bus tomorrow.',
      explanation: ['fahren: wir has no stem change: fahr + en = fahren.'],
    },
    {
      main: ['Das', 'Kind', '!textbox!', infinitive('schlafen'), 'jetzt.'],
      answers: [['schläft']],
      verb: true,
      translation: 'The child is sleeping now.',
      explanation: ['schläft: das Kind (es) changes the stem from a to ä: schläf + t = schläft.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('schlafen'), 'sehr', 'lange.'],
      answers: [['schläfst']],
      verb: true,
      translation: 'You sleep for a very long time.',
      explanation: ['schläfst: du changes the stem from a to ä: schläf + st = schläfst.'],
    },
    {
      main: ['Wie', '!textbox!', infinitive('schlafen'), 'Sie', 'im', 'Hotel?'],
      answers: [['schlafen']],
      verb: true,
      translation: 'How do you sleep in the hotel?',
      explanation: ['schlafen: formal Sie has no stem change: schlaf + en = schlafen.'],
    },
    {
      main: ['Er', '!textbox!', infinitive('tragen'), 'einen', 'schwarzen', 'Mantel.'],
      answers: [['trägt']],
      verb: true,
      translation: 'He is wearing a black coat.',
      explanation: ['trägt: er changes the stem from a to ä: träg + t = trägt.'],
      notes: ['tragen means both to carry and to wear.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('tragen'), 'die', 'Tasche', 'für', 'deine', 'Mutter.'],
      answers: [['trägst']],
      verb: true,
      translation: 'You carry the bag for your mother.',
      explanation: ['trägst: du changes the stem from a to ä: träg + st = trägst.'],
      notes: ['für takes the accusative: für deine Mutter.'],
    },
    {
      main: ['Der', 'Hund', '!textbox!', infinitive('laufen'), 'durch', 'den', 'Park.'],
      answers: [['läuft']],
      verb: true,
      translation: 'The dog is running through the park.',
      explanation: ['läuft: der Hund (er) changes au to äu: läuf + t = läuft.'],
      notes: ['durch takes the accusative: durch den Park.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('laufen'), 'sehr', 'schnell.'],
      answers: [['läufst']],
      verb: true,
      translation: 'You run very fast.',
      explanation: ['läufst: du changes au to äu: läuf + st = läufst.'],
    },
    {
      main: ['Mein', 'Bruder', '!textbox!', infinitive('waschen'), 'heute', 'das', 'Auto.'],
      answers: [['wäscht']],
      verb: true,
      translation: 'My brother is washing the car today.',
      explanation: ['wäscht: mein Bruder (er) changes the stem from a to ä: wäsch + t = wäscht.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('waschen'), 'deine', 'Jacke.'],
      answers: [['wäschst']],
      verb: true,
      translation: 'You are washing your jacket.',
      explanation: [
        'wäschst: du changes the stem from a to ä; the stem ends in -sch, not in -s, so du adds the whole -st: wäsch + st = wäschst.',
      ],
    },
    {
      main: ['Der', 'Ball', '!textbox!', infinitive('fallen'), 'vom', 'Tisch.'],
      answers: [['fällt']],
      verb: true,
      translation: 'The ball falls off the table.',
      explanation: ['fällt: der Ball (er) changes the stem from a to ä: fäll + t = fällt.'],
      notes: ['vom is von dem: von takes the dative.'],
    },
    {
      main: ['Der', 'Bus', '!textbox!', infinitive('halten'), 'hier.'],
      answers: [['hält']],
      verb: true,
      translation: 'The bus stops here.',
      explanation: [
        'hält: der Bus (er) changes the stem from a to ä, and a changed stem ending in -t adds nothing: hält.',
      ],
      notes: ['halten means to hold and, of a vehicle, to stop.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('halten'), 'die', 'Flasche.'],
      answers: [['hältst']],
      verb: true,
      translation: 'You are holding the bottle.',
      explanation: ['hältst: du changes the stem from a to ä: hält + st = hältst.'],
    },
    {
      main: ['Warum', '!textbox!', infinitive('halten'), 'ihr', 'hier?'],
      answers: [['haltet']],
      verb: true,
      translation: 'Why are you stopping here?',
      explanation: [
        'haltet: ihr has no stem change, and the stem ends in -t, so it adds -e- before the -t: halt + et = haltet.',
      ],
    },
    {
      main: ['Im', 'Sommer', '!textbox!', infinitive('wandern'), 'ich', 'oft.'],
      answers: [['wandere']],
      verb: true,
      translation: 'In summer I often go hiking.',
      explanation: [
        'wandere: wandern is regular; its stem is wander-, and ich adds -e: wander + e = wandere (wir and sie add only -n: wandern). The verb comes second, after im Sommer.',
      ],
    },
    {
      main: ['Heute', '!textbox!', infinitive('regnen'), 'es', 'nicht.'],
      answers: [['regnet']],
      verb: true,
      translation: "It isn't raining today.",
      explanation: [
        'regnet: regnen is regular; its stem ends in a consonant + n, so it adds -e- before the -t: regn + et = regnet.',
      ],
    },
  ],
} satisfies FillInDrill;
