import type { ChoiceDrill, SentencePart } from '../../../sets/schema.ts';

/** The verb to decide on, shown in italics. */
function verb(word: string): SentencePart {
  return [word, { italicize: true }];
}

/**
 * Sein oder haben? (/ch8/drills/sein_oder_haben): 22 present-tense sentences; the learner chooses
 * the auxiliary of the verb's perfect tense (in italics). The choice drill's fields are read as
 * for kein vs. nicht: `negation` (shown under "Perfect:") is the sentence in the perfect, [text before, auxiliary, text
 * after], and `negative_translation` its translation. Eleven sentences take sein (change of
 * place, change of state, sein and bleiben), eleven take haben, among them the traps bekommen,
 * beginnen and schlafen next to einschlafen.
 */
export const seinOderHabenDrill = {
  kind: 'choice-drill',
  table: 'ch8_sein_haben',
  choices: ['sein', 'haben'],
  instructions:
    'For each of the 22 sentences below, click sein or haben to choose the helping verb of the verb in italics in the perfect tense. Click the eye button to see a translation, and the answer button to see the sentence in the perfect and the reason.',
  resultLabel: 'Perfect:',
  legend: 'Helping verb',
  items: [
    {
      main: ['Wir', verb('gehen'), 'nach', 'Hause', '.'],
      translation: 'We are going home.',
      answer: 'sein',
      negation: ['Wir', 'sind', 'nach Hause gegangen.'],
      negative_translation: 'We went home.',
      explanations: [
        'gehen is a change of place: from one place to another. Its perfect takes sein: ist gegangen.',
      ],
    },
    {
      main: ['Das', 'Baby', verb('schläft'), '.'],
      translation: 'The baby is sleeping.',
      answer: 'haben',
      negation: ['Das Baby', 'hat', 'geschlafen.'],
      negative_translation: 'The baby slept.',
      explanations: [
        'schlafen is a state that goes on, not a change of place or state: haben, hat geschlafen.',
      ],
    },
    {
      main: ['Das', 'Baby', verb('schläft'), verb('ein'), '.'],
      translation: 'The baby is falling asleep.',
      answer: 'sein',
      negation: ['Das Baby', 'ist', 'eingeschlafen.'],
      negative_translation: 'The baby fell asleep.',
      explanations: [
        'einschlafen is a change of state, from awake to asleep: sein, ist eingeschlafen. Compare schlafen, which takes haben.',
      ],
    },
    {
      main: ['Ich', verb('stehe'), 'früh', verb('auf'), '.'],
      translation: 'I get up early.',
      answer: 'sein',
      negation: ['Ich', 'bin', 'früh aufgestanden.'],
      negative_translation: 'I got up early.',
      explanations: [
        'aufstehen is a change of place and of state (from lying in bed to standing): ist aufgestanden.',
      ],
    },
    {
      main: ['Paul', verb('bleibt'), 'zu', 'Hause', '.'],
      translation: 'Paul is staying at home.',
      answer: 'sein',
      negation: ['Paul', 'ist', 'zu Hause geblieben.'],
      negative_translation: 'Paul stayed at home.',
      explanations: [
        'bleiben is no change at all, but it is one of the verbs that always take sein, with sein itself: ist geblieben.',
      ],
    },
    {
      main: ['Anna', verb('ist'), 'krank', '.'],
      translation: 'Anna is ill.',
      answer: 'sein',
      negation: ['Anna', 'ist', 'krank gewesen.'],
      negative_translation: 'Anna was ill.',
      explanations: ['sein forms its perfect with sein: ist gewesen.'],
    },
    {
      main: ['Ich', verb('habe'), 'keine', 'Zeit', '.'],
      translation: "I don't have any time.",
      answer: 'haben',
      negation: ['Ich', 'habe', 'keine Zeit gehabt.'],
      negative_translation: "I didn't have any time.",
      explanations: ['haben forms its perfect with haben: hat gehabt.'],
    },
    {
      main: ['Meine', 'Eltern', verb('fliegen'), 'nach', 'Berlin', '.'],
      translation: 'My parents are flying to Berlin.',
      answer: 'sein',
      negation: ['Meine Eltern', 'sind', 'nach Berlin geflogen.'],
      negative_translation: 'My parents flew to Berlin.',
      explanations: ['fliegen is a change of place: sein, ist geflogen.'],
    },
    {
      main: ['Was', verb('passiert'), 'hier', '?'],
      translation: 'What is happening here?',
      answer: 'sein',
      negation: ['Was', 'ist', 'hier passiert?'],
      negative_translation: 'What happened here?',
      explanations: [
        'passieren (to happen) is a change: something comes about. It takes sein: ist passiert, with no ge- because it ends in -ieren.',
      ],
    },
    {
      main: ['Der', 'Zug', verb('kommt'), 'spät', verb('an'), '.'],
      translation: 'The train is arriving late.',
      answer: 'sein',
      negation: ['Der Zug', 'ist', 'spät angekommen.'],
      negative_translation: 'The train arrived late.',
      explanations: ['ankommen is a change of place, like kommen: ist angekommen.'],
    },
    {
      main: ['Ich', verb('wache'), 'um', 'sechs', 'Uhr', verb('auf'), '.'],
      translation: "I wake up at six o'clock.",
      answer: 'sein',
      negation: ['Ich', 'bin', 'um sechs Uhr aufgewacht.'],
      negative_translation: "I woke up at six o'clock.",
      explanations: ['aufwachen is a change of state, from asleep to awake: ist aufgewacht.'],
    },
    {
      main: ['Wir', verb('fahren'), 'mit', 'dem', 'Zug', 'nach', 'Hamburg', '.'],
      translation: 'We are going to Hamburg by train.',
      answer: 'sein',
      negation: ['Wir', 'sind', 'mit dem Zug nach Hamburg gefahren.'],
      negative_translation: 'We went to Hamburg by train.',
      explanations: ['fahren is a change of place: sein, ist gefahren.'],
    },
    {
      main: ['Die', 'Kinder', verb('laufen'), 'zum', 'Bahnhof', '.'],
      translation: 'The children are running to the station.',
      answer: 'sein',
      negation: ['Die Kinder', 'sind', 'zum Bahnhof gelaufen.'],
      negative_translation: 'The children ran to the station.',
      explanations: ['laufen to a place is a change of place: sein, ist gelaufen.'],
    },
    {
      main: ['Ich', verb('esse'), 'einen', 'Apfel', '.'],
      translation: 'I am eating an apple.',
      answer: 'haben',
      negation: ['Ich', 'habe', 'einen Apfel gegessen.'],
      negative_translation: 'I ate an apple.',
      explanations: [
        'essen has a direct object (einen Apfel) and nobody changes place or state: haben, hat gegessen. A verb with a direct object takes haben.',
      ],
    },
    {
      main: ['Sie', verb('ruft'), 'ihre', 'Mutter', verb('an'), '.'],
      translation: 'She is calling her mother.',
      answer: 'haben',
      negation: ['Sie', 'hat', 'ihre Mutter angerufen.'],
      negative_translation: 'She called her mother.',
      explanations: ['anrufen has a direct object (ihre Mutter): haben, hat angerufen.'],
    },
    {
      main: ['Wir', verb('sehen'), 'am', 'Abend', verb('fern'), '.'],
      translation: 'We watch TV in the evening.',
      answer: 'haben',
      negation: ['Wir', 'haben', 'am Abend ferngesehen.'],
      negative_translation: 'We watched TV in the evening.',
      explanations: ['fernsehen is an activity with no change of place or state: haben, hat ferngesehen.'],
    },
    {
      main: ['Der', 'Film', verb('beginnt'), 'um', 'acht', 'Uhr', '.'],
      translation: "The film begins at eight o'clock.",
      answer: 'haben',
      negation: ['Der Film', 'hat', 'um acht Uhr begonnen.'],
      negative_translation: "The film began at eight o'clock.",
      explanations: [
        'beginnen takes haben, although a beginning may feel like a change: hat begonnen. Learn it with its auxiliary.',
      ],
    },
    {
      main: ['Paul', verb('bekommt'), 'einen', 'Brief', '.'],
      translation: 'Paul is getting a letter.',
      answer: 'haben',
      negation: ['Paul', 'hat', 'einen Brief bekommen.'],
      negative_translation: 'Paul got a letter.',
      explanations: [
        'bekommen (to get, to receive) is not a kind of kommen: nobody moves, and it has a direct object (einen Brief). haben: hat bekommen.',
      ],
    },
    {
      main: ['Mein', 'Vater', verb('repariert'), 'das', 'Auto', '.'],
      translation: 'My father is repairing the car.',
      answer: 'haben',
      negation: ['Mein Vater', 'hat', 'das Auto repariert.'],
      negative_translation: 'My father repaired the car.',
      explanations: ['reparieren has a direct object (das Auto): haben, hat repariert.'],
    },
    {
      main: ['Die', 'Kinder', verb('spielen'), 'im', 'Garten', '.'],
      translation: 'The children are playing in the garden.',
      answer: 'haben',
      negation: ['Die Kinder', 'haben', 'im Garten gespielt.'],
      negative_translation: 'The children played in the garden.',
      explanations: [
        'spielen is an activity in one place, with no change of place or state: haben, hat gespielt.',
      ],
    },
    {
      main: ['Er', verb('besucht'), 'seinen', 'Großvater', '.'],
      translation: 'He is visiting his grandfather.',
      answer: 'haben',
      negation: ['Er', 'hat', 'seinen Großvater besucht.'],
      negative_translation: 'He visited his grandfather.',
      explanations: [
        'besuchen has a direct object (seinen Großvater): haben, hat besucht. The going there is not what besuchen says.',
      ],
    },
    {
      main: ['Sie', verb('arbeitet'), 'bis', 'sechs', 'Uhr', '.'],
      translation: "She works until six o'clock.",
      answer: 'haben',
      negation: ['Sie', 'hat', 'bis sechs Uhr gearbeitet.'],
      negative_translation: "She worked until six o'clock.",
      explanations: ['arbeiten is an activity with no change of place or state: haben, hat gearbeitet.'],
    },
  ],
} satisfies ChoiceDrill;
