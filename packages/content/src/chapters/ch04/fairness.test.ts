import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 4 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * grammar near misses (wrong case or ending of the possessive, kein or article, wrong stem form,
 * wrong verb position, wrong owner) which it must reject.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Mein Bruder isst kein Fleisch.',
    answers: [
      "My brother doesn't eat meat.",
      'My brother does not eat any meat.',
      'My brother eats no meat.',
      "My brother isn't eating meat.",
    ],
    nearMisses: ["My brother doesn't eat fish.", "My brother doesn't eat meat today."],
  },
  {
    prompt: 'Es gibt heute keine Suppe.',
    answers: [
      'There is no soup today.',
      "Today there's no soup.",
      "There isn't any soup today.",
      "There isn't soup today.",
    ],
    nearMisses: ['There are no soups today.', 'It gives no soup today.'],
  },
  {
    prompt: 'Meine Großmutter spricht kein Englisch, aber sie spricht sehr gut Deutsch.',
    answers: [
      "My grandmother doesn't speak English, but she speaks German very well.",
      'My grandmother speaks no English, but she speaks very good German.',
      'My grandmother does not speak any English but she speaks German very well.',
      "My grandmother doesn't speak English, but she speaks very good German.",
    ],
    nearMisses: ["My grandmother doesn't speak German, but she speaks English very well."],
  },
  {
    prompt: 'Heute Abend hilft Anna ihrer Mutter.',
    answers: [
      'This evening Anna is helping her mother.',
      'Anna is helping her mother tonight.',
      'Tonight Anna helps her mother.',
      'Anna will help her mother this evening.',
    ],
    nearMisses: ['This evening Anna is helping their mother.', 'This evening Anna is helping his mother.'],
  },
  {
    prompt: 'Warum nimmst du kein Taxi?',
    answers: [
      "Why don't you take a taxi?",
      "Why aren't you taking a taxi?",
      "Why don't you take a cab?",
      'Why do you not take a taxi?',
    ],
    nearMisses: ["Why doesn't he take a taxi?", "Why don't you take the train?"],
  },
  {
    prompt: 'Paul und Lena treffen heute ihre Freunde.',
    answers: [
      'Paul and Lena are meeting their friends today.',
      'Today Paul and Lena meet their friends.',
      'Paul and Lena meet their friends today.',
      'Paul and Lena are meeting up with their friends today.',
    ],
    nearMisses: [
      'Paul and Lena are meeting her friends today.',
      'Paul and Lena are meeting their friend today.',
    ],
  },
  {
    prompt: 'Das Kind wirft seinem Hund den Ball.',
    answers: [
      'The child throws the ball to its dog.',
      'The child is throwing the ball to his dog.',
      'The child throws his dog the ball.',
      'The child is throwing the ball for its dog.',
    ],
    nearMisses: ['The child throws the dog his ball.', 'The children throw the ball to their dog.'],
  },
  {
    prompt: 'Ich habe Hunger, aber ich habe keinen Durst.',
    answers: [
      "I'm hungry, but I'm not thirsty.",
      'I am hungry but I am not thirsty.',
      "I'm hungry, but not thirsty.",
    ],
    nearMisses: ["I'm thirsty, but I'm not hungry.", "I'm not hungry, but I'm thirsty."],
  },
  {
    prompt: 'Vergisst du immer deinen Schlüssel?',
    answers: ['Do you always forget your key?', 'Are you always forgetting your key?'],
    nearMisses: ['Do you always forget your keys?', 'Do you often forget your key?'],
  },
  {
    prompt: 'Unser Lehrer gibt den Schülern keine Hausaufgaben.',
    answers: [
      "Our teacher doesn't give the pupils any homework.",
      'Our teacher gives the students no homework.',
      "Our teacher doesn't give the students homework.",
      'Our teacher does not give any homework to the pupils.',
      "Our teacher isn't giving the pupils any homework.",
    ],
    nearMisses: [
      "Our teacher doesn't give the pupil any homework.",
      "Your teacher doesn't give the pupils any homework.",
    ],
  },
  {
    prompt: 'Ich nehme den Fisch, und meine Frau nimmt den Salat.',
    answers: [
      "I'll have the fish, and my wife will have the salad.",
      "I'm having the fish and my wife is having the salad.",
      "I'll take the fish, and my wife will take the salad.",
      "I'll have the fish and my wife the salad.",
      "I'm going to have the fish and my wife is going to have the salad.",
    ],
    nearMisses: [
      "I'll have the fish, and my wife will have the soup.",
      "I'll have the fish, and his wife will have the salad.",
    ],
  },
  {
    prompt: 'Der Kellner bringt meinem Mann ein Glas Wein.',
    answers: [
      'The waiter brings my husband a glass of wine.',
      'The waiter is bringing my husband a glass of wine.',
      'The waiter brings a glass of wine to my husband.',
    ],
    nearMisses: [
      'The waiter brings my husband a bottle of wine.',
      'The waiter brings my husband the glass of wine.',
    ],
  },
  {
    prompt: 'Ist das euer Hund? Er ist sehr süß.',
    answers: [
      'Is that your dog? He is very cute.',
      "Is this your dog? It's very sweet.",
      "Is that your dog? He's very cute.",
    ],
    nearMisses: ['Is that our dog? He is very cute.', 'Is that your dog? She is very cute.'],
  },
  {
    prompt: 'Frau Schmidt, ist das Ihre Brille?',
    answers: [
      'Mrs. Schmidt, are those your glasses?',
      'Ms Schmidt, are these your glasses?',
      'Mrs Schmidt, are those your spectacles?',
    ],
    nearMisses: ['Mrs. Schmidt, are those her glasses?', 'Mrs. Schmidt, are those your keys?'],
  },
  {
    prompt: 'Das ist das Fahrrad meines Onkels.',
    answers: [
      "That is my uncle's bike.",
      "This is my uncle's bicycle.",
      "That's my uncle's bike.",
      "It's my uncle's bike.",
    ],
    nearMisses: ["That is my aunt's bike.", "Those are my uncle's bikes."],
  },
  {
    prompt: 'Gibt es hier ein Restaurant? Ich habe Hunger.',
    answers: ["Is there a restaurant here? I'm hungry.", 'Is there a restaurant around here? I am hungry.'],
    nearMisses: ["Is there no restaurant here? I'm hungry.", "Is there a restaurant here? I'm thirsty."],
  },
  {
    prompt: 'Unsere Kinder trinken keinen Kaffee, sie trinken Milch oder Saft.',
    answers: [
      "Our children don't drink coffee, they drink milk or juice.",
      'Our children drink no coffee; they drink milk or juice.',
      "Our children don't drink any coffee, they drink milk or juice.",
      "Our children aren't drinking coffee, they're drinking milk or juice.",
    ],
    nearMisses: [
      "Your children don't drink coffee, they drink milk or juice.",
      "Our children don't drink tea, they drink milk or juice.",
    ],
  },
  {
    prompt: 'Der Schüler erzählt seiner Lehrerin ein Geheimnis.',
    answers: [
      'The pupil tells his teacher a secret.',
      'The student is telling his teacher a secret.',
      'The pupil tells a secret to his teacher.',
    ],
    nearMisses: ['The pupil tells her teacher a secret.', 'The pupils tell their teacher a secret.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: "My sister doesn't eat fish.",
    answers: ['Meine Schwester isst keinen Fisch.'],
    nearMisses: [
      'Meine Schwester isst kein Fisch.',
      'Meine Schwester isst keine Fisch.',
      'Meine Schwester esst keinen Fisch.',
      'Mein Schwester isst keinen Fisch.',
      'Meine Schwester keinen Fisch isst.',
    ],
  },
  {
    prompt: 'Are you (formal) taking the train or a taxi?',
    answers: ['Nehmen Sie den Zug oder ein Taxi?', 'Nehmen Sie den Zug oder nehmen Sie ein Taxi?'],
    nearMisses: [
      'Nehmen Sie der Zug oder ein Taxi?',
      'Nehmen Sie den Zug oder einen Taxi?',
      'Nimmt Sie den Zug oder ein Taxi?',
      'Nehmen sie den Zug oder ein Taxi?',
    ],
  },
  {
    prompt: 'There is no park here, but there is a big garden.',
    answers: [
      'Hier gibt es keinen Park, aber es gibt einen großen Garten.',
      'Es gibt hier keinen Park, aber es gibt einen großen Garten.',
      'Hier gibt es keinen Park, aber einen großen Garten.',
      'Es gibt keinen Park hier, aber es gibt einen großen Garten.',
    ],
    nearMisses: [
      'Hier gibt es kein Park, aber es gibt einen großen Garten.',
      'Hier gibt es keinen Park, aber es gibt ein großen Garten.',
      'Hier gibt es keinen Park, aber es gibt einen großer Garten.',
      'Hier es gibt keinen Park, aber es gibt einen großen Garten.',
    ],
  },
  {
    prompt: 'He is helping his father today.',
    answers: ['Er hilft heute seinem Vater.', 'Heute hilft er seinem Vater.', 'Er hilft seinem Vater heute.'],
    nearMisses: [
      'Er hilft heute seinen Vater.',
      'Er helft heute seinem Vater.',
      'Er hilft heute ihrem Vater.',
      'Heute er hilft seinem Vater.',
    ],
  },
  {
    prompt: 'Where are your (informal, pl.) keys?',
    answers: ['Wo sind eure Schlüssel?'],
    nearMisses: [
      'Wo sind euer Schlüssel?',
      'Wo sind euren Schlüssel?',
      'Wo ist eure Schlüssel?',
      'Wo sind deine Schlüssel?',
    ],
  },
  {
    prompt: 'Anna is meeting her friend (f.) this evening.',
    answers: [
      'Anna trifft heute Abend ihre Freundin.',
      'Heute Abend trifft Anna ihre Freundin.',
      'Anna trifft ihre Freundin heute Abend.',
    ],
    nearMisses: [
      'Anna trefft heute Abend ihre Freundin.',
      'Anna trifft heute Abend ihren Freundin.',
      'Anna trifft heute Abend seine Freundin.',
      'Heute Abend Anna trifft ihre Freundin.',
    ],
  },
  {
    prompt: "We don't have a car, but we have bikes.",
    answers: ['Wir haben kein Auto, aber wir haben Fahrräder.', 'Wir haben kein Auto, aber Fahrräder.'],
    nearMisses: [
      'Wir haben keinen Auto, aber wir haben Fahrräder.',
      'Wir haben keine Auto, aber wir haben Fahrräder.',
      'Wir haben kein Auto, aber wir haben Fahrrad.',
    ],
  },
  {
    prompt: 'You (informal) often forget your (informal) homework.',
    answers: [
      'Du vergisst oft deine Hausaufgaben.',
      'Oft vergisst du deine Hausaufgaben.',
      'Du vergisst deine Hausaufgaben oft.',
    ],
    nearMisses: [
      'Du vergesst oft deine Hausaufgaben.',
      'Du vergisst oft deinen Hausaufgaben.',
      'Du vergisst oft dein Hausaufgaben.',
      'Du oft vergisst deine Hausaufgaben.',
    ],
  },
  {
    prompt: "Is that your (formal) daughter's dog?",
    answers: ['Ist das der Hund Ihrer Tochter?'],
    nearMisses: [
      'Ist das der Hund Ihre Tochter?',
      'Ist das der Hund Ihres Tochter?',
      'Ist das der Hund ihrer Tochter?',
      'Ist das den Hund Ihrer Tochter?',
    ],
  },
  {
    prompt: 'The waiter is bringing our guests their soup.',
    answers: ['Der Kellner bringt unseren Gästen ihre Suppe.'],
    nearMisses: [
      'Der Kellner bringt unsere Gästen ihre Suppe.',
      'Der Kellner bringt unseren Gäste ihre Suppe.',
      'Der Kellner bringt unseren Gästen seine Suppe.',
      'Der Kellner bringt unseren Gästen ihren Suppe.',
      'Der Kellner bringen unseren Gästen ihre Suppe.',
    ],
  },
];

describeFairnessPanel(4, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
