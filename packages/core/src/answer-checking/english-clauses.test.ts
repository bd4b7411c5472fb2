import { describe, expect, it } from 'vitest';
import { checkSentence } from './check-sentence.ts';
import type { Translation } from './types.ts';

const en = (answer: string, translation: Translation, prompt: string) =>
  checkSentence(answer, translation, { language: 'en', prompt }).correct;

describe('sondern said as a clause of its own', () => {
  const newspaper: Translation = [
    ['I am not reading', "I'm not reading"],
    'the newspaper',
    ['but', 'but rather'],
    'a book.',
  ];
  const prompt = 'Ich lese nicht die Zeitung, sondern ein Buch.';
  it('accepts the second half with its subject and auxiliary repeated', () => {
    expect(en("I'm not reading the newspaper, I'm reading a book.", newspaper, prompt)).toBe(true);
    expect(en('I am not reading the newspaper, but I am reading a book.', newspaper, prompt)).toBe(true);
  });
  it('accepts the repeated verb after do-support', () => {
    const water: Translation = ['He does not drink', 'tea but', ['water.', 'drinks water.']];
    const wasser = 'Er trinkt nicht Tee, sondern Wasser.';
    expect(en("He doesn't drink tea, he drinks water.", water, wasser)).toBe(true);
    expect(en("He doesn't drink tea, he drink water.", water, wasser)).toBe(false);
  });
  it('keeps another subject, a second negation, a wrong be-form or a dropped word wrong', () => {
    expect(en("I'm not reading the newspaper, he's reading a book.", newspaper, prompt)).toBe(false);
    expect(en("I'm not reading the newspaper, I'm not reading a book.", newspaper, prompt)).toBe(false);
    expect(en("I'm not reading the newspaper, I is reading a book.", newspaper, prompt)).toBe(false);
    expect(en("I'm not reading the newspaper, I'm reading book.", newspaper, prompt)).toBe(false);
  });
  it('accepts the affirmed part first and the denied part after it', () => {
    expect(en("I'm reading a book, not the newspaper.", newspaper, prompt)).toBe(true);
    const bus: Translation = [['We do not go', "We don't go"], 'by train but by bus.'];
    const bahn = 'Wir fahren nicht mit dem Zug, sondern mit dem Bus.';
    expect(en('We go by bus, not by train.', bus, bahn)).toBe(true);
    expect(en('We go by train, not by bus.', bus, bahn)).toBe(false);
    expect(en('He goes by bus, not by train.', bus, bahn)).toBe(false);
  });
  it('only when the prompt has sondern', () => {
    expect(
      en("I'm not reading the newspaper, I'm reading a book.", newspaper, 'Ich lese die Zeitung nicht.'),
    ).toBe(false);
  });
});

describe('not only … but also with do-support or inversion', () => {
  const tennis: Translation = [
    'He',
    ['not only plays', 'plays not only'],
    'tennis but',
    ['also football.', 'football too.', 'also plays football.'],
  ];
  const prompt = 'Er spielt nicht nur Tennis, sondern auch Fußball.';
  it('accepts does not only and Not only does, with the second half as a clause', () => {
    expect(en("He doesn't only play tennis, he also plays football.", tennis, prompt)).toBe(true);
    expect(en('Not only does he play tennis, he also plays football.', tennis, prompt)).toBe(true);
    expect(en("He doesn't only play tennis but also football.", tennis, prompt)).toBe(true);
    expect(en("He doesn't only play tennis, but football too.", tennis, prompt)).toBe(true);
  });
  it('keeps the wrong verb form, a lost only or a lost also wrong', () => {
    expect(en("He don't only play tennis, he also plays football.", tennis, prompt)).toBe(false);
    expect(en("He doesn't only plays tennis, he also plays football.", tennis, prompt)).toBe(false);
    expect(en('Not only does he plays tennis, he also plays football.', tennis, prompt)).toBe(false);
    expect(en("He doesn't play tennis, he also plays football.", tennis, prompt)).toBe(false);
    expect(en("He doesn't only play tennis, he plays football.", tennis, prompt)).toBe(false);
  });
});

describe('the genitive both ways', () => {
  it("accepts the of-phrase for a listed 's, with an adjective on either side", () => {
    const pen: Translation = ["That is the teacher's pen."];
    expect(en('That is the pen of the teacher.', pen, 'Das ist der Stift des Lehrers.')).toBe(true);
    const jacket: Translation = ["Where is my old uncle's red jacket?"];
    expect(
      en('Where is the red jacket of my old uncle?', jacket, 'Wo ist die rote Jacke meines alten Onkels?'),
    ).toBe(true);
    const room: Translation = ["The teachers' room is small."];
    expect(en('The room of the teachers is small.', room, 'Das Zimmer der Lehrer ist klein.')).toBe(true);
    const garden: Translation = ['The garden of the neighbour is big.'];
    expect(en("The neighbour's garden is big.", garden, 'Der Garten der Nachbarin ist groß.')).toBe(true);
  });
  it("accepts 's for a listed of-phrase: a singular with des or vom, a plural with its apostrophe", () => {
    const roof: Translation = ['The roof of the house is red.'];
    expect(en("The house's roof is red.", roof, 'Das Dach des Hauses ist rot.')).toBe(true);
    const garden: Translation = ['The garden of the neighbours is big.'];
    expect(en("The neighbours' garden is big.", garden, 'Der Garten der Nachbarn ist groß.')).toBe(true);
  });
  it('keeps the wrong number, a lost article and a compound wrong', () => {
    const pen: Translation = ["That is the teacher's pen."];
    expect(en('That is the pen of the teachers.', pen, 'Das ist der Stift des Lehrers.')).toBe(false);
    expect(en('That is the pen of teacher.', pen, 'Das ist der Stift des Lehrers.')).toBe(false);
    const room: Translation = ["The teachers' room is small."];
    expect(en('The room of the teacher is small.', room, 'Das Zimmer der Lehrer ist klein.')).toBe(false);
    const garden: Translation = ['The garden of the neighbours is big.'];
    expect(en("The neighbour's garden is big.", garden, 'Der Garten der Nachbarn ist groß.')).toBe(false);
    expect(en('The neighbours garden is big.', garden, 'Der Garten der Nachbarn ist groß.')).toBe(false);
    const roof: Translation = ['The roof of the house is red.'];
    expect(en('The house roof is red.', roof, 'Das Dach des Hauses ist rot.')).toBe(false);
    expect(en("The houses' roof is red.", roof, 'Das Dach des Hauses ist rot.')).toBe(false);
  });
});

describe('not that for nicht so before an adjective or adverb', () => {
  it('accepts that for a listed so after a negation', () => {
    const far: Translation = ["The station isn't so far."];
    expect(en("The station isn't that far.", far, 'Der Bahnhof ist nicht so weit.')).toBe(true);
    const loud: Translation = ["Don't sing so loudly!"];
    expect(en("Don't sing that loudly!", loud, 'Sing nicht so laut!')).toBe(true);
  });
  it('not without a negation, without so in the prompt, nor this for so', () => {
    expect(en('The soup is that hot.', 'The soup is so hot.', 'Die Suppe ist so heiß.')).toBe(false);
    expect(
      en("The station isn't that far.", "The station isn't so far.", 'Der Bahnhof ist nicht weit.'),
    ).toBe(false);
    expect(en("Don't sing this loudly!", "Don't sing so loudly!", 'Sing nicht so laut!')).toBe(false);
  });
});

describe('a household verb said as a task', () => {
  it('accepts do the ironing, doing the shopping for the verb', () => {
    const irons: Translation = ['My father irons on Sundays.'];
    expect(en('My father does the ironing on Sundays.', irons, 'Mein Vater bügelt sonntags.')).toBe(true);
    const shops: Translation = ['Who is shopping tomorrow?'];
    expect(en('Who is doing the shopping tomorrow?', shops, 'Wer kauft morgen ein?')).toBe(true);
  });
  it('keeps a wrong form of do and a task that is no verb wrong', () => {
    const irons: Translation = ['My father irons on Sundays.'];
    expect(en('My father do the ironing on Sundays.', irons, 'Mein Vater bügelt sonntags.')).toBe(false);
    expect(en('My father does the iron on Sundays.', irons, 'Mein Vater bügelt sonntags.')).toBe(false);
  });
});

describe('for after bring', () => {
  const flowers: Translation = [
    ['I am bringing', 'I bring'],
    ['my aunt flowers.', 'flowers to my aunt.'],
  ];
  const prompt = 'Ich bringe meiner Tante Blumen.';
  it('accepts for where to is listed', () => {
    expect(en("I'm bringing flowers for my aunt.", flowers, prompt)).toBe(true);
  });
  it('not after give or show, nor another preposition, nor to a place', () => {
    const give: Translation = ['I give flowers to my aunt.'];
    expect(en('I give flowers for my aunt.', give, 'Ich gebe meiner Tante Blumen.')).toBe(false);
    expect(en("I'm bringing flowers from my aunt.", flowers, prompt)).toBe(false);
    const school: Translation = ['I am bringing the children to school.'];
    expect(en("I'm bringing the children for school.", school, 'Ich bringe die Kinder zur Schule.')).toBe(
      false,
    );
  });
});

describe('an object put first for contrast', () => {
  const songs: Translation = ['I like this song, but', ["I don't like that", 'not that'], 'song.'];
  const prompt = 'Ich mag dieses Lied, aber jenes Lied mag ich nicht.';
  it('accepts this, that, these or those with a noun before a pronoun subject and its verb', () => {
    expect(en("I like this song, but that song I don't like.", songs, prompt)).toBe(true);
    const films: Translation = ['We know these films, but we do not know those old films.'];
    expect(
      en(
        "We know these films, but those old films we don't know.",
        films,
        'Diese Filme kennen wir, aber jene alten Filme kennen wir nicht.',
      ),
    ).toBe(true);
  });
  it('keeps a verb that does not agree, a lost negation and inversion wrong', () => {
    expect(en("I like this song, but that song I doesn't like.", songs, prompt)).toBe(false);
    expect(en('I like this song, but that song I like.', songs, prompt)).toBe(false);
    expect(en("I like this song, but that song don't I like.", songs, prompt)).toBe(false);
  });
});

describe('a time clause with the sentence’s subject for after or before -ing', () => {
  it('accepts after we eat, before he visits for the listed -ing form', () => {
    const swim: Translation = ['After swimming we', ['drink', 'are drinking'], 'a tea.'];
    expect(en('After we swim, we drink a tea.', swim, 'Nach dem Schwimmen trinken wir einen Tee.')).toBe(
      true,
    );
    const call: Translation = ['He phones before visiting.'];
    expect(en('He phones before he visits.', call, 'Er ruft an, bevor er kommt.')).toBe(true);
  });
  it('keeps another subject, a verb that does not agree and a past wrong', () => {
    const swim: Translation = ['After swimming we', ['drink', 'are drinking'], 'a tea.'];
    const prompt = 'Nach dem Schwimmen trinken wir einen Tee.';
    expect(en('After they swim, we drink a tea.', swim, prompt)).toBe(false);
    expect(en('After we swims, we drink a tea.', swim, prompt)).toBe(false);
    const call: Translation = ['He phones before visiting.'];
    expect(en('He phones before he visit.', call, 'Er ruft an, bevor er kommt.')).toBe(false);
    expect(en('He phones before she visits.', call, 'Er ruft an, bevor er kommt.')).toBe(false);
  });
});

describe('anyway closing the clause after but, for a German aber', () => {
  const listed = "It's snowing, but we are driving into town.";
  const prompt = 'Es schneit, aber wir fahren in die Stadt.';

  it('leaves out anyway in the clause after but', () => {
    expect(en("It's snowing, but we are driving into town anyway.", listed, prompt)).toBe(true);
    expect(en("It's snowing, but we're driving anyway into town.", listed, prompt)).toBe(true);
  });

  it('keeps anyway in the first clause, without but, or without aber in the prompt wrong', () => {
    expect(en("It's snowing anyway, but we are driving into town.", listed, prompt)).toBe(false);
    expect(
      en(
        "It's snowing and we are driving into town anyway.",
        "It's snowing and we are driving into town.",
        'Es schneit und wir fahren in die Stadt.',
      ),
    ).toBe(false);
    expect(
      en(
        "It's snowing, but we are driving into town anyway.",
        listed,
        'Es schneit, und wir fahren in die Stadt.',
      ),
    ).toBe(false);
    expect(en("It's snowing, but we are driving into the town anyway.", listed, prompt)).toBe(false);
  });
});
