// The course's own sentences, each with a learner's wrong answer and the explanation diagnosis
// gives it from the course lexicon: the verb named is the learner's own, words quoted mid-sentence
// keep their mid-sentence spelling, and each rule is the one that fits what went wrong.
import { describe, expect, it } from 'vitest';
import { diagnoseAnswer } from './diagnose-answer.ts';
import { loadPracticeSet } from './sets/registry.ts';

async function diagnose(id: string, answer: string, prompt: string) {
  const [table = '', number = ''] = id.split('#');
  const set = await loadPracticeSet(table);
  if (set.kind !== 'translation-exercise') throw new Error(`${table} is no translation exercise`);
  const sentence = set.sentences[Number(number) - 1];
  if (sentence === undefined) throw new Error(`no sentence ${id}`);
  const chapter = Number(/^ch(\d+)/.exec(id)?.[1]);
  return diagnoseAnswer(answer, sentence.translation, { chapter, prompt });
}

describe('diagnoseAnswer on the course', () => {
  it('shows ein … nicht through its nicht when kein replaces both', async () => {
    expect(
      await diagnose(
        'ch4_ex_to_german#7',
        'Wir haben ein Auto nicht, aber wir haben Fahrräder.',
        "We don't have a car, but we have bikes.",
      ),
    ).toMatchObject({
      kind: 'negation',
      wrong: 'ein Auto nicht',
      right: 'kein Auto',
      explanation: 'A noun with ein or without an article is negated with kein, not nicht: kein Auto.',
    });
  });

  it('says that a changed stem in -t takes no extra -et, where the learner added it', async () => {
    expect(
      await diagnose(
        'ch6_ex_to_german#3',
        'Der Bus haltet hier um Viertel nach acht.',
        'The bus stops here at a quarter past eight.',
      ),
    ).toMatchObject({
      kind: 'verb-form',
      explanation: 'halten changes a to ä with er/sie/es and takes no extra -et: der Bus hält.',
    });
  });

  it('names the verb the learner used in that clause', async () => {
    expect(
      await diagnose('ch2_ex_to_german#2', 'Wir kaufen der Stuhl.', 'We are buying the chair.'),
    ).toMatchObject({ kind: 'case', explanation: 'kaufen takes the accusative: den Stuhl.' });
    expect(
      await diagnose(
        'ch8_ex_to_german#8',
        'Die Kinder haben in den Park gegangen, und wir haben das Haus geputzt.',
        'The children went to the park, and we cleaned the house.',
      ),
    ).toMatchObject({ kind: 'auxiliary', explanation: 'gehen takes sein here: sind gegangen.' });
    expect(
      await diagnose(
        'ch7_ex_to_german#10',
        'Wessen Hund folgt die Touristen?',
        'Whose dog is following the tourists?',
      ),
    ).toMatchObject({ kind: 'case', explanation: 'folgen takes the dative: den Touristen.' });
  });

  it('keeps the preposition of a contraction and names its rule', async () => {
    expect(
      await diagnose(
        'ch9_ex_to_german#6',
        'Stellst du das Fahrrad im Keller?',
        'Are you (informal) putting the bike in the cellar?',
      ),
    ).toEqual({
      kind: 'case',
      wrong: 'im',
      right: 'in den',
      explanation: 'in takes the accusative for a direction (wohin?): in den Keller.',
    });
  });

  it('writes a verb moved off the front of a question small, and names the real subject', async () => {
    expect(
      await diagnose(
        'ch6_ex_to_german#2',
        'Spielt du gern Tennis?',
        'Do you (informal) like playing tennis?',
      ),
    ).toMatchObject({ explanation: 'With du the ending is -st: du spielst.' });
    expect(
      await diagnose(
        'ch6_ex_to_german#6',
        'Tragt er im Winter einen Mantel?',
        'Does he wear a coat in winter?',
      ),
    ).toMatchObject({ explanation: 'tragen changes a to ä with er/sie/es: er trägt.' });
    expect(
      await diagnose(
        'ch11_ex_to_german#8',
        'Weißt ihr, ob der Zug pünktlich ist?',
        'Do you (informal, pl.) know whether the train is on time?',
      ),
    ).toMatchObject({ explanation: 'With ihr the form of wissen is wisst: ihr wisst.' });
    expect(
      await diagnose(
        'ch6_ex_to_german#8',
        'Das Glas fällt vom Tisch, und meine Mutter seht es.',
        'The glass falls off the table, and my mother sees it.',
      ),
    ).toMatchObject({ explanation: 'sehen changes e to ie with er/sie/es: meine Mutter sieht.' });
  });

  it('matches the kein/nicht rule to what is negated, and sees negative words', async () => {
    const explain = async (id: string, answer: string, prompt: string) =>
      (await diagnose(id, answer, prompt))?.explanation;
    expect(
      await explain(
        'ch3_ex_to_german#6',
        'Das rote Fahrrad ist kein neu, aber es ist schnell.',
        "The red bike isn't new, but it is fast.",
      ),
    ).toBe('An adjective or an adverb is negated with nicht; kein only goes with nouns: nicht neu.');
    expect(
      await explain(
        'ch11_ex_to_german#12',
        'Du darfst hier kein rauchen.',
        'You (informal) must not smoke here.',
      ),
    ).toBe('A verb is negated with nicht; kein only goes with nouns: nicht rauchen.');
    expect(
      await explain(
        'ch4_ex_to_german#7',
        'Wir haben ein Auto nicht, aber wir haben Fahrräder.',
        "We don't have a car, but we have bikes.",
      ),
    ).toBe('A noun with ein or without an article is negated with kein, not nicht: kein Auto.');
    expect(
      await explain('ch10_ex_to_german#8', 'Das ist kein mein Arzt.', 'That is not my doctor. (m.)'),
    ).toBe('A noun with der, die, das or a possessive is negated with nicht, not kein: nicht mein Arzt.');
    expect(await explain('ch13_ex_to_german#7', 'Niemand weiß das nicht.', 'Nobody knows that.')).toBe(
      'niemand already makes the sentence negative, so leave out nicht: Niemand weiß das.',
    );
    expect(
      await explain(
        'ch7_ex_to_german#5',
        'Herr Becker nicht glaubt dem Journalisten.',
        "Mr. Becker doesn't believe the journalist.",
      ),
    ).toBe(
      'nicht negating the whole sentence goes to the end of the clause: Herr Becker glaubt dem Journalisten nicht.',
    );
  });

  it('names the nominative of a complement or a comparison, ge- of inseparable verbs, plurals without -n', async () => {
    const explain = async (id: string, answer: string, prompt: string) =>
      (await diagnose(id, answer, prompt))?.explanation;
    expect(
      await explain('ch10_ex_to_german#8', 'Das ist nicht meinen Arzt.', 'That is not my doctor. (m.)'),
    ).toBe('After sein the noun stays in the nominative: mein Arzt.');
    expect(
      await explain(
        'ch13_ex_to_german#4',
        'Meine Schwester ist älter als meinen Bruder.',
        'My sister is older than my brother.',
      ),
    ).toBe(
      'After als the noun takes the same case as what it is compared with, here the nominative: als mein Bruder.',
    );
    expect(
      await explain(
        'ch8_ex_to_german#6',
        'Haben Sie die Frage geverstanden?',
        'Did you (formal) understand the question?',
      ),
    ).toBe('verstehen has the inseparable prefix ver-, so its participle takes no ge-: verstanden.');
    expect(
      await explain(
        'ch12_ex_to_german#11',
        'Die Ausstellung wird morgen geeröffnet.',
        'The exhibition will be opened tomorrow.',
      ),
    ).toBe('eröffnen has the inseparable prefix er-, so its participle takes no ge-: eröffnet.');
    expect(
      await explain(
        'ch12_ex_to_german#8',
        'Diese Gemälden sind sehr berühmt.',
        'These paintings are very famous.',
      ),
    ).toBe(
      'Gemälde has the same form in the plural (die Gemälde); it adds -n only in the dative plural: diese Gemälde.',
    );
  });

  it('reads a plural from the adjective ending and keeps für with its accusative', async () => {
    const prompt = 'What are you (informal, pl.) buying for the young parents?';
    expect(await diagnose('ch3_ex_to_german#7', 'Was kauft ihr für die junge Eltern?', prompt)).toMatchObject(
      {
        kind: 'adjective-ending',
        explanation: 'In the plural after die the ending is -en: die jungen Eltern.',
      },
    );
    expect(await diagnose('ch3_ex_to_german#7', 'Was kauft ihr für den jungen Eltern?', prompt)).toEqual({
      kind: 'case',
      wrong: 'für den',
      right: 'für die',
      explanation: 'für always takes the accusative: für die jungen Eltern.',
    });
  });

  it('states a rule where no table explains the difference', async () => {
    const explain = async (id: string, answer: string, prompt: string) =>
      (await diagnose(id, answer, prompt))?.explanation;
    expect(
      await explain('ch6_ex_to_german#7', 'Heute ist der zwanzigte Juli.', 'Today is the twentieth of July.'),
    ).toBe('Ordinals from 20 upwards add -ste, not -te: der zwanzigste Juli.');
    expect(
      await explain(
        'ch9_ex_to_german#7',
        'Meine Schwester wird eine Lehrerin.',
        'My sister will become a teacher.',
      ),
    ).toBe('After werden a profession takes no article: wird Lehrerin.');
    expect(
      await explain(
        'ch10_ex_to_german#7',
        'Ich gehe heute nicht nach dem Arzt.',
        "I'm not going to the doctor today.",
      ),
    ).toBe(
      'Going to a person, a shop or a building is zu; nach is for towns and countries without an article: zum Arzt.',
    );
    expect(
      await explain(
        'ch10_ex_to_german#11',
        'Schneiden Sie die Zwiebeln und geben Sie ihn in die Pfanne!',
        'Cut the onions and put them in the pan! (formal)',
      ),
    ).toBe('Zwiebeln is plural, so the pronoun is sie.');
    expect(
      await explain(
        'ch13_ex_to_german#5',
        'Hamburg ist nicht so größer wie Berlin.',
        'Hamburg is not as big as Berlin.',
      ),
    ).toBe('so … wie takes the basic form of the adjective, not the comparative: so groß wie.');
    expect(
      await explain('ch13_ex_to_german#9', 'Erinnerst du sich an mich?', 'Do you (informal) remember me?'),
    ).toBe('The reflexive pronoun for du is dich: Erinnerst du dich an mich?');
    expect(
      await explain('ch13_ex_to_german#2', 'Die Kinder ziehen sie an.', 'The children are getting dressed.'),
    ).toBe(
      'When the object is the subject itself, the pronoun is the reflexive sich; sie would mean someone else: Die Kinder ziehen sich an.',
    );
    expect(
      await explain('ch1_ex_to_german#4', 'Wohin kommt ihr?', 'Where are you (informal, pl.) from?'),
    ).toBe('Asking where from is woher; wohin asks where to, wo where something is: Woher kommt ihr?');
    expect(await explain('ch1_ex_to_german#9', 'Was heißt du?', 'What is your (informal) name?')).toBe(
      'German asks how, and asks for a name, with wie; was means what: Wie heißt du?',
    );
  });

  it('says a joining word takes no place, and shows a separable verb whole on both sides', async () => {
    expect(
      await diagnose(
        'ch1_ex_to_german#6',
        'Paul ist krank, aber arbeitet er heute.',
        'Paul is sick, but he is working today.',
      ),
    ).toMatchObject({
      kind: 'word-order',
      explanation:
        'aber does not count for word order, so the subject comes first and the verb second: aber er arbeitet.',
    });
    expect(
      await diagnose('ch13_ex_to_german#2', 'Die Kinder anziehen sich.', 'The children are getting dressed.'),
    ).toEqual({
      kind: 'word-order',
      wrong: 'anziehen sich',
      right: 'ziehen sich an',
      explanation: 'The separable prefix goes to the end of the clause: ziehen sich an.',
    });
  });

  it('does not repeat a word the rule already names', async () => {
    expect(
      await diagnose(
        'ch12_ex_to_german#4',
        'Das ist keine Kirche, aber ein Schloss.',
        'That is not a church but a palace.',
      ),
    ).toMatchObject({ kind: 'word-choice', explanation: 'After a negation, "but instead" is sondern.' });
  });
});
