import { describeFairnessPanel, type PanelEntry } from '../../test-support/fairness-panel.ts';
import { englishToGerman } from './exercises/english-to-german.ts';
import { germanToEnglish } from './exercises/german-to-english.ts';

/**
 * The fairness panel of the chapter 6 exercises (DESIGN §6): translations written from the prompt
 * sentence alone, as different good learners would write them, which the check must accept, and
 * near misses which it must reject: in German the wrong case after a genitive preposition (the
 * dative of speech, a missing -s or -es), the wrong stem of an e→ie or a→ä verb, a wrong ordinal
 * ending, the wrong verb position or pronoun; in English the wrong clock time, date or
 * preposition, and gern or lieber left out.
 */

const toEnglishPanel: PanelEntry[] = [
  {
    prompt: 'Während des Winters schneit es hier oft.',
    answers: [
      'During the winter it often snows here.',
      'It often snows here during the winter.',
      'During winter it snows here often.',
      'It snows here a lot in the winter.',
    ],
    nearMisses: ['During the winter it often rains here.', 'During the winter it often snowed here.'],
  },
  {
    prompt: 'Trotz des Regens wandern wir heute.',
    answers: [
      'Despite the rain we are hiking today.',
      "In spite of the rain, we're going hiking today.",
      'We are hiking today in spite of the rain.',
      "We're going for a hike today despite the rain.",
      'Despite the rain, we hike today.',
    ],
    nearMisses: ['Because of the rain we are hiking today.', 'Despite the snow we are hiking today.'],
  },
  {
    prompt: 'Meine Schwester liest gern Bücher, aber sie sieht lieber Filme.',
    answers: [
      'My sister likes reading books, but she prefers watching films.',
      'My sister likes to read books, but she prefers to watch movies.',
      "My sister likes to read books but she'd rather watch films.",
      'My sister enjoys reading books, but she prefers watching movies.',
      'My sister likes to read books, but she prefers films.',
      'My sister likes reading books, but she likes watching films more.',
    ],
    nearMisses: [
      'My sister likes reading books, but she likes watching films.',
      'My sister reads books, but she prefers watching films.',
      'My sister likes reading books, but he prefers watching films.',
    ],
  },
  {
    prompt: 'Der Zug fährt um halb acht.',
    answers: [
      'The train leaves at half past seven.',
      'The train leaves at seven thirty.',
      'The train departs at half past seven.',
      'The train is leaving at half past seven.',
      'The train goes at half past seven.',
      'The train leaves at 7:30.',
    ],
    nearMisses: ['The train leaves at half past eight.', 'The train leaves at eight thirty.'],
  },
  {
    prompt: 'Es ist Viertel vor zwölf.',
    answers: [
      'It is a quarter to twelve.',
      "It's quarter to twelve.",
      'It is a quarter of twelve.',
      "It's eleven forty-five.",
      "It's 11:45.",
    ],
    nearMisses: ['It is a quarter past twelve.', 'It is a quarter to eleven.'],
  },
  {
    prompt: 'Mein Bruder fährt im Sommer gern mit dem Fahrrad.',
    answers: [
      'My brother likes to cycle in the summer.',
      'In summer my brother likes riding his bike.',
      'My brother likes riding his bicycle in the summer.',
      'In the summer my brother likes to ride his bike.',
      'My brother likes to go cycling in the summer.',
    ],
    nearMisses: ['My brother rides his bike in the summer.', 'My brother likes to cycle in the winter.'],
  },
  {
    prompt: 'Während der Ferien schlafen die Kinder sehr lange.',
    answers: [
      'During the holidays the children sleep for a very long time.',
      'The children sleep very late during the holidays.',
      'During the vacation the children sleep very long.',
      'During the holidays, the children sleep a very long time.',
    ],
    nearMisses: [
      'During the holidays the child sleeps very long.',
      'During the holidays the children slept very long.',
    ],
  },
  {
    prompt: 'Wegen des Schnees fährt der Bus heute nicht.',
    answers: [
      "Because of the snow the bus isn't running today.",
      'The bus is not running today because of the snow.',
      "Because of the snow, the bus doesn't run today.",
      "Due to the snow the bus isn't running today.",
      "Because of the snow the bus isn't going today.",
    ],
    nearMisses: [
      "Despite the snow the bus isn't running today.",
      'Because of the snow the bus is running today.',
    ],
  },
  {
    prompt: 'Am ersten Mai wandern wir mit unseren Freunden.',
    answers: [
      'On the first of May we are hiking with our friends.',
      'On May first we go hiking with our friends.',
      "We're going hiking with our friends on the first of May.",
      'On the first of May we hike with our friends.',
    ],
    nearMisses: [
      'On the first of May we are hiking with your friends.',
      'On the third of May we are hiking with our friends.',
    ],
  },
  {
    prompt: 'Das Museum ist sehr alt: es ist aus dem Jahr 1850.',
    answers: [
      'The museum is very old: it is from the year 1850.',
      "The museum is very old; it's from 1850.",
      'The museum is very old: it dates from 1850.',
      'The museum is very old, it is from the year eighteen fifty.',
    ],
    nearMisses: [
      'The museum is very old: it is from the year 1805.',
      'The museums are very old: they are from the year 1850.',
    ],
  },
  {
    prompt: 'Heute ist der dritte Oktober.',
    answers: [
      'Today is the third of October.',
      'Today is October third.',
      "It's the third of October today.",
      'Today is October 3rd.',
    ],
    nearMisses: ['Today is the thirteenth of October.', 'Today is the third of August.'],
  },
  {
    prompt: 'Der Kellner empfiehlt uns den Fisch, aber ich esse lieber Fleisch.',
    answers: [
      'The waiter recommends the fish to us, but I prefer to eat meat.',
      "The waiter is recommending the fish to us, but I'd rather eat meat.",
      'The waiter recommends the fish to us, but I would prefer meat.',
      'The waiter recommends the fish to us but I prefer meat.',
      'The waiter recommends us the fish, but I prefer eating meat.',
    ],
    nearMisses: [
      'The waiter recommends the fish to us, but I eat meat.',
      'The waiter recommends the fish to them, but I prefer meat.',
    ],
  },
  {
    prompt: 'Es ist zehn nach neun, und mein Bruder schläft.',
    answers: [
      'It is ten past nine, and my brother is sleeping.',
      "It's ten after nine and my brother is asleep.",
      "It's nine ten, and my brother is sleeping.",
    ],
    nearMisses: [
      'It is ten to nine, and my brother is sleeping.',
      'It is ten past nine, and my brothers are sleeping.',
    ],
  },
  {
    prompt: 'Trägst du heute deinen neuen Mantel?',
    answers: [
      'Are you wearing your new coat today?',
      'Will you wear your new coat today?',
      'Are you going to wear your new coat today?',
    ],
    nearMisses: ['Are you wearing your old coat today?', 'Is he wearing his new coat today?'],
  },
  {
    prompt: 'Wir wohnen außerhalb der Stadt und fahren oft mit dem Bus.',
    answers: [
      'We live outside the town and often take the bus.',
      'We live outside the city and often go by bus.',
      'We live outside of the city and we often travel by bus.',
      'We live outside the city and often ride the bus.',
    ],
    nearMisses: [
      'We live in the city and often take the bus.',
      'We lived outside the city and often took the bus.',
    ],
  },
  {
    prompt: 'Statt eines Hotels suchen wir eine Wohnung.',
    answers: [
      'Instead of a hotel we are looking for an apartment.',
      "We're looking for a flat instead of a hotel.",
      'Instead of a hotel, we look for an apartment.',
    ],
    nearMisses: [
      'Instead of the hotel we are looking for an apartment.',
      'Instead of a hotel we are looking for apartments.',
    ],
  },
  {
    prompt: 'Es regnet, aber Paul wäscht sein Auto.',
    answers: ['It is raining, but Paul is washing his car.', "It's raining but Paul washes his car."],
    nearMisses: [
      'It is raining, but Paul is washing her car.',
      'It is snowing, but Paul is washing his car.',
    ],
  },
  {
    prompt: 'Die Reise kostet tausend Euro.',
    answers: [
      'The trip costs a thousand euros.',
      'The journey costs one thousand euros.',
      'The trip costs 1000 euros.',
      'The journey costs a thousand euros.',
    ],
    nearMisses: ['The trip costs a hundred euros.', 'The trips cost a thousand euros.'],
  },
];

const toGermanPanel: PanelEntry[] = [
  {
    prompt: 'My father is reading the newspaper during breakfast.',
    answers: [
      'Mein Vater liest während des Frühstücks die Zeitung.',
      'Während des Frühstücks liest mein Vater die Zeitung.',
      'Mein Vater liest die Zeitung während des Frühstücks.',
      'Mein Vater liest beim Frühstück die Zeitung.',
    ],
    nearMisses: [
      'Mein Vater liest während dem Frühstück die Zeitung.',
      'Mein Vater liest während des Frühstück die Zeitung.',
      'Mein Vater lest während des Frühstücks die Zeitung.',
      'Während des Frühstücks mein Vater liest die Zeitung.',
      'Mein Vater liest während der Frühstücks die Zeitung.',
    ],
  },
  {
    prompt: 'Do you (informal) like playing tennis?',
    answers: ['Spielst du gern Tennis?', 'Spielst du gerne Tennis?'],
    nearMisses: ['Spielt du gern Tennis?', 'Spielen Sie gern Tennis?', 'Gern spielst du Tennis?'],
  },
  {
    prompt: 'The bus stops here at a quarter past eight.',
    answers: [
      'Der Bus hält hier um Viertel nach acht.',
      'Um Viertel nach acht hält der Bus hier.',
      'Der Bus hält um Viertel nach acht hier.',
      'Der Bus hält hier um acht Uhr fünfzehn.',
      'Der Bus hält hier um viertel neun.',
    ],
    nearMisses: [
      'Der Bus haltet hier um Viertel nach acht.',
      'Der Bus hält hier um Viertel vor acht.',
      'Der Bus hält hier um Viertel nach neun.',
      'Der Bus hält hier um viertel acht.',
      'Der Bus hält hier am Viertel nach acht.',
    ],
  },
  {
    prompt: 'Because of the rain we are at home today.',
    answers: [
      'Wegen des Regens sind wir heute zu Hause.',
      'Wir sind heute wegen des Regens zu Hause.',
      'Heute sind wir wegen des Regens zu Hause.',
      'Wir sind wegen des Regens heute zu Hause.',
    ],
    nearMisses: [
      'Wegen des Regen sind wir heute zu Hause.',
      'Wegen dem Regen sind wir heute zu Hause.',
      'Wegen des Regens wir sind heute zu Hause.',
      'Wegen der Regens sind wir heute zu Hause.',
    ],
  },
  {
    prompt: 'Lena is running through the park in spite of the snow.',
    answers: [
      'Lena läuft trotz des Schnees durch den Park.',
      'Trotz des Schnees läuft Lena durch den Park.',
      'Lena läuft durch den Park trotz des Schnees.',
    ],
    nearMisses: [
      'Lena lauft trotz des Schnees durch den Park.',
      'Lena läuft trotz des Schnees durch dem Park.',
      'Lena läuft trotz dem Schnee durch den Park.',
      'Lena läuft trotz des Schnee durch den Park.',
    ],
  },
  {
    prompt: 'Does he wear a coat in winter?',
    answers: ['Trägt er im Winter einen Mantel?', 'Trägt er einen Mantel im Winter?'],
    nearMisses: [
      'Tragt er im Winter einen Mantel?',
      'Trägt er im Winter ein Mantel?',
      'Trägst er im Winter einen Mantel?',
      'Trägt er in Winter einen Mantel?',
    ],
  },
  {
    prompt: 'Today is the twentieth of July.',
    answers: [
      'Heute ist der zwanzigste Juli.',
      'Heute ist der 20. Juli.',
      'Heute haben wir den zwanzigsten Juli.',
    ],
    nearMisses: [
      'Heute ist der zwanzigsten Juli.',
      'Heute ist die zwanzigste Juli.',
      'Heute ist der zwanzigte Juli.',
      'Heute ist der zwanzig Juli.',
    ],
  },
  {
    prompt: 'The glass falls off the table, and my mother sees it.',
    answers: [
      'Das Glas fällt vom Tisch, und meine Mutter sieht es.',
      'Das Glas fällt vom Tisch und meine Mutter sieht es.',
      'Das Glas fällt von dem Tisch, und meine Mutter sieht es.',
      'Das Glas fällt vom Tisch, und meine Mutter sieht das.',
    ],
    nearMisses: [
      'Das Glas fallt vom Tisch, und meine Mutter sieht es.',
      'Das Glas fällt vom Tisch, und meine Mutter seht es.',
      'Das Glas fällt vom Tisch, und meine Mutter sieht ihn.',
      'Das Glas fällt von den Tisch, und meine Mutter sieht es.',
    ],
  },
  {
    prompt: 'Do you (formal) recommend the fish instead of the meat?',
    answers: [
      'Empfehlen Sie den Fisch statt des Fleisches?',
      'Empfehlen Sie statt des Fleisches den Fisch?',
      'Empfehlen Sie den Fisch anstatt des Fleisches?',
    ],
    nearMisses: [
      'Empfehlt Sie den Fisch statt des Fleisches?',
      'Empfiehlst du den Fisch statt des Fleisches?',
      'Empfehlen Sie den Fisch statt das Fleisch?',
      'Empfehlen Sie der Fisch statt des Fleisches?',
      'Empfehlen sie den Fisch statt des Fleisches?',
    ],
  },
];

describeFairnessPanel(6, [
  { name: 'German to English', set: germanToEnglish, panel: toEnglishPanel, language: 'en' },
  { name: 'English to German', set: englishToGerman, panel: toGermanPanel, language: 'de' },
]);
