import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The present-tense sentence to rewrite, then an arrow and the blank for the whole perfect sentence. */
function rewrite(present: string): SentencePart[] {
  return [present, '→', '!textbox!'];
}

/** Every accepted perfect sentence, with and without its final punctuation. */
function perfect(...sentences: string[]): string[] {
  return sentences.flatMap((sentence) => [sentence, sentence.replace(/[.?]$/, '')]);
}

/**
 * Present to Perfect (/ch8/drills/present_to_perfect): 16 present-tense sentences, each written
 * by the learner in the perfect tense as a whole sentence in one blank. Accepted: the sentence in
 * the order of the prompt and, where a time expression can come first, the order with it first;
 * each with or without the final full stop or question mark. Regular, irregular, separable,
 * inseparable and -ieren verbs, with haben and with sein.
 */
export const presentToPerfectDrill = {
  kind: 'fill-in-drill',
  table: 'ch8_present_to_perfect',
  instructions:
    'Write each sentence in the perfect tense: the form of haben or sein in second position and the past participle at the end. Keep the person and the other words as they are. Press the eye button to see the translation.',
  items: [
    {
      main: rewrite('Ich spiele Fußball.'),
      answers: [perfect('Ich habe Fußball gespielt.')],
      translation: 'I played football.',
      explanation: ['spielen takes haben (ich habe); regular participle ge-spiel-t at the end.'],
    },
    {
      main: rewrite('Wir gehen nach Hause.'),
      answers: [perfect('Wir sind nach Hause gegangen.')],
      translation: 'We went home.',
      explanation: ['gehen is a change of place, so sein (wir sind); irregular participle gegangen.'],
    },
    {
      main: rewrite('Anna ruft ihren Bruder an.'),
      answers: [perfect('Anna hat ihren Bruder angerufen.')],
      translation: 'Anna called her brother.',
      explanation: ['anrufen has a direct object, so haben; the prefix an joins the participle: angerufen.'],
    },
    {
      main: rewrite('Er steht um sieben Uhr auf.'),
      answers: [perfect('Er ist um sieben Uhr aufgestanden.', 'Um sieben Uhr ist er aufgestanden.')],
      translation: "He got up at seven o'clock.",
      explanation: [
        'aufstehen takes sein (change of place and state); the participle aufgestanden goes to the end, after um sieben Uhr.',
      ],
    },
    {
      main: rewrite('Du bekommst ein Geschenk.'),
      answers: [perfect('Du hast ein Geschenk bekommen.')],
      translation: 'You got a present.',
      explanation: ['bekommen takes haben (du hast); be- is inseparable, so no ge-: bekommen.'],
    },
    {
      main: rewrite('Die Kinder schlafen ein.'),
      answers: [perfect('Die Kinder sind eingeschlafen.')],
      translation: 'The children fell asleep.',
      explanation: ['einschlafen is a change of state, so sein (sie sind); ein + geschlafen.'],
    },
    {
      main: rewrite('Wir kaufen am Samstag ein.'),
      answers: [perfect('Wir haben am Samstag eingekauft.', 'Am Samstag haben wir eingekauft.')],
      translation: 'We went shopping on Saturday.',
      explanation: ['einkaufen takes haben (wir haben); ein + ge + kauft.'],
    },
    {
      main: rewrite('Ich telefoniere mit meiner Mutter.'),
      answers: [perfect('Ich habe mit meiner Mutter telefoniert.')],
      translation: 'I talked to my mother on the phone.',
      explanation: ['telefonieren takes haben (ich habe); -ieren verbs take no ge-: telefoniert.'],
    },
    {
      main: rewrite('Paul bleibt zu Hause.'),
      answers: [perfect('Paul ist zu Hause geblieben.')],
      translation: 'Paul stayed at home.',
      explanation: ['bleiben always takes sein (er ist); irregular participle geblieben.'],
    },
    {
      main: rewrite('Was machst du am Wochenende?'),
      answers: [perfect('Was hast du am Wochenende gemacht?')],
      translation: 'What did you do at the weekend?',
      explanation: ['machen takes haben (du hast), second after the question word; ge-mach-t at the end.'],
    },
    {
      main: rewrite('Ihr trinkt Kaffee.'),
      answers: [perfect('Ihr habt Kaffee getrunken.')],
      translation: 'You drank coffee.',
      explanation: ['trinken takes haben (ihr habt); irregular participle getrunken.'],
    },
    {
      main: rewrite('Meine Freundin kommt mit.'),
      answers: [perfect('Meine Freundin ist mitgekommen.')],
      translation: 'My friend came along.',
      explanation: ['mitkommen is a change of place, so sein (sie ist); mit + gekommen.'],
    },
    {
      main: rewrite('Sie verkaufen ihr Auto.'),
      answers: [perfect('Sie haben ihr Auto verkauft.')],
      translation: 'They sold their car.',
      explanation: [
        'verkaufen has a direct object, so haben (sie haben); ver- is inseparable, so no ge-: verkauft.',
      ],
    },
    {
      main: rewrite('Heute Abend sehen wir fern.'),
      answers: [perfect('Heute Abend haben wir ferngesehen.', 'Wir haben heute Abend ferngesehen.')],
      translation: 'We watched TV this evening.',
      explanation: [
        'fernsehen takes haben; haben stays second, after heute Abend, and the participle fern + gesehen goes to the end.',
      ],
    },
    {
      main: rewrite('Wann kommt der Zug an?'),
      answers: [perfect('Wann ist der Zug angekommen?')],
      translation: 'When did the train arrive?',
      explanation: ['ankommen is a change of place, so sein (er ist); an + gekommen.'],
    },
    {
      main: rewrite('Ich bin müde.'),
      answers: [perfect('Ich bin müde gewesen.')],
      translation: 'I was tired.',
      explanation: ['sein takes sein (ich bin); its participle is gewesen.'],
    },
  ],
} satisfies FillInDrill;
