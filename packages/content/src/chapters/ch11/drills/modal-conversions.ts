import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The sentence to rewrite and the modal verb in brackets, then an arrow and the blank for the whole new sentence. */
function rewrite(sentence: string, modal: string): SentencePart[] {
  return [sentence, [modal, { isPrompt: true }], '→', '!textbox!'];
}

/** Every accepted sentence, with and without its final punctuation. */
function withModal(...sentences: string[]): string[] {
  return sentences.flatMap((sentence) => [sentence, sentence.replace(/[.?]$/, '')]);
}

/**
 * Modal Verb Conversions (/ch11/drills/modal_verb_conversions): 16 present-tense sentences, each
 * rewritten by the learner with the modal verb in brackets as a whole sentence in one blank: the
 * modal's form in the verb's place, the verb as an infinitive at the end (a separable verb joined
 * again). Accepted: the order of the prompt and, where a time or place expression can come first,
 * the order with it first; each with or without the final full stop or question mark.
 */
export const modalConversionsDrill = {
  kind: 'fill-in-drill',
  table: 'ch11_modal_conversions',
  instructions:
    'Rewrite each sentence with the modal verb in brackets: the modal verb takes the place of the verb, and the verb goes to the end as an infinitive. Type the whole sentence. Press the eye button to see the translation.',
  items: [
    {
      main: rewrite('Ich arbeite heute.', 'müssen'),
      answers: [withModal('Ich muss heute arbeiten.', 'Heute muss ich arbeiten.')],
      translation: 'I have to work today.',
      explanation: ['ich muss in second position; arbeiten at the end.'],
    },
    {
      main: rewrite('Du sprichst Deutsch.', 'können'),
      answers: [withModal('Du kannst Deutsch sprechen.')],
      translation: 'You can speak German.',
      explanation: ['du kannst; the infinitive sprechen (not the stem-changed sprichst) at the end.'],
    },
    {
      main: rewrite('Er kauft ein Auto.', 'wollen'),
      answers: [withModal('Er will ein Auto kaufen.')],
      translation: 'He wants to buy a car.',
      explanation: ['er will (no ending); kaufen at the end.'],
    },
    {
      main: rewrite('Wir stehen früh auf.', 'müssen'),
      answers: [withModal('Wir müssen früh aufstehen.')],
      translation: 'We have to get up early.',
      explanation: ['wir müssen; the separable verb is joined again at the end: aufstehen.'],
    },
    {
      main: rewrite('Ihr raucht hier nicht.', 'dürfen'),
      answers: [withModal('Ihr dürft hier nicht rauchen.', 'Hier dürft ihr nicht rauchen.')],
      translation: 'You are not allowed to smoke here.',
      explanation: [
        'ihr dürft; nicht stays before the infinitive rauchen at the end. hier may also come first: Hier dürft ihr nicht rauchen.',
      ],
    },
    {
      main: rewrite('Anna ruft ihre Mutter an.', 'sollen'),
      answers: [withModal('Anna soll ihre Mutter anrufen.')],
      translation: 'Anna is supposed to call her mother.',
      explanation: ['sie soll (no ending); anrufen joined at the end.'],
    },
    {
      main: rewrite('Trinkst du einen Kaffee?', 'möchten'),
      answers: [withModal('Möchtest du einen Kaffee trinken?')],
      translation: 'Would you like to drink a coffee?',
      explanation: ['The question starts with the modal: Möchtest du; trinken at the end.'],
    },
    {
      main: rewrite('Meine Studenten schreiben heute eine Prüfung.', 'müssen'),
      answers: [
        withModal(
          'Meine Studenten müssen heute eine Prüfung schreiben.',
          'Heute müssen meine Studenten eine Prüfung schreiben.',
        ),
      ],
      translation: 'My students have to write an exam today.',
      explanation: ['sie müssen; schreiben at the end.'],
    },
    {
      main: rewrite('Paul kocht sehr gut.', 'können'),
      answers: [withModal('Paul kann sehr gut kochen.')],
      translation: 'Paul can cook very well.',
      explanation: ['er kann (no ending); kochen at the end.'],
    },
    {
      main: rewrite('Ich sehe heute Abend fern.', 'wollen'),
      answers: [withModal('Ich will heute Abend fernsehen.', 'Heute Abend will ich fernsehen.')],
      translation: 'I want to watch TV this evening.',
      explanation: ['ich will; the separable verb is joined again at the end: fernsehen.'],
    },
    {
      main: rewrite('Ihr helft eurem Vater.', 'sollen'),
      answers: [withModal('Ihr sollt eurem Vater helfen.')],
      translation: 'You are supposed to help your father.',
      explanation: ['ihr sollt; helfen (still with its dative object) at the end.'],
    },
    {
      main: rewrite('Wir gehen ins Kino.', 'möchten'),
      answers: [withModal('Wir möchten ins Kino gehen.')],
      translation: 'We would like to go to the cinema.',
      explanation: ['wir möchten; gehen at the end, after ins Kino.'],
    },
    {
      main: rewrite('Kommst du mit?', 'können'),
      answers: [withModal('Kannst du mitkommen?')],
      translation: 'Can you come along?',
      explanation: ['The question starts with Kannst du; mitkommen joined at the end.'],
    },
    {
      main: rewrite('Sie arbeiten am Wochenende nicht.', 'müssen'),
      answers: [
        withModal(
          'Sie müssen am Wochenende nicht arbeiten.',
          'Am Wochenende müssen sie nicht arbeiten.',
          'Am Wochenende müssen Sie nicht arbeiten.',
        ),
      ],
      translation: "They don't have to work at the weekend.",
      explanation: [
        'sie müssen (or formal Sie müssen: at the start of the sentence Sie can be either); nicht before the infinitive. nicht müssen means not have to, not must not.',
      ],
    },
    {
      main: rewrite('Die Kinder essen Kuchen.', 'dürfen'),
      answers: [withModal('Die Kinder dürfen Kuchen essen.')],
      translation: 'The children are allowed to eat cake.',
      explanation: ['sie dürfen; essen (not the stem-changed isst) at the end.'],
    },
    {
      main: rewrite('Er lernt fleißig.', 'sollen'),
      answers: [withModal('Er soll fleißig lernen.')],
      translation: 'He is supposed to study hard.',
      explanation: ['er soll (no ending); lernen at the end.'],
    },
  ],
} satisfies FillInDrill;
