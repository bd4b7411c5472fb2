import type { FillInDrill } from '../../../sets/schema.ts';

/**
 * Modal Verbs (/ch11/drills/modal_verbs): 24 sentences, each with one blank for the present form
 * of the modal verb in brackets (dürfen, können, mögen, müssen, sollen, wollen, möchten), every
 * person practised. The infinitive of the other verb already stands at the end of the sentence;
 * mögen is practised as a full verb with a noun object (Ich mag keinen Tee).
 */
export const modalVerbsDrill = {
  kind: 'fill-in-drill',
  table: 'ch11_modal_verbs',
  instructions:
    'Fill in the present form of the modal verb in brackets. The infinitive of the other verb stands at the end of the sentence. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', '!textbox!', 'heute arbeiten.', ['müssen', { isPrompt: true }]],
      answers: [['muss']],
      translation: 'I have to work today.',
      explanation: ['muss: müssen changes its stem in the singular (muss-); ich has no ending.'],
    },
    {
      main: ['!textbox!', 'du Deutsch sprechen?', ['können', { isPrompt: true }]],
      answers: [['Kannst']],
      translation: 'Can you speak German?',
      explanation: [
        'Kannst: können has the stem kann- in the singular; du adds -st. It starts the question.',
      ],
    },
    {
      main: ['Anna', '!textbox!', 'einen Kaffee trinken.', ['möchten', { isPrompt: true }]],
      answers: [['möchte']],
      translation: 'Anna would like to drink a coffee.',
      explanation: ['möchte: er/sie/es is the same as ich, ending -e.'],
    },
    {
      main: ['Wir', '!textbox!', 'am Samstag einkaufen.', ['wollen', { isPrompt: true }]],
      answers: [['wollen']],
      translation: 'We want to go shopping on Saturday.',
      explanation: ['wollen: wir is the infinitive. The separable verb einkaufen stays joined at the end.'],
    },
    {
      main: ['Ihr', '!textbox!', 'hier nicht rauchen.', ['dürfen', { isPrompt: true }]],
      answers: [['dürft']],
      translation: 'You are not allowed to smoke here.',
      explanation: ['dürft: the plural keeps the umlaut of the infinitive; ihr adds -t.'],
    },
    {
      main: ['Die Studenten', '!textbox!', 'die Aufgabe üben.', ['sollen', { isPrompt: true }]],
      answers: [['sollen']],
      translation: 'The students are supposed to practise the exercise.',
      explanation: ['sollen: sie (plural) is the infinitive.'],
    },
    {
      main: ['Er', '!textbox!', 'keinen Fisch.', ['mögen', { isPrompt: true }]],
      answers: [['mag']],
      translation: "He doesn't like fish.",
      explanation: [
        'mag: mögen has the stem mag- in the singular; er/sie/es has no ending. Here mögen has a noun object and no infinitive.',
      ],
    },
    {
      main: ['!textbox!', 'ich heute mitkommen?', ['dürfen', { isPrompt: true }]],
      answers: [['Darf']],
      translation: 'May I come along today?',
      explanation: [
        'Darf: dürfen has the stem darf- in the singular; ich has no ending. It starts the question.',
      ],
    },
    {
      main: ['Du', '!textbox!', 'pünktlich sein.', ['sollen', { isPrompt: true }]],
      answers: [['sollst']],
      translation: 'You are supposed to be on time.',
      explanation: ['sollst: sollen keeps its vowel; du adds -st.'],
    },
    {
      main: ['Paul', '!textbox!', 'sehr gut kochen.', ['können', { isPrompt: true }]],
      answers: [['kann']],
      translation: 'Paul can cook very well.',
      explanation: ['kann: er/sie/es is the same as ich, with no ending.'],
    },
    {
      main: ['Wir', '!textbox!', 'morgen früh aufstehen.', ['müssen', { isPrompt: true }]],
      answers: [['müssen']],
      translation: 'We have to get up early tomorrow.',
      explanation: ['müssen: wir is the infinitive, with its umlaut. aufstehen stays joined at the end.'],
    },
    {
      main: ['!textbox!', 'ihr ins Kino gehen?', ['wollen', { isPrompt: true }]],
      answers: [['Wollt']],
      translation: 'Do you want to go to the cinema?',
      explanation: ['Wollt: the plural keeps the stem woll-; ihr adds -t. It starts the question.'],
    },
    {
      main: ['Meine Eltern', '!textbox!', 'ein neues Auto kaufen.', ['möchten', { isPrompt: true }]],
      answers: [['möchten']],
      translation: 'My parents would like to buy a new car.',
      explanation: ['möchten: sie (plural) ends in -en.'],
    },
    {
      main: ['Ich', '!textbox!', 'keinen Tee.', ['mögen', { isPrompt: true }]],
      answers: [['mag']],
      translation: "I don't like tea.",
      explanation: ['mag: ich has no ending. mögen with a noun means to like; möchte would mean would like.'],
    },
    {
      main: ['Du', '!textbox!', 'heute nicht fernsehen.', ['dürfen', { isPrompt: true }]],
      answers: [['darfst']],
      translation: "You aren't allowed to watch TV today.",
      explanation: ['darfst: the singular stem darf- and the du ending -st.'],
    },
    {
      main: ['Er', '!textbox!', 'ein neues Fahrrad kaufen.', ['wollen', { isPrompt: true }]],
      answers: [['will']],
      translation: 'He wants to buy a new bicycle.',
      explanation: [
        'will: wollen has the stem will- in the singular; er/sie/es has no ending (not wollt, not willt).',
      ],
    },
    {
      main: ['!textbox!', 'Sie mir helfen?', ['können', { isPrompt: true }]],
      answers: [['Können']],
      translation: 'Can you help me?',
      explanation: ['Können: formal Sie is the infinitive. It starts the question.'],
    },
    {
      main: ['Ihr', '!textbox!', 'jetzt nach Hause gehen.', ['müssen', { isPrompt: true }]],
      answers: [['müsst']],
      translation: 'You have to go home now.',
      explanation: ['müsst: the plural keeps the umlaut; ihr adds -t.'],
    },
    {
      main: ['Ich', '!textbox!', 'Lehrerin werden.', ['wollen', { isPrompt: true }]],
      answers: [['will']],
      translation: 'I want to become a teacher.',
      explanation: [
        'will: ich has no ending, like er/sie/es. Do not confuse ich will (I want) with the English will.',
      ],
    },
    {
      main: ['!textbox!', 'du einen Tee trinken?', ['möchten', { isPrompt: true }]],
      answers: [['Möchtest']],
      translation: 'Would you like to drink a tea?',
      explanation: ['Möchtest: du adds -st to möchte-. It starts the question.'],
    },
    {
      main: ['Wir', '!textbox!', 'viel üben.', ['sollen', { isPrompt: true }]],
      answers: [['sollen']],
      translation: 'We are supposed to practise a lot.',
      explanation: ['sollen: wir is the infinitive.'],
    },
    {
      main: ['Die Kinder', '!textbox!', 'im Garten spielen.', ['dürfen', { isPrompt: true }]],
      answers: [['dürfen']],
      translation: 'The children are allowed to play in the garden.',
      explanation: ['dürfen: sie (plural) is the infinitive, with its umlaut.'],
    },
    {
      main: ['Ihr', '!textbox!', 'sehr gut schwimmen.', ['können', { isPrompt: true }]],
      answers: [['könnt']],
      translation: 'You can swim very well.',
      explanation: ['könnt: the plural keeps the umlaut; ihr adds -t.'],
    },
    {
      main: ['!textbox!', 'du Hunde?', ['mögen', { isPrompt: true }]],
      answers: [['Magst']],
      translation: 'Do you like dogs?',
      explanation: ['Magst: the singular stem mag- and the du ending -st. It starts the question.'],
    },
  ],
} satisfies FillInDrill;
