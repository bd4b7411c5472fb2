import { describe, expect, it } from 'vitest';
import { checkSentence, closestAnswer } from './check-sentence.ts';
import { englishReadings, longestEnglishLength } from './english-variants.ts';
import { maxInputLength } from './accepted-answers.ts';
import type { Translation } from './types.ts';

const en = { language: 'en' } as const;
const de = { language: 'de' } as const;

describe('English contractions are the same answer as their full forms', () => {
  it.each([
    ["It's the teacher's table.", "It is the teacher's table."],
    ["Where's the station?", 'Where is the station?'],
    ["I'm showing the town to the parents.", 'I am showing the town to the parents.'],
    ["We're cooking a warm soup tonight.", 'We are cooking a warm soup tonight.'],
    ["The apartment is beautiful, but it's expensive.", 'The apartment is beautiful, but it is expensive.'],
    ["They don't have a car.", 'They do not have a car.'],
    ["She doesn't work today.", 'She does not work today.'],
    ["He isn't tired and we aren't either.", 'He is not tired and we are not either.'],
    ["You can't come.", 'You cannot come.'],
    ["You can't come.", 'You can not come.'],
    ["I won't wait.", 'I will not wait.'],
    ["I've bought a car.", 'I have bought a car.'],
    ["He's bought a car.", 'He has bought a car.'],
    ["You're right, that's true.", 'You are right, that is true.'],
    ["Let's go.", 'Let us go.'],
    ["I'd like a coffee.", 'I would like a coffee.'],
    ["What's that?", 'What is that?'],
    ["Who's there?", 'Who is there?'],
  ])('%s = %s, both ways', (contracted, full) => {
    expect(checkSentence(contracted, full, en).correct).toBe(true);
    expect(checkSentence(full, contracted, en).correct).toBe(true);
  });

  it('mixes contractions and full forms in one answer, across segments', () => {
    const translation: Translation = ['It', ['is', 'was'], 'cold, but', ['we are', 'I am'], 'not tired'];
    expect(checkSentence("It's cold, but we're not tired", translation, en).correct).toBe(true);
    expect(checkSentence("It's cold, but I'm not tired", translation, en).correct).toBe(true);
    expect(checkSentence("It's cold, but we aren't tired", translation, en).correct).toBe(true);
  });

  it('accepts the apostrophes phones leave out, and typographic apostrophes', () => {
    expect(checkSentence('Im tired', "I'm tired.", en).correct).toBe(true);
    expect(checkSentence('I dont know', 'I do not know', en).correct).toBe(true);
    expect(checkSentence('Its cold', 'It is cold', en).correct).toBe(true);
    expect(checkSentence('It’s cold', 'It is cold', en).correct).toBe(true);
    expect(checkSentence('Whats that', 'What is that?', en).correct).toBe(true);
  });

  it("reads a noun's 's as is or has too, and keeps it as the possessive", () => {
    expect(checkSentence("The bathroom's upstairs.", 'The bathroom is upstairs.', en).correct).toBe(true);
    expect(checkSentence("Anna's gone out.", 'Anna has gone out.', en).correct).toBe(true);
    expect(checkSentence("It's the teacher's table.", "It is the teacher's table.", en).correct).toBe(true);
    expect(checkSentence('The bathroom is upstairs.', "The bathroom's upstairs.", en).correct).toBe(true);
  });

  it('keeps possessives and words that only look like contractions', () => {
    expect(checkSentence("It's the teachers table", "It is the teacher's table", en).correct).toBe(true);
    expect(checkSentence('Its colour is red', 'Its colour is red.', en).correct).toBe(true);
    expect(checkSentence('We were tired', 'We were tired', en).correct).toBe(true);
    expect(checkSentence('We are tired', 'We were tired', en).correct).toBe(false);
    expect(checkSentence('It is eight o’clock', "It's eight o'clock.", en).correct).toBe(true);
  });

  it('still rejects a different verb or a missing negation', () => {
    expect(checkSentence("It's cold", 'It was cold', en).correct).toBe(false);
    expect(checkSentence('I do know', "I don't know", en).correct).toBe(false);
    expect(checkSentence("He's a car", 'He has a car', en).correct).toBe(true);
    expect(checkSentence("They're here", 'We are here', en).correct).toBe(false);
  });

  it('gives a typo hint inside an expanded answer', () => {
    expect(checkSentence("I'm tird", 'I am tired', en)).toEqual({ correct: false, score: 0, hint: 'typo' });
  });

  it('leaves German answers as they were', () => {
    expect(checkSentence("Wie geht's?", "Wie geht's?", de).correct).toBe(true);
    expect(checkSentence('Wie gehts', "Wie geht's?", de).correct).toBe(true);
  });
});

describe('British and American spellings', () => {
  it.each([
    ['My favourite colour is grey.', 'My favorite color is gray.'],
    ['We are travelling to the theatre.', 'We are traveling to the theater.'],
    ['Mrs Schmidt is here.', 'Ms. Schmidt is here.'],
    ['The neighbours realise it.', 'The neighbors realize it.'],
  ])('%s = %s', (british, american) => {
    expect(checkSentence(british, american, en).correct).toBe(true);
    expect(checkSentence(american, british, en).correct).toBe(true);
  });
});

describe('englishReadings', () => {
  it('reads an ambiguous contraction both ways and a plain answer once', () => {
    expect(englishReadings("He's here")).toEqual([
      ['hes', 'here'],
      ['he', 'is', 'here'],
      ['he', 'has', 'here'],
    ]);
    expect(englishReadings('The Dog, runs!')).toEqual([['the', 'dog', 'runs']]);
    expect(englishReadings('its', { fromLearner: true })).toEqual([['its'], ['it', 'is'], ['it', 'has']]);
    expect(englishReadings('its')).toEqual([['its']]);
    expect(englishReadings("can't")).toEqual([['cant'], ['can', 'not']]);
  });

  it('stops at 64 readings however many ambiguous words an answer has', () => {
    expect(englishReadings("he's ".repeat(12), { fromLearner: true })).toHaveLength(64);
  });
});

describe('the input length limit leaves room for the full forms', () => {
  it('counts a contraction at its longest full form and a word at its longest spelling', () => {
    expect(longestEnglishLength("It's red.")).toBe('It has red.'.length);
    expect(longestEnglishLength('I can’t.')).toBe('I can not.'.length);
    expect(longestEnglishLength('the color')).toBe('the colour'.length);
    expect(maxInputLength(["I'm", 'tired.'])).toBe('I am tired.'.length + 1);
    expect(checkSentence('I am tired.', ["I'm", 'tired.'], en).correct).toBe(true);
  });
});

describe('a plural possessive in the comparison spelling', () => {
  it("reads the neighbours' as the neighbors', both ways", () => {
    const listed = "The neighbours' dog is loud.";
    expect(checkSentence("The neighbors' dog is loud.", listed, en).correct).toBe(true);
    expect(checkSentence("The neighbours' dog is loud.", "The neighbors' dog is loud.", en).correct).toBe(
      true,
    );
  });
  it('keeps another word with an apostrophe wrong', () => {
    expect(checkSentence("The neighbours' cat is loud.", "The neighbours' dog is loud.", en).correct).toBe(
      false,
    );
  });
});

describe('a cardinal in digits for the number word an English answer lists', () => {
  it('reads digits as the English number word', () => {
    expect(checkSentence('Meet me at 9.', 'Meet me at nine.', en).correct).toBe(true);
    expect(
      checkSentence('She has 3 sisters and 2 brothers.', 'She has three sisters and two brothers.', en)
        .correct,
    ).toBe(true);
    expect(
      checkSentence('The bridge is 45 years old.', 'The bridge is forty-five years old.', en).correct,
    ).toBe(true);
    expect(checkSentence("We don't have 4 chairs.", 'We do not have four chairs.', en).correct).toBe(true);
  });

  it("says o'clock or leaves it out after an hour with at, until, since", () => {
    const listed = "The shop opens at nine o'clock.";
    expect(checkSentence('The shop opens at 9.', listed, en).correct).toBe(true);
    expect(checkSentence("The shop opens at 9 o'clock.", listed, en).correct).toBe(true);
    expect(checkSentence('The shop opens at nine.', listed, en).correct).toBe(true);
    expect(checkSentence('The shop opens at 9:00.', listed, en).correct).toBe(true);
    expect(checkSentence("The shop opens at 9 o'clock.", 'The shop opens at nine.', en).correct).toBe(true);
    expect(checkSentence('She waited until 11.', "She waited until eleven o'clock.", en).correct).toBe(true);
  });

  it('keeps another number, an ordinal, a wrong noun and a non-hour wrong', () => {
    expect(checkSentence('Meet me at 8.', 'Meet me at nine.', en).correct).toBe(false);
    expect(checkSentence('She has 3 sister.', 'She has three sisters.', en).correct).toBe(false);
    expect(checkSentence('Her birthday is on May 3.', 'Her birthday is on May third.', en).correct).toBe(
      false,
    );
    expect(
      checkSentence('Her birthday is on the 3rd of May.', 'Her birthday is on the third of May.', en).correct,
    ).toBe(false);
    expect(checkSentence('The shop opens at 21.', "The shop opens at nine o'clock.", en).correct).toBe(false);
    expect(checkSentence('The shop opens at 9:30.', "The shop opens at nine o'clock.", en).correct).toBe(
      false,
    );
    // o'clock belongs to a clock time only
    expect(checkSentence("She has three o'clock sisters.", 'She has three sisters.', en).correct).toBe(false);
  });

  it('shows the listed number word as the closest answer without marking the digits', () => {
    const closest = closestAnswer('She has 3 sistres.', 'She has three sisters.', en);
    expect(closest?.answer).toBe('She has three sisters.');
    expect(closest?.differences.filter((difference) => difference.kind !== 'same')).toEqual([
      { kind: 'changed', written: 'sistres', expected: 'sisters' },
    ]);
  });
});

describe('an amount with a currency sign', () => {
  const check = (answer: string, listed: string) => checkSentence(answer, listed, { language: 'en' }).correct;
  it('reads €15, 15€ and 15 € as 15 euros, and a listed amount with its sign the same way', () => {
    expect(check('The ticket costs €15.', 'The ticket costs fifteen euros.')).toBe(true);
    expect(check('The ticket costs 15€.', 'The ticket costs 15 euros.')).toBe(true);
    expect(check('The ticket costs 15 €.', 'The ticket costs fifteen euros.')).toBe(true);
    expect(check('The bike costs €2,500.', 'The bike costs 2500 euros.')).toBe(true);
    expect(check('The ticket costs 15 euros.', 'The ticket costs €15.')).toBe(true);
    expect(check('The stamp costs €1.', 'The stamp costs one euro.')).toBe(true);
  });
  it('keeps another amount and another currency wrong', () => {
    expect(check('The ticket costs €50.', 'The ticket costs fifteen euros.')).toBe(false);
    expect(check('The ticket costs $15.', 'The ticket costs fifteen euros.')).toBe(false);
    expect(check('The ticket costs £15.', 'The ticket costs fifteen euros.')).toBe(false);
  });
  it('reads a comma before other than three digits as no thousands separator (€1,5 is no 15 euros)', () => {
    expect(check('It costs €1,5.', 'It costs 15 euros.')).toBe(false);
    expect(check('It costs €1,50.', 'It costs 150 euros.')).toBe(false);
    expect(check('It costs €2,500.', 'It costs 2500 euros.')).toBe(true);
  });
  it('reads euros and two digits of cents as the spelled-out amount (€2.50: two euros fifty)', () => {
    expect(check('The coffee costs €2.50.', 'The coffee costs two euros fifty.')).toBe(true);
    expect(check('It costs €1,50.', 'It costs one euro fifty.')).toBe(true);
    expect(check('It costs €2.50.', 'It costs 2.50 euros.')).toBe(true);
    expect(check('It costs €2.50.', 'It costs two euros.')).toBe(false);
    expect(check('It costs €2.50.', 'It costs two euros fifteen.')).toBe(false);
  });
});

describe('the input length limit and currency signs', () => {
  it('leaves room for an amount written out with its currency name', () => {
    const listed = 'It costs €9.';
    expect(maxInputLength(listed)).toBeGreaterThanOrEqual('It costs 9 dollars.'.length);
  });
});
