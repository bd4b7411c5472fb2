import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The infinitive to conjugate, shown in brackets after its blank. */
function infinitive(verb: string): SentencePart {
  return [verb, { isPrompt: true }];
}

/**
 * Stem-Changing Verbs (/ch4/drills/stem_changing_verbs): 19 sentences, one present-tense form each.
 * Every stem changer of the chapter's tables (geben, essen, nehmen, sprechen, helfen, treffen,
 * vergessen, werfen) in the du or er/sie/es form that changes e → i, the persons that keep the e
 * (ich, wir, ihr, Sie), and two chapter 1 verbs whose e never changes (lernen, gehen) for
 * contrast. No blank starts a sentence, so every answer is written in lower case.
 */
export const stemChangingVerbsDrill = {
  kind: 'fill-in-drill',
  table: 'ch4_irreg_verbs',
  instructions:
    'Fill in the correct present-tense form of the verb in brackets. Remember that stem-changing verbs change e to i only in the du and er/sie/es forms. Press the eye button to see the translation.',
  items: [
    {
      main: ['Du', '!textbox!', infinitive('geben'), 'dem', 'Kellner', 'das', 'Geld.'],
      answers: [['gibst']],
      verb: true,
      translation: 'You give the waiter the money.',
      explanation: ['gibst: geben changes its stem from e to i in the du form: gib + st = gibst.'],
    },
    {
      main: ['Hier', '!textbox!', infinitive('geben'), 'es', 'keinen', 'Park.'],
      answers: [['gibt']],
      verb: true,
      translation: 'There is no park here.',
      explanation: [
        'gibt: es gibt (there is, there are) is the es form of geben, with the stem change e → i: gib + t = gibt.',
      ],
      notes: ['es gibt takes the accusative: keinen Park (masculine accusative).'],
    },
    {
      main: ['Was', '!textbox!', infinitive('essen'), 'du', 'heute?'],
      answers: [['isst']],
      verb: true,
      translation: 'What are you eating today?',
      explanation: [
        'isst: du changes the stem from e to i, and a stem ending in -s adds only -t: iss + t = isst.',
      ],
    },
    {
      main: ['Ich', '!textbox!', infinitive('essen'), 'kein', 'Fleisch.'],
      answers: [['esse']],
      verb: true,
      translation: "I don't eat meat.",
      explanation: ['esse: only du and er/sie/es change the stem; ich keeps the e: ess + e = esse.'],
    },
    {
      main: ['Paul', '!textbox!', infinitive('nehmen'), 'heute', 'ein', 'Taxi.'],
      answers: [['nimmt']],
      verb: true,
      translation: 'Paul is taking a taxi today.',
      explanation: [
        'nimmt: nehmen is irregular in er/sie/es: e becomes i, the h drops out and the m doubles: nimm + t = nimmt.',
      ],
    },
    {
      main: ['Warum', '!textbox!', infinitive('nehmen'), 'du', 'den', 'Zug?'],
      answers: [['nimmst']],
      verb: true,
      translation: 'Why are you taking the train?',
      explanation: ['nimmst: du has the same irregular stem as er: nimm + st = nimmst.'],
    },
    {
      main: ['Wir', '!textbox!', infinitive('nehmen'), 'den', 'Fisch', 'und', 'den', 'Salat.'],
      answers: [['nehmen']],
      verb: true,
      translation: "We'll have the fish and the salad.",
      explanation: ['nehmen: wir has no stem change; the form is the infinitive: nehm + en = nehmen.'],
      notes: ['In a restaurant nehmen means to have (to order): Ich nehme die Suppe.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('sprechen'), 'sehr', 'gut', 'Deutsch.'],
      answers: [['sprichst']],
      verb: true,
      translation: 'You speak German very well.',
      explanation: ['sprichst: du changes the stem from e to i: sprich + st = sprichst.'],
    },
    {
      main: ['Meine', 'Großmutter', '!textbox!', infinitive('sprechen'), 'kein', 'Englisch.'],
      answers: [['spricht']],
      verb: true,
      translation: "My grandmother doesn't speak English.",
      explanation: [
        'spricht: meine Großmutter is one person you talk about (sie, she), and sie changes the stem: sprich + t = spricht.',
      ],
      notes: ['A language is negated with kein: Sie spricht kein Englisch.'],
    },
    {
      main: ['Wie', 'gut', '!textbox!', infinitive('sprechen'), 'Sie', 'Englisch?'],
      answers: [['sprechen']],
      verb: true,
      translation: 'How well do you speak English?',
      explanation: ['sprechen: formal Sie has no stem change: sprech + en = sprechen.'],
    },
    {
      main: ['Lena', '!textbox!', infinitive('helfen'), 'ihrem', 'Vater.'],
      answers: [['hilft']],
      verb: true,
      translation: 'Lena is helping her father.',
      explanation: [
        'hilft: Lena (sie, she) takes the er/sie/es form, which changes the stem: hilf + t = hilft.',
      ],
      notes: ['helfen takes the dative: ihrem Vater.'],
    },
    {
      main: ['Warum', '!textbox!', infinitive('helfen'), 'ihr', 'eurer', 'Mutter', 'nicht?'],
      answers: [['helft']],
      verb: true,
      translation: "Why aren't you helping your mother?",
      explanation: ['helft: ihr (you, plural) has no stem change: helf + t = helft.'],
    },
    {
      main: ['Wann', '!textbox!', infinitive('treffen'), 'du', 'deine', 'Freundin?'],
      answers: [['triffst']],
      verb: true,
      translation: 'When are you meeting your friend?',
      explanation: [
        'triffst: du changes the stem from e to i, and the double f stays: triff + st = triffst.',
      ],
    },
    {
      main: ['Heute', 'Abend', '!textbox!', infinitive('treffen'), 'Anna', 'ihre', 'Eltern.'],
      answers: [['trifft']],
      verb: true,
      translation: 'This evening Anna is meeting her parents.',
      explanation: [
        'trifft: Anna (sie, she) changes the stem: triff + t = trifft. The verb comes second, after heute Abend.',
      ],
    },
    {
      main: ['Mein', 'Vater', '!textbox!', infinitive('vergessen'), 'immer', 'seine', 'Brille.'],
      answers: [['vergisst']],
      verb: true,
      translation: 'My father always forgets his glasses.',
      explanation: ['vergisst: mein Vater (er) changes the stem from e to i: vergiss + t = vergisst.'],
    },
    {
      main: ['Du', '!textbox!', infinitive('vergessen'), 'oft', 'deinen', 'Schlüssel.'],
      answers: [['vergisst']],
      verb: true,
      translation: 'You often forget your key.',
      explanation: [
        'vergisst: du changes the stem, and a stem ending in -s adds only -t, so du vergisst is the same as er vergisst.',
      ],
    },
    {
      main: ['Das', 'Kind', '!textbox!', infinitive('werfen'), 'den', 'Ball.'],
      answers: [['wirft']],
      verb: true,
      translation: 'The child is throwing the ball.',
      explanation: ['wirft: das Kind (es) changes the stem from e to i: wirf + t = wirft.'],
    },
    {
      main: ['Anna', '!textbox!', infinitive('lernen'), 'Deutsch', 'und', 'Englisch.'],
      answers: [['lernt']],
      verb: true,
      translation: 'Anna is learning German and English.',
      explanation: [
        'lernt: lernen has no stem change in the present. Its e never changes: lern + t = lernt. Only the verbs marked (i) in the vocabulary change their stem.',
      ],
    },
    {
      main: ['Wohin', '!textbox!', infinitive('gehen'), 'du', 'heute', 'Abend?'],
      answers: [['gehst']],
      verb: true,
      translation: 'Where are you going this evening?',
      explanation: ['gehst: gehen has no stem change in the present, so du keeps the e: geh + st = gehst.'],
    },
  ],
} satisfies FillInDrill;
