import type { FillInDrill } from '../../../sets/schema.ts';

/**
 * "Using Verbs" (/ch1/drills/verb_use): one present-tense form per sentence, covering every
 * ending (ich, du, er/sie/es, wir, ihr, sie/Sie), both kinds of special stem and all forms of
 * sein and haben. The infinitive is the prompt word, shown in brackets after the blank.
 */
export const verbUseDrill = {
  kind: 'fill-in-drill',
  table: 'ch1_verb_conj',
  instructions:
    'Fill in the correct present-tense form of the verb in brackets. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', '!textbox!', ['wohnen', { isPrompt: true }], 'hier.'],
      answers: [['wohne']],
      translation: 'I live here.',
      explanation: ['ich takes -e: wohn + e = wohne.'],
    },
    {
      main: ['Du', '!textbox!', ['spielen', { isPrompt: true }], 'sehr', 'gut', 'Fußball.'],
      answers: [['spielst']],
      translation: 'You play football very well.',
      explanation: ['du takes -st: spiel + st = spielst.'],
    },
    {
      main: ['Paul', '!textbox!', ['lernen', { isPrompt: true }], 'Deutsch.'],
      answers: [['lernt']],
      translation: 'Paul is learning German.',
      explanation: ['Paul is one person you talk about (er), and er takes -t: lern + t = lernt.'],
    },
    {
      main: ['Lena', '!textbox!', ['hören', { isPrompt: true }], 'oft', 'Musik.'],
      answers: [['hört']],
      translation: 'Lena often listens to music.',
      explanation: ['Lena is one person you talk about (sie, she), and sie takes -t: hör + t = hört.'],
    },
    {
      main: ['Wir', '!textbox!', ['kochen', { isPrompt: true }], 'heute.'],
      answers: [['kochen']],
      translation: 'We are cooking today.',
      explanation: ['wir takes -en, so the form is the same as the infinitive: kochen.'],
    },
    {
      main: ['Was', '!textbox!', ['machen', { isPrompt: true }], 'ihr', 'jetzt?'],
      answers: [['macht']],
      translation: 'What are you doing now?',
      explanation: [
        'ihr takes -t: mach + t = macht. In a W-question the verb comes second, after the question word.',
      ],
    },
    {
      main: ['Anna', 'und', 'Jonas', '!textbox!', ['kommen', { isPrompt: true }], 'morgen.'],
      answers: [['kommen']],
      translation: 'Anna and Jonas are coming tomorrow.',
      explanation: ['Anna und Jonas are two people (sie, they), and sie takes -en: kommen.'],
    },
    {
      main: ['Wohin', '!textbox!', ['gehen', { isPrompt: true }], 'Sie?'],
      answers: [['gehen']],
      translation: 'Where are you going?',
      explanation: ['Formal Sie takes -en, like wir and sie (they): gehen.'],
    },
    {
      main: [
        'Paul',
        'und',
        'Jonas',
        'sind',
        'müde.',
        'Sie',
        '!textbox!',
        ['warten', { isPrompt: true }],
        'hier.',
      ],
      answers: [['warten']],
      translation: 'Paul and Jonas are tired. They are waiting here.',
      explanation: [
        'sie (they) takes -en: wart + en = warten. A -t stem needs the extra -e- only before -st and -t.',
      ],
    },
    {
      main: ['Du', '!textbox!', ['arbeiten', { isPrompt: true }], 'heute.'],
      answers: [['arbeitest']],
      translation: 'You are working today.',
      explanation: ['arbeiten has a stem ending in -t, so du adds -est: du arbeitest.'],
    },
    {
      main: [
        'Lena',
        'ist',
        'krank.',
        'Sie',
        '!textbox!',
        ['arbeiten', { isPrompt: true }],
        'heute',
        'nicht.',
      ],
      answers: [['arbeitet']],
      translation: 'Lena is sick. She is not working today.',
      explanation: [
        'Sie here means Lena (she). The stem arbeit- ends in -t, so er/sie/es adds -et: sie arbeitet.',
      ],
    },
    {
      main: ['Warum', '!textbox!', ['warten', { isPrompt: true }], 'ihr?'],
      answers: [['wartet']],
      translation: 'Why are you waiting?',
      explanation: ['warten has a stem ending in -t, so ihr adds -et: ihr wartet.'],
    },
    {
      main: ['Wie', '!textbox!', ['finden', { isPrompt: true }], 'du', 'Hamburg?'],
      answers: [['findest']],
      translation: 'What do you think of Hamburg?',
      explanation: ['finden has a stem ending in -d, so du adds -est: du findest.'],
    },
    {
      main: ['Er', '!textbox!', ['finden', { isPrompt: true }], 'Berlin', 'sehr', 'groß.'],
      answers: [['findet']],
      translation: 'He thinks Berlin is very big.',
      explanation: ['finden has a stem ending in -d, so er adds -et: er findet.'],
    },
    {
      main: ['Warum', '!textbox!', ['antworten', { isPrompt: true }], 'du', 'nicht?'],
      answers: [['antwortest']],
      translation: "Why aren't you answering?",
      explanation: ['antworten has a stem ending in -t, so du adds -est: du antwortest.'],
    },
    {
      main: ['Frau', 'Schneider', '!textbox!', ['antworten', { isPrompt: true }], 'immer.'],
      answers: [['antwortet']],
      translation: 'Ms. Schneider always answers.',
      explanation: [
        'Frau Schneider is one person you talk about (sie, she). The stem antwort- ends in -t, so the sie (she) form adds -et: antwortet.',
      ],
    },
    {
      main: ['Wie', '!textbox!', ['heißen', { isPrompt: true }], 'du?'],
      answers: [['heißt']],
      translation: "What's your name?",
      explanation: ['heißen has a stem ending in -ß, so du adds only -t: du heißt (not heißst).'],
    },
    {
      main: ['Du', '!textbox!', ['tanzen', { isPrompt: true }], 'sehr', 'gut.'],
      answers: [['tanzt']],
      translation: 'You dance very well.',
      explanation: ['tanzen has a stem ending in -z, so du adds only -t: du tanzt (not tanzst).'],
    },
    {
      main: ['Wohin', '!textbox!', ['reisen', { isPrompt: true }], 'du', 'morgen?'],
      answers: [['reist']],
      translation: 'Where are you travelling to tomorrow?',
      explanation: ['reisen has a stem ending in -s, so du adds only -t: du reist (not reisst).'],
    },
    {
      main: ['Ich', '!textbox!', ['sein', { isPrompt: true }], 'müde.'],
      answers: [['bin']],
      translation: 'I am tired.',
      explanation: ['sein is irregular: ich bin.'],
    },
    {
      main: ['Du', '!textbox!', ['sein', { isPrompt: true }], 'sehr', 'nett.'],
      answers: [['bist']],
      translation: 'You are very nice.',
      explanation: ['sein is irregular: du bist.'],
    },
    {
      main: ['Es', '!textbox!', ['sein', { isPrompt: true }], 'sehr', 'gut.'],
      answers: [['ist']],
      translation: 'It is very good.',
      explanation: ['sein is irregular: er/sie/es ist.'],
    },
    {
      main: ['Wir', '!textbox!', ['sein', { isPrompt: true }], 'heute', 'krank.'],
      answers: [['sind']],
      translation: 'We are sick today.',
      explanation: ['sein is irregular: wir sind.'],
    },
    {
      main: ['Wo', '!textbox!', ['sein', { isPrompt: true }], 'ihr?'],
      answers: [['seid']],
      translation: 'Where are you?',
      explanation: ['sein is irregular: ihr seid (with a d; sind is for wir, sie and Sie).'],
    },
    {
      main: ['Wie', 'alt', '!textbox!', ['sein', { isPrompt: true }], 'Sie?'],
      answers: [['sind']],
      translation: 'How old are you?',
      explanation: ['sein is irregular: Sie sind (formal Sie has the same form as wir and sie, they).'],
    },
    {
      main: ['Ich', '!textbox!', ['haben', { isPrompt: true }], 'heute', 'Deutsch.'],
      answers: [['habe']],
      translation: 'I have German today.',
      explanation: ['haben takes the regular ending for ich: ich habe.'],
    },
    {
      main: ['Wann', '!textbox!', ['haben', { isPrompt: true }], 'du', 'Englisch?'],
      answers: [['hast']],
      translation: 'When do you have English?',
      explanation: ['haben drops the b in the du form: du hast.'],
    },
    {
      main: ['Anna', '!textbox!', ['haben', { isPrompt: true }], 'morgen', 'Musik.'],
      answers: [['hat']],
      translation: 'Anna has music tomorrow.',
      explanation: ['haben drops the b in the er/sie/es form: sie hat.'],
    },
    {
      main: ['Wir', '!textbox!', ['haben', { isPrompt: true }], 'jetzt', 'Englisch.'],
      answers: [['haben']],
      translation: 'We have English now.',
      explanation: ['wir takes -en, the same as the infinitive: wir haben.'],
    },
    {
      main: ['Was', '!textbox!', ['haben', { isPrompt: true }], 'ihr', 'heute?'],
      answers: [['habt']],
      translation: 'What do you have today?',
      explanation: ['haben is regular in the ihr form: hab + t = habt.'],
    },
  ],
} satisfies FillInDrill;
