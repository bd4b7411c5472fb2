import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** A hint in brackets after a blank: the English of the adverb. */
function given(text: string): SentencePart {
  return [text, { isPrompt: true }];
}

/**
 * Adverbs (/ch9/drills/adverbs): 18 sentences, one blank each: the German of the adverb in
 * brackets, at the place German gives it. Every adverb of the chapter comes up (nie, selten,
 * manchmal, wieder, bald, später, übermorgen, sofort, wirklich, leider, vielleicht, natürlich,
 * zusammen, allein, oben, unten); three start the sentence, with the verb right after them, and
 * three sit between a time and a place (time – manner – place).
 */
export const adverbsDrill = {
  kind: 'fill-in-drill',
  table: 'ch9_adverbs',
  instructions:
    'Fill in the German adverb for the English word in brackets. Notice where it stands: a time before manner, manner before place, and the verb right after an adverb that starts the sentence. Press the eye button to see the translation.',
  items: [
    {
      main: ['Ich', 'trinke', '!textbox!', given('never'), 'Kaffee.'],
      answers: [['nie']],
      translation: 'I never drink coffee.',
      explanation: ['nie: never. It stands after the verb, before what it negates.'],
    },
    {
      main: ['Paul', 'kommt', '!textbox!', given('soon'), 'nach', 'Hause.'],
      answers: [['bald']],
      translation: 'Paul is coming home soon.',
      explanation: ['bald: soon, a time: before the place (nach Hause).'],
    },
    {
      main: ['Wir', 'fahren', 'morgen', '!textbox!', given('together'), 'nach', 'Berlin.'],
      answers: [['zusammen']],
      translation: 'We are going to Berlin together tomorrow.',
      explanation: ['zusammen: together, a manner: after the time (morgen), before the place (nach Berlin).'],
    },
    {
      main: ['Das', 'Bad', 'ist', '!textbox!', given('upstairs'), '.'],
      answers: [['oben']],
      translation: 'The bathroom is upstairs.',
      explanation: ['oben: upstairs, a place: at the end.'],
    },
    {
      main: ['Die', 'Küche', 'ist', '!textbox!', given('downstairs'), '.'],
      answers: [['unten']],
      translation: 'The kitchen is downstairs.',
      explanation: ['unten: downstairs, a place: at the end.'],
    },
    {
      main: ['Er', 'wohnt', 'seit', 'einem', 'Jahr', '!textbox!', given('alone'), 'in', 'Wien.'],
      answers: [['allein']],
      translation: 'He has been living alone in Vienna for a year.',
      explanation: ['allein: alone, a manner: after the time (seit einem Jahr), before the place (in Wien).'],
    },
    {
      main: ['!textbox!', given('unfortunately'), 'habe', 'ich', 'heute', 'keine', 'Zeit.'],
      answers: [['Leider', 'leider']],
      translation: "Unfortunately I don't have time today.",
      explanation: [
        'Leider: unfortunately. It can start the sentence; then the verb comes next and the subject after it.',
      ],
    },
    {
      main: ['!textbox!', given('perhaps'), 'kommt', 'sie', 'morgen.'],
      answers: [['Vielleicht', 'vielleicht']],
      translation: 'Perhaps she is coming tomorrow.',
      explanation: ['Vielleicht: perhaps, maybe. At the start it takes first place: the verb comes next.'],
    },
    {
      main: ['Der', 'Film', 'ist', '!textbox!', given('really'), 'gut.'],
      answers: [['wirklich']],
      translation: 'The film is really good.',
      explanation: ['wirklich: really, before the adjective it makes stronger.'],
    },
    {
      main: ['!textbox!', given('of course'), 'helfe', 'ich', 'dir.'],
      answers: [['Natürlich', 'natürlich']],
      translation: 'Of course I will help you.',
      explanation: ['Natürlich: of course. At the start it takes first place: the verb comes next.'],
    },
    {
      main: ['Wir', 'essen', '!textbox!', given('rarely'), 'im', 'Restaurant.'],
      answers: [['selten']],
      translation: 'We rarely eat in a restaurant.',
      explanation: ['selten: rarely, how often: before the place (im Restaurant).'],
    },
    {
      main: ['Sie', 'kocht', '!textbox!', given('sometimes'), 'für', 'uns.'],
      answers: [['manchmal']],
      translation: 'She sometimes cooks for us.',
      explanation: ['manchmal: sometimes, how often: after the verb.'],
    },
    {
      main: ['Der', 'Hund', 'ist', '!textbox!', given('again'), 'im', 'Garten.'],
      answers: [['wieder']],
      translation: 'The dog is in the garden again.',
      explanation: ['wieder: again, before the place (im Garten); English puts again at the end.'],
    },
    {
      main: ['Ich', 'mache', 'das', '!textbox!', given('later'), '.'],
      answers: [['später']],
      translation: 'I will do that later.',
      explanation: ['später: later, a time, after the pronoun object das.'],
    },
    {
      main: ['Wir', 'ziehen', '!textbox!', given('the day after tomorrow'), 'um.'],
      answers: [['übermorgen']],
      translation: 'We are moving the day after tomorrow.',
      explanation: ['übermorgen: the day after tomorrow, a time; the separable um stays at the end.'],
    },
    {
      main: ['Der', 'Kellner', 'bringt', 'uns', '!textbox!', given('right away'), 'den', 'Kaffee.'],
      answers: [['sofort']],
      translation: 'The waiter is bringing us the coffee right away.',
      explanation: ['sofort: right away, a time, after the pronoun object uns.'],
    },
    {
      main: ['Die', 'Kinder', 'spielen', 'heute', '!textbox!', given('together'), 'im', 'Garten.'],
      answers: [['zusammen']],
      translation: 'The children are playing together in the garden today.',
      explanation: ['zusammen: together, a manner: after the time (heute), before the place (im Garten).'],
    },
    {
      main: ['Fährst', 'du', '!textbox!', given('again'), 'nach', 'Wien?'],
      answers: [['wieder']],
      translation: 'Are you going to Vienna again?',
      explanation: ['wieder: again, before the place (nach Wien).'],
    },
  ],
} satisfies FillInDrill;
