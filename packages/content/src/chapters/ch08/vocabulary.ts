import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 8 vocabulary: the verbs the perfect tense is practised with, grouped by how their past
 * participle is formed and which auxiliary they take: verbs of movement and change that take sein
 * (fliegen, bleiben, aufstehen, einschlafen …), separable verbs (ge- between particle and stem:
 * angerufen, eingekauft), inseparable verbs (be-, ver-, er-, ent-, ge-, zer-: no ge-), verbs in
 * -ieren (no ge-: studiert) and a few regular verbs of the daily routine; the past time words of
 * the perfect-tense sentences (gestern, vorgestern, letzte, schon, noch nicht, damals …); and the
 * nouns and adjectives of daily routine and weekend activities.
 *
 * pParticiple carries "ist" for the verbs whose perfect is formed with sein, as in chapter 1.
 * Every separable verb has a present-tense table in verbs.ts ("rufe an", "rufst an" …), as do
 * the stem changers (sterben, zerbrechen) and the special stems (putzen, entscheiden).
 */
export const vocabulary = [
  // Past time words
  {
    type: 'adverb',
    germanRoot: 'gestern',
    englishTransl: ['yesterday'],
    englishExpl: 'Gestern habe ich lange gearbeitet. Yesterday I worked for a long time.',
  },
  {
    type: 'adverb',
    germanRoot: 'vorgestern',
    englishTransl: ['the day before yesterday'],
  },
  {
    type: 'other',
    germanRoot: 'gestern Abend',
    englishTransl: ['yesterday evening', 'last night'],
    englishExpl: 'An expression of time, like heute Abend: Gestern Abend sind wir ausgegangen.',
  },
  {
    type: 'adjective',
    germanRoot: 'letzte',
    englishTransl: ['last'],
    englishExpl:
      'Always before a noun, with an adjective ending: letzte Woche (last week), letzten Monat (last month), letztes Jahr (last year). Time expressions like these are in the accusative, with no preposition.',
  },
  {
    type: 'adverb',
    germanRoot: 'schon',
    englishTransl: ['already', 'yet (in questions)'],
    englishExpl: 'Hast du schon gegessen? Have you eaten yet? Ich habe schon gegessen. I have already eaten.',
  },
  {
    type: 'adverb',
    germanRoot: 'noch',
    englishTransl: ['still'],
    englishExpl: 'Er schläft noch. He is still sleeping.',
  },
  {
    type: 'other',
    germanRoot: 'noch nicht',
    englishTransl: ['not yet'],
    englishExpl: 'The answer to a question with schon: Hast du schon eingekauft? Nein, noch nicht.',
  },
  {
    type: 'adverb',
    germanRoot: 'damals',
    englishTransl: ['back then', 'at that time'],
    englishExpl: 'For a definite time in the past: Damals haben wir in Berlin gewohnt.',
  },
  {
    type: 'adverb',
    germanRoot: 'früher',
    englishTransl: ['formerly', 'in the past', 'earlier'],
    englishExpl:
      'Früher hat er Tennis gespielt. He used to play tennis. English "used to" is früher with the verb in German.',
  },
  {
    type: 'adverb',
    germanRoot: 'gerade',
    englishTransl: ['just (now)'],
    englishExpl: 'Sie ist gerade angekommen. She has just arrived.',
  },

  // Sequence words (telling what happened)
  { type: 'adverb', germanRoot: 'zuerst', englishTransl: ['first', 'at first'] },
  {
    type: 'adverb',
    germanRoot: 'dann',
    englishTransl: ['then'],
    englishExpl: 'It counts as the first position, so the verb follows at once: Dann habe ich gefrühstückt.',
  },
  {
    type: 'adverb',
    germanRoot: 'danach',
    englishTransl: ['afterwards', 'after that'],
    englishExpl: 'It counts as the first position too: Danach haben wir Tennis gespielt.',
  },

  // Adjectives
  {
    type: 'adjective',
    germanRoot: 'früh',
    englishTransl: ['early'],
    englishExpl: 'Heute bin ich früh aufgestanden. I got up early today. (heute früh means this morning.)',
  },
  { type: 'adjective', germanRoot: 'spät', englishTransl: ['late'] },
  {
    type: 'adjective',
    germanRoot: 'kaputt',
    englishTransl: ['broken'],
    englishExpl: 'Das Fahrrad ist kaputt. The bicycle is broken.',
  },
  {
    type: 'adjective',
    germanRoot: 'fertig',
    englishTransl: ['finished', 'ready'],
    englishExpl: 'Ich bin fertig. I am finished (or: I am ready).',
  },

  // Nouns: daily routine and weekend
  {
    type: 'noun',
    germanRoot: 'Wochenende',
    englishTransl: ['weekend'],
    article: 'das',
    germanPl: 'Wochenenden',
    pluralAddOn: '-n',
    englishPl: 'weekends',
    englishExpl: 'am Wochenende: at the weekend, on the weekend.',
  },
  {
    type: 'noun',
    germanRoot: 'Party',
    englishTransl: ['party'],
    article: 'die',
    germanPl: 'Partys',
    pluralAddOn: '-s',
    englishPl: 'parties',
    englishExpl: 'The plural is Partys (not Parties).',
  },
  {
    type: 'noun',
    germanRoot: 'Foto',
    englishTransl: ['photo', 'photograph'],
    article: 'das',
    germanPl: 'Fotos',
    pluralAddOn: '-s',
    englishPl: 'photos',
  },
  {
    type: 'noun',
    germanRoot: 'Witz',
    englishTransl: ['joke'],
    article: 'der',
    germanPl: 'Witze',
    pluralAddOn: '-e',
    englishPl: 'jokes',
  },
  {
    type: 'noun',
    germanRoot: 'Anruf',
    englishTransl: ['phone call', 'call'],
    article: 'der',
    germanPl: 'Anrufe',
    pluralAddOn: '-e',
    englishPl: 'phone calls',
  },
  {
    type: 'noun',
    germanRoot: 'Geschirr',
    englishTransl: ['dishes', 'crockery'],
    article: 'das',
    onlySing: true,
    englishExpl: 'Singular in German, where English says the dishes: Ich spüle das Geschirr.',
  },

  // Verbs whose perfect takes sein (change of place or state)
  {
    type: 'verb',
    germanRoot: 'fliegen',
    englishTransl: ['to fly'],
    pParticiple: 'ist geflogen',
    englishPParticiple: 'flown',
    imperative2ps: 'flieg',
    englishExpl:
      'Wir sind nach Berlin geflogen. A pilot who flies a plane (with a direct object) uses haben: Er hat das Flugzeug geflogen.',
  },
  {
    type: 'verb',
    germanRoot: 'bleiben',
    englishTransl: ['to stay', 'to remain'],
    pParticiple: 'ist geblieben',
    englishPParticiple: 'stayed',
    imperative2ps: 'bleib',
    englishExpl:
      'Takes sein in the perfect although nothing moves: Ich bin zu Hause geblieben. Like sein, it takes a predicate nominative: Er bleibt mein Freund.',
  },
  {
    type: 'verb',
    germanRoot: 'sterben',
    englishTransl: ['to die'],
    specialFeature: 'i',
    pParticiple: 'ist gestorben',
    englishPParticiple: 'died',
    imperative2ps: 'stirb',
    englishExpl: 'A stem changer (du stirbst, er stirbt); a change of state, so the perfect takes sein.',
  },
  {
    type: 'verb',
    germanRoot: 'passieren',
    englishTransl: ['to happen'],
    pParticiple: 'ist passiert',
    englishPParticiple: 'happened',
    englishExpl:
      'An -ieren verb with sein: Was ist passiert? What happened? Its subject is a thing or an event (es, was, das), so it has no imperative.',
  },
  {
    type: 'verb',
    germanRoot: 'aufstehen',
    englishTransl: ['to get up', 'to stand up'],
    pParticiple: 'ist aufgestanden',
    englishPParticiple: 'got up',
    imperative2ps: 'steh auf',
    englishExpl:
      'Separable: Ich stehe um sieben Uhr auf. The participle puts ge- after the prefix: Ich bin früh aufgestanden.',
  },
  {
    type: 'verb',
    germanRoot: 'aufwachen',
    englishTransl: ['to wake up'],
    pParticiple: 'ist aufgewacht',
    englishPParticiple: 'woken up',
    imperative2ps: 'wach auf',
    englishExpl: 'Separable: Ich wache früh auf. Ich bin früh aufgewacht.',
  },
  {
    type: 'verb',
    germanRoot: 'einschlafen',
    englishTransl: ['to fall asleep', 'to go to sleep'],
    specialFeature: 'ä',
    pParticiple: 'ist eingeschlafen',
    englishPParticiple: 'fallen asleep',
    imperative2ps: 'schlaf ein',
    englishExpl: 'Separable, with the stem change of schlafen: du schläfst ein, er schläft ein.',
  },
  {
    type: 'verb',
    germanRoot: 'mitkommen',
    englishTransl: ['to come along', 'to come with'],
    pParticiple: 'ist mitgekommen',
    englishPParticiple: 'come along',
    imperative2ps: 'komm mit',
    englishExpl: 'Separable: Kommst du mit? Are you coming (along)?',
  },
  {
    type: 'verb',
    germanRoot: 'zurückkommen',
    englishTransl: ['to come back', 'to return'],
    pParticiple: 'ist zurückgekommen',
    englishPParticiple: 'come back',
    imperative2ps: 'komm zurück',
    englishExpl: 'Separable: Wann kommst du zurück? Er ist gestern zurückgekommen.',
  },
  {
    type: 'verb',
    germanRoot: 'ankommen',
    englishTransl: ['to arrive'],
    pParticiple: 'ist angekommen',
    englishPParticiple: 'arrived',
    imperative2ps: 'komm an',
    englishExpl: 'Separable: Der Zug kommt um acht Uhr an. Wir sind spät angekommen.',
  },
  {
    type: 'verb',
    germanRoot: 'ausgehen',
    englishTransl: ['to go out'],
    pParticiple: 'ist ausgegangen',
    englishPParticiple: 'gone out',
    imperative2ps: 'geh aus',
    englishExpl: 'Separable; for going out in the evening: Am Samstag gehen wir aus.',
  },

  // Separable verbs with haben
  {
    type: 'verb',
    germanRoot: 'anrufen',
    englishTransl: ['to call (on the phone)', 'to phone'],
    pParticiple: 'angerufen',
    englishPParticiple: 'called',
    imperative2ps: 'ruf an',
    englishExpl:
      'Separable, with a direct object (accusative): Ich rufe meine Mutter an. Ich habe meine Mutter angerufen.',
  },
  {
    type: 'verb',
    germanRoot: 'einkaufen',
    englishTransl: ['to shop', 'to go shopping'],
    pParticiple: 'eingekauft',
    englishPParticiple: 'shopped',
    imperative2ps: 'kauf ein',
    englishExpl: 'Separable: Ich kaufe heute ein. Wir haben gestern eingekauft. (kaufen: to buy.)',
  },
  {
    type: 'verb',
    germanRoot: 'fernsehen',
    englishTransl: ['to watch TV', 'to watch television'],
    specialFeature: 'ie',
    pParticiple: 'ferngesehen',
    englishPParticiple: 'watched TV',
    imperative2ps: 'sieh fern',
    englishExpl:
      'Separable, with the stem change of sehen: du siehst fern, er sieht fern. Gestern Abend haben wir ferngesehen.',
  },
  {
    type: 'verb',
    germanRoot: 'anfangen',
    englishTransl: ['to start'],
    specialFeature: 'ä',
    pParticiple: 'angefangen',
    englishPParticiple: 'started',
    imperative2ps: 'fang an',
    englishExpl:
      'Separable, a→ä: du fängst an, er fängt an. Means the same as beginnen and is more usual in speech: Der Film fängt um acht Uhr an.',
  },
  {
    type: 'verb',
    germanRoot: 'einladen',
    englishTransl: ['to invite'],
    specialFeature: 'ä',
    pParticiple: 'eingeladen',
    englishPParticiple: 'invited',
    imperative2ps: 'lade ein',
    englishExpl:
      'Separable, a→ä, and the stem ends in -d: du lädst ein, er lädt ein, ihr ladet ein. Wir haben Anna eingeladen.',
  },
  {
    type: 'verb',
    germanRoot: 'aufräumen',
    englishTransl: ['to tidy up', 'to clean up'],
    pParticiple: 'aufgeräumt',
    englishPParticiple: 'tidied up',
    imperative2ps: 'räum auf',
    englishExpl: 'Separable: Ich räume das Zimmer auf. Hast du dein Zimmer aufgeräumt?',
  },
  {
    type: 'verb',
    germanRoot: 'abholen',
    englishTransl: ['to pick up', 'to collect'],
    pParticiple: 'abgeholt',
    englishPParticiple: 'picked up',
    imperative2ps: 'hol ab',
    englishExpl: 'Separable: Ich hole dich am Bahnhof ab. Er hat die Kinder von der Schule abgeholt.',
  },
  {
    type: 'verb',
    germanRoot: 'mitbringen',
    englishTransl: ['to bring along', 'to bring with you'],
    pParticiple: 'mitgebracht',
    englishPParticiple: 'brought along',
    imperative2ps: 'bring mit',
    englishExpl:
      'Separable; the participle has -t but a changed stem, like bringen (gebracht): Sie hat einen Kuchen mitgebracht.',
  },

  // Inseparable verbs (be-, ver-, er-, ent-, ge-, zer-): no ge- in the participle
  {
    type: 'verb',
    germanRoot: 'beginnen',
    englishTransl: ['to begin'],
    pParticiple: 'begonnen',
    englishPParticiple: 'begun',
    imperative2ps: 'beginn',
    englishExpl: 'Der Film hat um acht Uhr begonnen. Compare anfangen, which means the same.',
  },
  {
    type: 'verb',
    germanRoot: 'bekommen',
    englishTransl: ['to get', 'to receive'],
    pParticiple: 'bekommen',
    englishPParticiple: 'got, received',
    imperative2ps: 'bekomm',
    englishExpl:
      'A false friend: bekommen never means "to become" (that is werden). The participle is the same as the infinitive: Ich habe einen Brief bekommen.',
  },
  {
    type: 'verb',
    germanRoot: 'verstehen',
    englishTransl: ['to understand'],
    pParticiple: 'verstanden',
    englishPParticiple: 'understood',
    imperative2ps: 'versteh',
    englishExpl: 'Ich habe die Frage nicht verstanden. I did not understand the question.',
  },
  {
    type: 'verb',
    germanRoot: 'versuchen',
    englishTransl: ['to try'],
    pParticiple: 'versucht',
    englishPParticiple: 'tried',
    imperative2ps: 'versuch',
  },
  {
    type: 'verb',
    germanRoot: 'verbringen',
    englishTransl: ['to spend (time)'],
    pParticiple: 'verbracht',
    englishPParticiple: 'spent',
    imperative2ps: 'verbring',
    englishExpl:
      'Only for time; money is ausgeben. Wir haben das Wochenende in Hamburg verbracht. The participle is like gebracht.',
  },
  {
    type: 'verb',
    germanRoot: 'erleben',
    englishTransl: ['to experience'],
    pParticiple: 'erlebt',
    englishPParticiple: 'experienced',
    imperative2ps: 'erleb',
    englishExpl: 'Wir haben im Sommer viel erlebt. We experienced a lot in the summer.',
  },
  {
    type: 'verb',
    germanRoot: 'entscheiden',
    englishTransl: ['to decide'],
    pParticiple: 'entschieden',
    englishPParticiple: 'decided',
    imperative2ps: 'entscheide',
    englishExpl:
      'Stem ends in -d: du entscheidest, er entscheidet. Das hat mein Vater entschieden. My father decided that.',
  },
  {
    type: 'verb',
    germanRoot: 'gewinnen',
    englishTransl: ['to win'],
    pParticiple: 'gewonnen',
    englishPParticiple: 'won',
    imperative2ps: 'gewinn',
    englishExpl: 'It begins with the unstressed prefix ge-, so no second ge- is added: Wir haben gewonnen.',
  },
  {
    type: 'verb',
    germanRoot: 'zerbrechen',
    englishTransl: ['to break (into pieces)'],
    specialFeature: 'i',
    pParticiple: 'zerbrochen',
    englishPParticiple: 'broken',
    imperative2ps: 'zerbrich',
    englishExpl:
      'A stem changer (du zerbrichst, er zerbricht). With a direct object the perfect takes haben (Sie hat die Tasse zerbrochen); without one, sein (Die Tasse ist zerbrochen).',
  },

  // Verbs in -ieren: no ge- in the participle
  {
    type: 'verb',
    germanRoot: 'studieren',
    englishTransl: ['to study (at university)'],
    pParticiple: 'studiert',
    englishPParticiple: 'studied',
    imperative2ps: 'studier',
    englishExpl: 'At a university; at school, and for a test, German says lernen. Sie hat in Wien studiert.',
  },
  {
    type: 'verb',
    germanRoot: 'telefonieren',
    englishTransl: ['to talk on the phone', 'to make a phone call'],
    pParticiple: 'telefoniert',
    englishPParticiple: 'phoned',
    imperative2ps: 'telefonier',
    englishExpl:
      'With mit, not a direct object: Ich habe mit Anna telefoniert. To call someone is anrufen: Ich habe Anna angerufen.',
  },
  {
    type: 'verb',
    germanRoot: 'reparieren',
    englishTransl: ['to repair', 'to fix'],
    pParticiple: 'repariert',
    englishPParticiple: 'repaired',
    imperative2ps: 'reparier',
    englishExpl: 'Mein Vater hat das Fahrrad repariert.',
  },
  {
    type: 'verb',
    germanRoot: 'fotografieren',
    englishTransl: ['to photograph', 'to take photos'],
    pParticiple: 'fotografiert',
    englishPParticiple: 'photographed',
    imperative2ps: 'fotografier',
  },

  // Regular verbs of the daily routine (ge-…-t)
  {
    type: 'verb',
    germanRoot: 'frühstücken',
    englishTransl: ['to have breakfast'],
    pParticiple: 'gefrühstückt',
    englishPParticiple: 'had breakfast',
    imperative2ps: 'frühstück',
    englishExpl: 'Not separable: ich frühstücke, ich habe gefrühstückt.',
  },
  {
    type: 'verb',
    germanRoot: 'duschen',
    englishTransl: ['to shower', 'to take a shower'],
    pParticiple: 'geduscht',
    englishPParticiple: 'showered',
    imperative2ps: 'dusch',
    englishExpl: 'Regular: du duschst, er duscht. Ich habe schnell geduscht.',
  },
  {
    type: 'verb',
    germanRoot: 'putzen',
    englishTransl: ['to clean'],
    pParticiple: 'geputzt',
    englishPParticiple: 'cleaned',
    imperative2ps: 'putz',
    englishExpl: 'Stem ends in -z: du putzt (not putzst). Wir haben die Wohnung geputzt.',
  },
  {
    type: 'verb',
    germanRoot: 'spülen',
    englishTransl: ['to wash up', 'to do the dishes'],
    pParticiple: 'gespült',
    englishPParticiple: 'washed up',
    imperative2ps: 'spül',
    englishExpl: 'Ich habe das Geschirr gespült. I did the dishes.',
  },
] satisfies VocabularyEntry[];
