import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 11 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in English a wrong meaning (will for will, would like for like,
 * must for may, the wrong person or time); in German the grammar points of the chapter (the
 * conjugated verb not last in the dependent clause, a main clause after a first-position dependent
 * clause without verb, comma, verb, the modal's form, the infinitive not at the end, a separable
 * verb split in a dependent clause, wenn for ob, nicht müssen for must not) and the case and ending
 * errors of earlier chapters.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Ich weiß nicht, ob Paul heute kommt.',
    answers: [
      "I don't know whether Paul is coming today.",
      "I don't know if Paul is coming today.",
      'I do not know if Paul comes today.',
      "I don't know whether Paul will come today.",
    ],
    nearMisses: ["I don't know that Paul is coming today.", "I don't know whether Paul is coming tomorrow."],
  },
  {
    prompt: 'Weißt du, dass Anna eine neue Stelle hat?',
    answers: [
      'Do you know that Anna has a new job?',
      'Do you know Anna has a new position?',
      'Do you know that Anna has got a new job?',
    ],
    nearMisses: ['Do you know that Anna has a new flat?', 'Does he know that Anna has a new job?'],
  },
  {
    prompt: 'Wir müssen morgen früh aufstehen.',
    answers: [
      'We have to get up early tomorrow.',
      'We must get up early tomorrow.',
      'We need to get up early tomorrow.',
      'Tomorrow we have to get up early.',
      "We've got to get up early tomorrow.",
    ],
    nearMisses: ['We want to get up early tomorrow.', 'We have to get up early today.'],
  },
  {
    prompt: 'Darf ich hier rauchen?',
    answers: ['May I smoke here?', 'Am I allowed to smoke here?', 'Can I smoke here?'],
    nearMisses: ['May we smoke here?', 'Must I smoke here?'],
  },
  {
    prompt: 'Die Kinder wollen ins Kino gehen.',
    answers: [
      'The children want to go to the cinema.',
      'The children want to go to the movies.',
      'The kids want to go to the cinema.',
    ],
    nearMisses: ['The children will go to the cinema.', 'The child wants to go to the cinema.'],
  },
  {
    prompt: 'Ich möchte einen Termin.',
    answers: ["I'd like an appointment.", 'I would like an appointment.', "I'd like to have an appointment."],
    nearMisses: ['I like an appointment.', "I'd like the appointment."],
  },
  {
    prompt: 'Der Lehrer soll die Prüfungen heute korrigieren.',
    answers: [
      'The teacher is supposed to correct the exams today.',
      'The teacher should mark the exams today.',
      'The teacher is supposed to grade the tests today.',
      'Today the teacher is supposed to correct the exams.',
      'The teacher is supposed to correct the examinations today.',
    ],
    nearMisses: [
      'The teacher is supposed to correct the exam today.',
      'The teachers are supposed to correct the exams today.',
    ],
  },
  {
    prompt: 'Paul kann sehr gut kochen.',
    answers: ['Paul can cook very well.', 'Paul is able to cook very well.'],
    nearMisses: ['Paul wants to cook very well.', 'Paul can cook very badly.'],
  },
  {
    prompt: 'Magst du Kaffee?',
    answers: ['Do you like coffee?'],
    nearMisses: ['Would you like a coffee?', 'Does he like coffee?'],
  },
  {
    prompt: 'Anna lernt viel, weil sie die Prüfung bestehen will.',
    answers: [
      'Anna is studying a lot because she wants to pass the exam.',
      'Anna studies a lot because she wants to pass the test.',
      'Anna studies hard because she wants to pass the exam.',
      'Anna learns a lot since she wants to pass the exam.',
      'Anna is studying a lot because she wants to pass the examination.',
    ],
    nearMisses: [
      'Anna is studying a lot because she will pass the exam.',
      'Anna is studying a lot because she has to pass the exam.',
    ],
  },
  {
    prompt: 'Wenn es morgen regnet, bleiben wir zu Hause.',
    answers: [
      "If it rains tomorrow, we'll stay at home.",
      'If it rains tomorrow, we will stay home.',
      "We're staying at home if it rains tomorrow.",
      "We'll stay home if it rains tomorrow.",
      "If it's raining tomorrow, we'll stay at home.",
      "If it rains tomorrow, we're going to stay at home.",
    ],
    nearMisses: ["If it rains today, we'll stay at home.", "If it rains tomorrow, they'll stay at home."],
  },
  {
    prompt: 'Obwohl er müde ist, muss er arbeiten.',
    answers: [
      'Although he is tired, he has to work.',
      "He has to work even though he's tired.",
      'Even though he is tired, he must work.',
      "Although he's tired, he needs to work.",
      'Though he is tired he has to work.',
      "Although he's tired, he's got to work.",
    ],
    nearMisses: ['Although he is tired, he wants to work.', 'Because he is tired, he has to work.'],
  },
  {
    prompt: 'Bevor wir essen, rufe ich meine Mutter an.',
    answers: [
      "Before we eat, I'll call my mother.",
      "Before we eat, I'm calling my mom.",
      "I'll phone my mum before we eat.",
      'Before we eat I call my mother.',
      "I'm going to call my mother before we eat.",
    ],
    nearMisses: ["Before we eat, I'll call his mother.", "After we eat, I'll call my mother."],
  },
  {
    prompt: 'Nachdem Paul angerufen hat, gehe ich nach Hause.',
    answers: [
      "After Paul has called, I'll go home.",
      "After Paul calls, I'm going home.",
      "I'll go home after Paul has phoned.",
      'After Paul has called, I go home.',
    ],
    nearMisses: [
      "Before Paul has called, I'll go home.",
      "After Paul has called, we'll go home.",
      'After Paul has called, I went home.',
    ],
  },
  {
    prompt: 'Als ich in Berlin gewohnt habe, habe ich viel Deutsch gesprochen.',
    answers: [
      'When I lived in Berlin, I spoke a lot of German.',
      'When I was living in Berlin, I spoke a lot of German.',
      'I spoke a lot of German when I lived in Berlin.',
      'When I lived in Berlin I used to speak a lot of German.',
      'When I lived in Berlin, I spoke German a lot.',
    ],
    nearMisses: [
      'When I lived in Berlin, I learned a lot of German.',
      'When I live in Berlin, I speak a lot of German.',
    ],
  },
  {
    prompt: 'Ich arbeite viel, damit ich ein Auto kaufen kann.',
    answers: [
      'I work a lot so that I can buy a car.',
      "I'm working a lot so I can buy a car.",
      'I am working a lot so that I can buy a car.',
      'I work a lot in order to be able to buy a car.',
    ],
    nearMisses: ['I work a lot so that I can buy the car.', 'I work a lot because I can buy a car.'],
  },
  {
    prompt: 'Wir warten, bis der Chef kommt.',
    answers: [
      "We're waiting until the boss comes.",
      "We'll wait until the boss comes.",
      'We wait until the boss arrives.',
      'We are waiting till the boss comes.',
      "We're waiting for the boss to come.",
    ],
    nearMisses: ["We're waiting until the boss goes.", 'They are waiting until the boss comes.'],
  },
  {
    prompt: 'Meine Schwester sagt, dass sie keine Zeit hat.',
    answers: [
      'My sister says that she has no time.',
      "My sister says she doesn't have time.",
      "My sister says that she doesn't have any time.",
      "My sister says she hasn't got any time.",
    ],
    nearMisses: ['My sister says that she has time.', 'My sister says that he has no time.'],
  },
  {
    prompt: 'Ich weiß, dass du fleißig bist.',
    answers: [
      'I know that you are hard-working.',
      "I know you're diligent.",
      'I know that you work hard.',
      'I know you are industrious.',
    ],
    nearMisses: ['I know that you are lazy.', 'I think that you are hard-working.'],
  },
  {
    prompt: 'Ihr dürft heute Abend fernsehen.',
    answers: [
      'You may watch TV this evening.',
      'You are allowed to watch TV tonight.',
      'You can watch television this evening.',
      "Tonight you're allowed to watch TV.",
    ],
    nearMisses: ['You must watch TV this evening.', 'You may watch TV this morning.'],
  },
  {
    prompt: 'Er will Lehrer werden, denn er mag Kinder.',
    answers: [
      'He wants to become a teacher because he likes children.',
      'He wants to be a teacher, for he likes children.',
      'He wants to become a teacher since he likes kids.',
      'He wants to become a teacher as he likes children.',
    ],
    nearMisses: [
      'He will become a teacher because he likes children.',
      'He wants to become a teacher because he would like children.',
    ],
  },
  {
    prompt: 'Können Sie mir sagen, wann der Zug ankommt?',
    answers: [
      'Can you tell me when the train arrives?',
      'Could you tell me when the train is arriving?',
      'Can you tell me when the train gets in?',
      'Can you tell me what time the train arrives?',
    ],
    nearMisses: ['Can you tell me when the train leaves?', 'Can you tell him when the train arrives?'],
  },
  {
    prompt: 'Weil die Firma kein Geld hat, ist Lena arbeitslos.',
    answers: [
      'Because the company has no money, Lena is unemployed.',
      "Lena is unemployed because the firm doesn't have any money.",
      "Since the company doesn't have money, Lena is out of work.",
      'Lena is out of a job because the company has no money.',
    ],
    nearMisses: [
      'Because the company has money, Lena is unemployed.',
      'Although the company has no money, Lena is unemployed.',
    ],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'I have to work tomorrow.',
    answers: ['Ich muss morgen arbeiten.', 'Morgen muss ich arbeiten.'],
    nearMisses: [
      'Ich muss arbeiten morgen.',
      'Ich müssen morgen arbeiten.',
      'Ich muss morgen arbeite.',
      'Ich will morgen arbeiten.',
      'Morgen ich muss arbeiten.',
    ],
  },
  {
    prompt: 'Can you (informal) help me?',
    answers: ['Kannst du mir helfen?'],
    nearMisses: [
      'Kannst du mich helfen?',
      'Kann du mir helfen?',
      'Kannst du helfen mir?',
      'Kannst du mir hilfst?',
      'Können Sie mir helfen?',
    ],
  },
  {
    prompt: 'We would like to drink a coffee.',
    answers: ['Wir möchten einen Kaffee trinken.', 'Wir möchten gern einen Kaffee trinken.'],
    nearMisses: [
      'Wir möchten ein Kaffee trinken.',
      'Wir möchte einen Kaffee trinken.',
      'Wir mögen einen Kaffee trinken.',
      'Wir möchten trinken einen Kaffee.',
    ],
  },
  {
    prompt: 'I know that she is ill.',
    answers: ['Ich weiß, dass sie krank ist.', 'Ich weiß, sie ist krank.'],
    nearMisses: [
      'Ich weiß, sie krank ist.',
      'Ich weiß, dass sie ist krank.',
      'Ich weißt, dass sie krank ist.',
      'Ich weiß, dass sie krank sind.',
      'Ich wisse, dass sie krank ist.',
    ],
  },
  {
    prompt: 'The children are not allowed to watch TV.',
    answers: ['Die Kinder dürfen nicht fernsehen.'],
    nearMisses: [
      'Die Kinder dürfen fernsehen nicht.',
      'Die Kinder darf nicht fernsehen.',
      'Die Kinder müssen nicht fernsehen.',
      'Die Kinder dürfen nicht sehen fern.',
      'Die Kinder dürft nicht fernsehen.',
    ],
  },
  {
    prompt: 'Paul is staying at home because it is raining.',
    answers: [
      'Paul bleibt zu Hause, weil es regnet.',
      'Weil es regnet, bleibt Paul zu Hause.',
      'Paul bleibt zu Hause, denn es regnet.',
      'Paul bleibt zuhause, weil es regnet.',
    ],
    nearMisses: [
      'Paul bleibt zu Hause, weil regnet es.',
      'Paul bleibt zu Hause, weil es ist regnet.',
      'Weil es regnet, Paul bleibt zu Hause.',
      'Paul bleibt nach Hause, weil es regnet.',
      'Paul bleibt zu Hause, denn es regnet ist.',
      'Paul bleibt zu Hause, denn regnet es.',
    ],
  },
  {
    prompt: 'If you (formal) have time, you (formal) can come along.',
    answers: [
      'Wenn Sie Zeit haben, können Sie mitkommen.',
      'Sie können mitkommen, wenn Sie Zeit haben.',
      'Wenn Sie Zeit haben, dann können Sie mitkommen.',
    ],
    nearMisses: [
      'Wenn Sie Zeit haben, Sie können mitkommen.',
      'Wenn Sie haben Zeit, können Sie mitkommen.',
      'Wenn Sie Zeit haben, können Sie kommen mit.',
      'Wenn sie Zeit haben, können sie mitkommen.',
      'Ob Sie Zeit haben, können Sie mitkommen.',
      'Wenn Sie Zeit haben, kann Sie mitkommen.',
    ],
  },
  {
    prompt: 'Do you (informal, pl.) know whether the train is on time?',
    answers: ['Wisst ihr, ob der Zug pünktlich ist?'],
    nearMisses: [
      'Wisst ihr, wenn der Zug pünktlich ist?',
      'Wisst ihr, ob der Zug ist pünktlich?',
      'Weißt ihr, ob der Zug pünktlich ist?',
      'Wissen ihr, ob der Zug pünktlich ist?',
      'Wisst ihr, ob den Zug pünktlich ist?',
    ],
  },
  {
    prompt: 'Anna wants to call her mother before she goes to work.',
    answers: [
      'Anna will ihre Mutter anrufen, bevor sie zur Arbeit geht.',
      'Bevor sie zur Arbeit geht, will Anna ihre Mutter anrufen.',
      'Bevor Anna zur Arbeit geht, will sie ihre Mutter anrufen.',
    ],
    nearMisses: [
      'Anna will ihre Mutter anrufen, bevor sie geht zur Arbeit.',
      'Anna will ihre Mutter rufen an, bevor sie zur Arbeit geht.',
      'Anna will seine Mutter anrufen, bevor sie zur Arbeit geht.',
      'Anna will ihrer Mutter anrufen, bevor sie zur Arbeit geht.',
      'Anna wollt ihre Mutter anrufen, bevor sie zur Arbeit geht.',
      'Bevor sie zur Arbeit geht, Anna will ihre Mutter anrufen.',
    ],
  },
  {
    prompt: 'Although he is tired, he is supposed to study.',
    answers: ['Obwohl er müde ist, soll er lernen.', 'Er soll lernen, obwohl er müde ist.'],
    nearMisses: [
      'Obwohl er müde ist, er soll lernen.',
      'Obwohl er ist müde, soll er lernen.',
      'Obwohl er müde ist, sollt er lernen.',
      'Obwohl er müde ist, soll er lernt.',
      'Obwohl er müde ist, muss er lernen.',
    ],
  },
  {
    prompt: "We don't know when the course starts.",
    answers: ['Wir wissen nicht, wann der Kurs beginnt.', 'Wir wissen nicht, wann der Kurs anfängt.'],
    nearMisses: [
      'Wir wissen nicht, wann der Kurs fängt an.',
      'Wir wissen nicht, wann beginnt der Kurs.',
      'Wir wisst nicht, wann der Kurs beginnt.',
      'Wir wissen nicht, wenn der Kurs beginnt.',
      'Wir wissen nicht, wann den Kurs beginnt.',
    ],
  },
  {
    prompt: 'You (informal) must not smoke here.',
    answers: ['Du darfst hier nicht rauchen.', 'Hier darfst du nicht rauchen.'],
    nearMisses: [
      'Du musst hier nicht rauchen.',
      'Du darf hier nicht rauchen.',
      'Du darfst hier rauchen nicht.',
      'Du dürfst hier nicht rauchen.',
      'Hier du darfst nicht rauchen.',
    ],
  },
  {
    prompt: 'I am learning German so that I can study in Berlin.',
    answers: [
      'Ich lerne Deutsch, damit ich in Berlin studieren kann.',
      'Damit ich in Berlin studieren kann, lerne ich Deutsch.',
    ],
    nearMisses: [
      'Ich lerne Deutsch, damit ich kann in Berlin studieren.',
      'Ich lerne Deutsch, damit ich in Berlin kann studieren.',
      'Ich lerne Deutsch, damit ich in Berlin studieren können.',
      'Damit ich in Berlin studieren kann, ich lerne Deutsch.',
      'Ich lerne Deutsch, damit ich in Berlin studiere kann.',
    ],
  },
  {
    prompt: 'My brother has to study because he has an exam tomorrow.',
    answers: [
      'Mein Bruder muss lernen, weil er morgen eine Prüfung hat.',
      'Weil er morgen eine Prüfung hat, muss mein Bruder lernen.',
      'Weil mein Bruder morgen eine Prüfung hat, muss er lernen.',
      'Mein Bruder muss lernen, denn er hat morgen eine Prüfung.',
    ],
    nearMisses: [
      'Mein Bruder muss lernen, weil er hat morgen eine Prüfung.',
      'Mein Bruder muss lernen, weil er morgen einen Prüfung hat.',
      'Meine Bruder muss lernen, weil er morgen eine Prüfung hat.',
      'Mein Bruder muss lernen, denn er morgen eine Prüfung hat.',
      'Mein Bruder muss lernen, weil er morgen eine Prüfung haben.',
      'Weil er morgen eine Prüfung hat, mein Bruder muss lernen.',
    ],
  },
];

describeFairnessPanel(11, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
