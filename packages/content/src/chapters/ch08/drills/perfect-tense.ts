import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The infinitive to put into the perfect, shown in brackets after the participle's blank. */
function infinitive(verb: string): SentencePart {
  return [verb, { isPrompt: true }];
}

/**
 * Perfect Tense (/ch8/drills/perfect_tense): 23 sentences, each with two blanks, the auxiliary
 * (the conjugated form of haben or sein, in second position) and the past participle (at the end).
 * Every kind of participle of the chapter: regular ge-…-t, irregular ge-…-en, separable
 * (ge- after the prefix), inseparable (no ge-), -ieren (no ge-); every person of both
 * auxiliaries; sein for a change of place or state and for sein and bleiben.
 */
export const perfectTenseDrill = {
  kind: 'fill-in-drill',
  table: 'ch8_perfect',
  instructions:
    'Put the verb in brackets into the perfect tense: write the form of haben or sein in the first blank and the past participle in the second. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', '!textbox!', 'gestern', 'Fußball', '!textbox2!', infinitive('spielen'), '.'],
      answers: [['habe'], ['gespielt']],
      translation: 'I played football yesterday.',
      explanation: [
        'habe: spielen is an activity with no change of place or state, so haben; ich habe.',
        'gespielt: a regular verb: ge- + stem spiel + -t.',
      ],
    },
    {
      main: ['Ich', '!textbox!', 'heute', 'früh', '!textbox2!', infinitive('aufwachen'), '.'],
      answers: [['bin'], ['aufgewacht']],
      translation: 'I woke up early today.',
      explanation: [
        'bin: aufwachen is a change of state (asleep → awake), so sein; ich bin.',
        'aufgewacht: a separable verb puts ge- between the prefix and the regular participle: auf + ge + wacht.',
      ],
    },
    {
      main: ['Du', '!textbox!', 'sehr', 'spät', '!textbox2!', infinitive('aufstehen'), '.'],
      answers: [['bist'], ['aufgestanden']],
      translation: 'You got up very late.',
      explanation: [
        'bist: aufstehen is a change of place and state, so sein; du bist.',
        'aufgestanden: separable, ge- after the prefix: auf + gestanden (stehen is irregular: gestanden).',
      ],
    },
    {
      main: [
        'Wir',
        '!textbox!',
        'am',
        'Wochenende',
        'nach',
        'Berlin',
        '!textbox2!',
        infinitive('fahren'),
        '.',
      ],
      answers: [['sind'], ['gefahren']],
      translation: 'We went to Berlin at the weekend.',
      explanation: [
        'sind: fahren is a change of place, so sein; wir sind.',
        'gefahren: an irregular verb: ge- + fahr + -en, with the a of the infinitive.',
      ],
    },
    {
      main: ['Anna', '!textbox!', 'ihre', 'Großmutter', '!textbox2!', infinitive('anrufen'), '.'],
      answers: [['hat'], ['angerufen']],
      translation: 'Anna called her grandmother.',
      explanation: [
        'hat: anrufen has a direct object (ihre Großmutter), so haben; sie hat.',
        'angerufen: separable, ge- after the prefix: an + ge + rufen (irregular, -en).',
      ],
    },
    {
      main: ['!textbox!', 'ihr', 'schon', '!textbox2!', infinitive('frühstücken'), '?'],
      answers: [['Habt'], ['gefrühstückt']],
      translation: 'Have you had breakfast yet?',
      explanation: [
        'Habt: frühstücken is an activity, so haben; ihr habt, first in a yes-or-no question, with a capital H.',
        'gefrühstückt: a regular verb: ge- + frühstück + -t.',
      ],
    },
    {
      main: ['Mein', 'Vater', '!textbox!', 'das', 'Fahrrad', '!textbox2!', infinitive('reparieren'), '.'],
      answers: [['hat'], ['repariert']],
      translation: 'My father repaired the bicycle.',
      explanation: [
        'hat: reparieren has a direct object (das Fahrrad), so haben; er hat.',
        'repariert: verbs in -ieren take no ge-: reparier + -t.',
      ],
    },
    {
      main: ['Die', 'Kinder', '!textbox!', 'um', 'acht', 'Uhr', '!textbox2!', infinitive('einschlafen'), '.'],
      answers: [['sind'], ['eingeschlafen']],
      translation: "The children fell asleep at eight o'clock.",
      explanation: [
        'sind: einschlafen is a change of state (awake → asleep), so sein; sie (the children) sind.',
        'eingeschlafen: separable, ge- after the prefix: ein + geschlafen (schlafen is irregular: -en).',
      ],
    },
    {
      main: ['Wir', '!textbox!', 'die', 'Regel', 'nicht', '!textbox2!', infinitive('verstehen'), '.'],
      answers: [['haben'], ['verstanden']],
      translation: "We didn't understand the rule.",
      explanation: [
        'haben: verstehen has a direct object (die Regel), so haben; wir haben.',
        'verstanden: ver- is an inseparable prefix, so no ge-: ver + standen.',
      ],
    },
    {
      main: ['Er', '!textbox!', 'gestern', 'Abend', 'zu', 'Hause', '!textbox2!', infinitive('bleiben'), '.'],
      answers: [['ist'], ['geblieben']],
      translation: 'He stayed at home yesterday evening.',
      explanation: [
        'ist: bleiben always takes sein, although nothing changes; er ist.',
        'geblieben: an irregular verb: ge- + blieb + -en (ei becomes ie).',
      ],
    },
    {
      main: [
        '!textbox!',
        'Sie',
        ['formal', { isPrompt: true }],
        'den',
        'Brief',
        '!textbox2!',
        infinitive('bekommen'),
        '?',
      ],
      answers: [['Haben'], ['bekommen']],
      translation: 'Did you get the letter?',
      explanation: [
        'Haben: bekommen has a direct object (den Brief) and takes haben; Sie haben, first in a yes-or-no question.',
        'bekommen: be- is an inseparable prefix, so no ge-: the participle looks like the infinitive.',
      ],
    },
    {
      main: ['Ihr', '!textbox!', 'zu', 'spät', '!textbox2!', infinitive('ankommen'), '.'],
      answers: [['seid'], ['angekommen']],
      translation: 'You arrived too late.',
      explanation: [
        'seid: ankommen is a change of place, so sein; ihr seid.',
        'angekommen: separable, ge- after the prefix: an + gekommen.',
      ],
    },
    {
      main: ['Ich', '!textbox!', 'das', 'Geschirr', '!textbox2!', infinitive('spülen'), '.'],
      answers: [['habe'], ['gespült']],
      translation: 'I washed the dishes.',
      explanation: [
        'habe: spülen has a direct object (das Geschirr), so haben; ich habe.',
        'gespült: a regular verb: ge- + spül + -t.',
      ],
    },
    {
      main: ['Paul', '!textbox!', 'Deutsch', '!textbox2!', infinitive('studieren'), '.'],
      answers: [['hat'], ['studiert']],
      translation: 'Paul studied German.',
      explanation: [
        'hat: studieren takes haben; er hat.',
        'studiert: verbs in -ieren take no ge-: studier + -t.',
      ],
    },
    {
      main: [
        'Meine',
        'Schwester',
        '!textbox!',
        'einen',
        'Kuchen',
        '!textbox2!',
        infinitive('mitbringen'),
        '.',
      ],
      answers: [['hat'], ['mitgebracht']],
      translation: 'My sister brought a cake.',
      explanation: [
        'hat: mitbringen has a direct object (einen Kuchen), so haben; sie hat.',
        'mitgebracht: separable, ge- after the prefix: mit + gebracht (bringen is irregular: gebracht).',
      ],
    },
    {
      main: ['Du', '!textbox!', 'dein', 'Zimmer', 'nicht', '!textbox2!', infinitive('aufräumen'), '.'],
      answers: [['hast'], ['aufgeräumt']],
      translation: "You didn't tidy up your room.",
      explanation: [
        'hast: aufräumen has a direct object (dein Zimmer), so haben; du hast.',
        'aufgeräumt: separable, ge- after the prefix: auf + ge + räumt.',
      ],
    },
    {
      main: ['Was', '!textbox!', 'gestern', '!textbox2!', infinitive('passieren'), '?'],
      answers: [['ist'], ['passiert']],
      translation: 'What happened yesterday?',
      explanation: [
        'ist: passieren takes sein (something comes about); was is er/sie/es: ist.',
        'passiert: verbs in -ieren take no ge-: passier + -t.',
      ],
    },
    {
      main: ['Wir', '!textbox!', 'sehr', 'müde', '!textbox2!', infinitive('sein'), '.'],
      answers: [['sind'], ['gewesen']],
      translation: 'We were very tired.',
      explanation: [
        'sind: sein takes sein; wir sind.',
        'gewesen: the participle of sein is irregular: gewesen.',
      ],
    },
    {
      main: ['Der', 'Film', '!textbox!', 'spät', '!textbox2!', infinitive('anfangen'), '.'],
      answers: [['hat'], ['angefangen']],
      translation: 'The film started late.',
      explanation: [
        'hat: anfangen takes haben; der Film is er: hat.',
        'angefangen: separable, ge- after the prefix: an + gefangen (fangen is irregular: -en).',
      ],
    },
    {
      main: [
        'Ich',
        '!textbox!',
        'meine',
        'Freunde',
        'zur',
        'Party',
        '!textbox2!',
        infinitive('einladen'),
        '.',
      ],
      answers: [['habe'], ['eingeladen']],
      translation: 'I invited my friends to the party.',
      explanation: [
        'habe: einladen has a direct object (meine Freunde), so haben; ich habe.',
        'eingeladen: separable, ge- after the prefix: ein + geladen (laden is irregular: -en).',
      ],
    },
    {
      main: ['Er', '!textbox!', 'das', 'Glas', '!textbox2!', infinitive('zerbrechen'), '.'],
      answers: [['hat'], ['zerbrochen']],
      translation: 'He broke the glass.',
      explanation: [
        'hat: zerbrechen has a direct object here (das Glas), so haben; er hat.',
        'zerbrochen: zer- is an inseparable prefix, so no ge-; the stem changes e → o: zer + brochen.',
      ],
      notes: ['Without an object the glass itself changes state and takes sein: Das Glas ist zerbrochen.'],
    },
    {
      main: ['Ihr', '!textbox!', 'gestern', 'Deutsch', '!textbox2!', infinitive('lernen'), '.'],
      answers: [['habt'], ['gelernt']],
      translation: 'You learned German yesterday.',
      explanation: ['habt: lernen takes haben; ihr habt.', 'gelernt: a regular verb: ge- + lern + -t.'],
    },
    {
      main: ['Die', 'Touristen', '!textbox!', 'nach', 'Hause', '!textbox2!', infinitive('fliegen'), '.'],
      answers: [['sind'], ['geflogen']],
      translation: 'The tourists flew home.',
      explanation: [
        'sind: fliegen is a change of place, so sein; sie (the tourists) sind.',
        'geflogen: an irregular verb: ge- + flog + -en (ie becomes o).',
      ],
    },
  ],
} satisfies FillInDrill;
