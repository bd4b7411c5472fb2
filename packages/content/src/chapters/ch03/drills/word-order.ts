import type { WordOrderDrill } from '../../../sets/schema.ts';

/**
 * Word Order (I), chapter 3 (/ch3/drills/word_order): 31 jumbles practising the six word-order rules of
 * chapter 3. Chunk ids follow the natural order of the sentence; `dataList` holds them jumbled.
 * Accepted orders keep the chunk with the final punctuation last.
 */
export const wordOrderDrill = {
  kind: 'word-order-drill',
  table: 'ch3_word_order',
  rules: [
    'Verb in second position',
    'Subject next to verb',
    "Und, aber, oder don't count towards position",
    'Indirect object before direct object',
    'Nicht after conjugated verb, direct object and heute',
    'Time before place',
  ],
  items: [
    {
      questionNum: 1,
      dataList: [
        { id: 2, title: 'lerne' },
        { id: 3, title: 'jetzt' },
        { id: 1, title: 'ich' },
        { id: 4, title: 'Deutsch.' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'I am learning German now.',
      rule: [0, 1],
    },
    {
      questionNum: 2,
      dataList: [
        { id: 4, title: 'eine Suppe.' },
        { id: 3, title: 'Paul' },
        { id: 2, title: 'kocht' },
        { id: 1, title: 'heute' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'Today Paul is cooking a soup.',
      rule: [0, 1],
      newWords: [{ german: 'die Suppe', english: 'the soup' }],
      notes: [
        'When heute comes first, the verb kocht stays in second position and the subject Paul follows it directly.',
      ],
    },
    {
      questionNum: 3,
      dataList: [
        { id: 2, title: 'mache' },
        { id: 1, title: 'die Hausaufgaben' },
        { id: 4, title: 'heute Abend.' },
        { id: 3, title: 'ich' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'I am doing the homework this evening.',
      rule: [0, 1],
      newWords: [
        { german: 'die Hausaufgaben (pl.)', english: 'the homework' },
        { german: 'heute Abend', english: 'this evening, tonight' },
      ],
      notes: [
        'The direct object can come first for emphasis. The verb mache is still second, and the subject ich comes right after it.',
      ],
    },
    {
      questionNum: 4,
      dataList: [
        { id: 2, title: 'spielen' },
        { id: 4, title: 'Tennis.' },
        { id: 1, title: 'am Samstag' },
        { id: 3, title: 'die Kinder' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'On Saturday the children play tennis.',
      rule: [0, 1],
      newWords: [
        { german: 'am Samstag', english: 'on Saturday' },
        { german: 'das Kind, die Kinder', english: 'the child, the children' },
        { german: 'das Tennis', english: 'tennis' },
      ],
      notes: ['Am Samstag is one element: it fills the first position, so the verb comes next.'],
    },
    {
      questionNum: 5,
      dataList: [
        { id: 4, title: 'in Hamburg.' },
        { id: 1, title: 'jetzt' },
        { id: 3, title: 'wir' },
        { id: 2, title: 'wohnen' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'Now we live in Hamburg.',
      rule: [0, 1, 5],
      newWords: [{ german: 'in', english: 'in' }],
    },
    {
      questionNum: 6,
      dataList: [
        { id: 4, title: 'jetzt?' },
        { id: 2, title: 'arbeitet' },
        { id: 3, title: 'Anna' },
        { id: 1, title: 'wo' },
      ],
      correctOrder: [[1, 2, 3, 4]],
      translation: 'Where does Anna work now?',
      rule: [0, 1],
      notes: [
        'In a question with a question word, the question word comes first and the verb second, just as in a statement.',
      ],
    },
    {
      questionNum: 7,
      dataList: [
        { id: 3, title: 'du' },
        { id: 2, title: 'kochst' },
        { id: 1, title: 'was' },
        { id: 4, title: 'heute Abend?' },
      ],
      correctOrder: [[1, 2, 3, 4]],
      translation: 'What are you cooking this evening?',
      rule: [0, 1],
      newWords: [{ german: 'heute Abend', english: 'this evening, tonight' }],
    },
    {
      questionNum: 8,
      dataList: [
        { id: 2, title: 'ist' },
        { id: 1, title: 'heute' },
        { id: 3, title: 'das Wetter' },
        { id: 4, title: 'schön.' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'The weather is nice today.',
      rule: [0, 1],
      newWords: [
        { german: 'das Wetter', english: 'the weather' },
        { german: 'schön', english: 'nice, beautiful' },
      ],
    },
    {
      questionNum: 9,
      dataList: [
        { id: 3, title: 'morgen' },
        { id: 1, title: 'Anna arbeitet heute,' },
        { id: 2, title: 'aber' },
        { id: 6, title: 'Zeit.' },
        { id: 5, title: 'sie' },
        { id: 4, title: 'hat' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [1, 2, 5, 4, 3, 6],
      ],
      translation: 'Anna is working today, but tomorrow she has time.',
      rule: [0, 1, 2],
      newWords: [
        { german: 'die Zeit', english: 'the time' },
        { german: 'Zeit haben', english: 'to have time, to be free' },
      ],
      notes: [
        'Aber does not count: after it, morgen is in first position, so the verb hat comes next and the subject sie follows it.',
      ],
    },
    {
      questionNum: 10,
      dataList: [
        { id: 5, title: 'das Brot.' },
        { id: 4, title: 'kauft' },
        { id: 1, title: 'ich koche die Suppe,' },
        { id: 3, title: 'Paul' },
        { id: 2, title: 'und' },
      ],
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'I am cooking the soup, and Paul is buying the bread.',
      rule: [0, 1, 2],
      newWords: [
        { german: 'die Suppe', english: 'the soup' },
        { german: 'kaufen', english: 'to buy' },
        { german: 'das Brot', english: 'the bread' },
      ],
      notes: ['Und does not count: Paul is in first position of the second clause and kauft in second.'],
    },
    {
      questionNum: 11,
      dataList: [
        { id: 4, title: 'kaufen' },
        { id: 2, title: 'oder' },
        { id: 1, title: 'morgen kochen wir,' },
        { id: 5, title: 'eine Pizza.' },
        { id: 3, title: 'wir' },
      ],
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'Tomorrow we will cook, or we will buy a pizza.',
      rule: [0, 1, 2],
      newWords: [
        { german: 'kaufen', english: 'to buy' },
        { german: 'die Pizza', english: 'the pizza' },
      ],
      notes: [
        'Oder does not count: wir is in first position and kaufen in second. "Oder kaufen wir eine Pizza" would be a question.',
      ],
    },
    {
      questionNum: 12,
      dataList: [
        { id: 6, title: 'in Wien.' },
        { id: 5, title: 'wir' },
        { id: 3, title: 'im Sommer' },
        { id: 1, title: 'wir wohnen in Berlin,' },
        { id: 4, title: 'wohnen' },
        { id: 2, title: 'aber' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5, 6],
        [1, 2, 5, 4, 3, 6],
      ],
      translation: 'We live in Berlin, but in the summer we live in Vienna.',
      rule: [0, 1, 2, 5],
      newWords: [
        { german: 'in', english: 'in' },
        { german: 'im Sommer', english: 'in the summer' },
        { german: 'Wien', english: 'Vienna' },
      ],
      notes: [
        'If you start the second clause with wir, the time im Sommer still comes before the place in Wien.',
      ],
    },
    {
      questionNum: 13,
      dataList: [
        { id: 4, title: 'kochen' },
        { id: 3, title: 'die Eltern' },
        { id: 1, title: 'die Kinder spielen jetzt,' },
        { id: 5, title: 'das Essen.' },
        { id: 2, title: 'und' },
      ],
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'The children are playing now, and the parents are cooking the meal.',
      rule: [0, 1, 2],
      newWords: [
        { german: 'das Kind, die Kinder', english: 'the child, the children' },
        { german: 'die Eltern (pl.)', english: 'the parents' },
        { german: 'das Essen', english: 'the meal, the food' },
      ],
    },
    {
      questionNum: 14,
      dataList: [
        { id: 2, title: 'schreibe' },
        { id: 5, title: 'einen Brief.' },
        { id: 4, title: 'einer Freundin' },
        { id: 1, title: 'heute' },
        { id: 3, title: 'ich' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
        [3, 2, 4, 1, 5],
        [4, 2, 3, 1, 5],
      ],
      translation: 'Today I am writing a letter to a (female) friend.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'schreiben', english: 'to write' },
        { german: 'die Freundin', english: 'the (female) friend' },
        { german: 'der Brief', english: 'the letter' },
      ],
      notes: [
        'einer Freundin is dative (indirect object), einen Brief accusative (direct object): the dative noun comes first.',
      ],
    },
    {
      questionNum: 15,
      dataList: [
        { id: 4, title: 'die Bilder.' },
        { id: 3, title: 'den Kindern' },
        { id: 2, title: 'zeigt' },
        { id: 1, title: 'die Lehrerin' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'The teacher shows the children the pictures.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'die Lehrerin', english: 'the (female) teacher' },
        { german: 'zeigen', english: 'to show' },
        { german: 'das Kind, die Kinder', english: 'the child, the children' },
        { german: 'das Bild, die Bilder', english: 'the picture, the pictures' },
      ],
      notes: ['den Kindern is dative plural: the article is den and the noun adds -n.'],
    },
    {
      questionNum: 16,
      dataList: [
        { id: 2, title: 'geben' },
        { id: 4, title: 'das Geld.' },
        { id: 1, title: 'wir' },
        { id: 3, title: 'dem Kellner' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'We give the waiter the money.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'geben', english: 'to give' },
        { german: 'der Kellner', english: 'the waiter' },
        { german: 'das Geld', english: 'the money' },
      ],
    },
    {
      questionNum: 17,
      dataList: [
        { id: 2, title: 'kauft' },
        { id: 5, title: 'einen roten Ball.' },
        { id: 4, title: 'dem Kind' },
        { id: 3, title: 'Anna' },
        { id: 1, title: 'morgen' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
        [3, 2, 4, 1, 5],
        [4, 2, 3, 1, 5],
      ],
      translation: 'Tomorrow Anna is buying the child a red ball.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'kaufen', english: 'to buy' },
        { german: 'das Kind', english: 'the child' },
        { german: 'rot', english: 'red' },
        { german: 'der Ball', english: 'the ball' },
      ],
    },
    {
      questionNum: 18,
      dataList: [
        { id: 5, title: 'die neue Regel.' },
        { id: 2, title: 'erklärt' },
        { id: 4, title: 'der Klasse' },
        { id: 3, title: 'der Lehrer' },
        { id: 1, title: 'jetzt' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
        [3, 2, 4, 1, 5],
        [4, 2, 3, 1, 5],
      ],
      translation: 'Now the teacher is explaining the new rule to the class.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'erklären', english: 'to explain' },
        { german: 'der Lehrer', english: 'the teacher' },
        { german: 'die Klasse', english: 'the class' },
        { german: 'neu', english: 'new' },
        { german: 'die Regel', english: 'the rule' },
      ],
      notes: [
        'der Lehrer is the subject (nominative masculine); der Klasse is the indirect object (dative feminine). The subject stays next to the verb.',
      ],
    },
    {
      questionNum: 19,
      dataList: [
        { id: 5, title: 'den Kaffee.' },
        { id: 1, title: 'jetzt' },
        { id: 3, title: 'wir' },
        { id: 2, title: 'bringen' },
        { id: 4, title: 'den Gästen' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
        [3, 2, 4, 1, 5],
        [4, 2, 3, 1, 5],
      ],
      translation: 'Now we are bringing the guests the coffee.',
      rule: [0, 1, 3],
      newWords: [
        { german: 'bringen', english: 'to bring' },
        { german: 'der Gast, die Gäste', english: 'the guest, the guests' },
        { german: 'der Kaffee', english: 'the coffee' },
      ],
      notes: [
        'den Gästen is dative plural (the noun adds -n), so it comes before the direct object den Kaffee.',
      ],
    },
    {
      questionNum: 20,
      dataList: [
        { id: 2, title: 'spielen' },
        { id: 3, title: 'heute' },
        { id: 1, title: 'wir' },
        { id: 4, title: 'nicht.' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'We are not playing today.',
      rule: [0, 1, 4],
    },
    {
      questionNum: 21,
      dataList: [
        { id: 4, title: 'nicht.' },
        { id: 2, title: 'kaufe' },
        { id: 1, title: 'ich' },
        { id: 3, title: 'den alten Tisch' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'I am not buying the old table.',
      rule: [0, 1, 4],
      newWords: [
        { german: 'kaufen', english: 'to buy' },
        { german: 'der Tisch', english: 'the table' },
      ],
    },
    {
      questionNum: 22,
      dataList: [
        { id: 2, title: 'besucht' },
        { id: 1, title: 'Paul' },
        { id: 4, title: 'heute' },
        { id: 3, title: 'das Museum' },
        { id: 5, title: 'nicht.' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [4, 2, 1, 3, 5],
        [1, 2, 4, 3, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'Paul is not visiting the museum today.',
      rule: [0, 1, 4],
      newWords: [
        { german: 'besuchen', english: 'to visit' },
        { german: 'das Museum', english: 'the museum' },
      ],
      notes: ['Nicht goes after both the direct object and heute; those two can come in either order.'],
    },
    {
      questionNum: 23,
      dataList: [
        { id: 5, title: 'offen.' },
        { id: 1, title: 'die Bibliothek' },
        { id: 3, title: 'heute' },
        { id: 4, title: 'nicht' },
        { id: 2, title: 'ist' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
      ],
      translation: 'The library is not open today.',
      rule: [0, 1, 4],
      newWords: [
        { german: 'die Bibliothek', english: 'the library' },
        { german: 'offen', english: 'open' },
      ],
      notes: ['Nicht comes after heute but before an adjective such as offen.'],
    },
    {
      questionNum: 24,
      dataList: [
        { id: 2, title: 'gebe' },
        { id: 3, title: 'dem Kind' },
        { id: 5, title: 'nicht.' },
        { id: 4, title: 'den Ball' },
        { id: 1, title: 'ich' },
      ],
      correctOrder: [
        [1, 2, 3, 4, 5],
        [3, 2, 1, 4, 5],
        [4, 2, 1, 3, 5],
      ],
      translation: 'I am not giving the child the ball.',
      rule: [0, 1, 3, 4],
      newWords: [
        { german: 'geben', english: 'to give' },
        { german: 'das Kind', english: 'the child' },
        { german: 'der Ball', english: 'the ball' },
      ],
    },
    {
      questionNum: 25,
      dataList: [
        { id: 5, title: 'nicht?' },
        { id: 1, title: 'warum' },
        { id: 4, title: 'heute' },
        { id: 3, title: 'du' },
        { id: 2, title: 'arbeitest' },
      ],
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: "Why aren't you working today?",
      rule: [0, 1, 4],
    },
    {
      questionNum: 26,
      dataList: [
        { id: 4, title: 'zu Hause.' },
        { id: 3, title: 'heute' },
        { id: 1, title: 'Anna' },
        { id: 2, title: 'ist' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'Anna is at home today.',
      rule: [0, 1, 5],
      newWords: [{ german: 'zu Hause', english: 'at home' }],
    },
    {
      questionNum: 27,
      dataList: [
        { id: 2, title: 'lernen' },
        { id: 4, title: 'in der Bibliothek.' },
        { id: 3, title: 'am Abend' },
        { id: 1, title: 'wir' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'We study in the library in the evening.',
      rule: [0, 1, 5],
      newWords: [
        { german: 'am Abend', english: 'in the evening' },
        { german: 'in der Bibliothek', english: 'in the library' },
      ],
    },
    {
      questionNum: 28,
      dataList: [
        { id: 2, title: 'wohnt' },
        { id: 3, title: 'jetzt' },
        { id: 1, title: 'die Familie' },
        { id: 4, title: 'in einem kleinen Haus.' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'The family now lives in a small house.',
      rule: [0, 1, 5],
      newWords: [
        { german: 'die Familie', english: 'the family' },
        { german: 'in', english: 'in' },
        { german: 'das Haus', english: 'the house' },
      ],
    },
    {
      questionNum: 29,
      dataList: [
        { id: 4, title: 'im Büro.' },
        { id: 2, title: 'arbeitet' },
        { id: 3, title: 'am Montag' },
        { id: 1, title: 'Paul' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'Paul works in the office on Monday.',
      rule: [0, 1, 5],
      newWords: [
        { german: 'am Montag', english: 'on Monday' },
        { german: 'im Büro', english: 'in the office' },
        { german: 'das Büro', english: 'the office' },
      ],
      notes: ['im is short for in dem.'],
    },
    {
      questionNum: 30,
      dataList: [
        { id: 2, title: 'macht' },
        { id: 5, title: 'in Berlin?' },
        { id: 1, title: 'was' },
        { id: 3, title: 'ihr' },
        { id: 4, title: 'morgen' },
      ],
      correctOrder: [[1, 2, 3, 4, 5]],
      translation: 'What are you (informal, pl.) doing in Berlin tomorrow?',
      rule: [0, 1, 5],
      newWords: [{ german: 'in', english: 'in' }],
    },
    {
      questionNum: 31,
      dataList: [
        { id: 4, title: 'im Park.' },
        { id: 1, title: 'die Kinder' },
        { id: 3, title: 'am Nachmittag' },
        { id: 2, title: 'sind' },
      ],
      correctOrder: [
        [1, 2, 3, 4],
        [3, 2, 1, 4],
      ],
      translation: 'The children are in the park in the afternoon.',
      rule: [0, 1, 5],
      newWords: [
        { german: 'das Kind, die Kinder', english: 'the child, the children' },
        { german: 'am Nachmittag', english: 'in the afternoon' },
        { german: 'im Park', english: 'in the park' },
        { german: 'der Park', english: 'the park' },
      ],
      notes: ['im is short for in dem.'],
    },
  ],
} satisfies WordOrderDrill;
