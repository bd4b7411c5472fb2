import { describe, expect, it } from 'vitest';
import { checkSentence, closestAnswer } from './check-sentence.ts';
import type { CourseLexicon } from './course-lexicon.ts';
import type { Translation } from './types.ts';
import { carSynonyms, declensionTables, trainSynonyms } from '../test-support/test-lexicon.ts';

// A lexicon as the content package gives it (the course's tables; two synonym pairs, one n-noun,
// two particles, a few English paraphrases). The sentences below are this file's own.
const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [
      carSynonyms,
      trainSynonyms,
      {
        kind: 'noun',
        words: [
          { noun: 'Journalist', gender: 'masculine', plural: 'Journalisten', weak: true },
          { noun: 'Reporter', gender: 'masculine', plural: 'Reporter' },
        ],
        context: 'a journalist',
      },
      { kind: 'regular-verb', words: ['wohnen', 'leben'], context: 'to live' },
      { kind: 'word', words: ['zu Hause', 'zuhause'], context: 'at home' },
    ],
    optionalParticles: [
      { word: 'gerade', when: 'progressive' },
      { word: 'denn', when: 'question' },
      { word: 'bitte', when: 'imperative' },
      { word: 'bitte', when: 'request' },
      { word: 'trotzdem', when: 'contrast' },
      { word: 'dennoch', when: 'contrast' },
    ],
    nouns: [
      { noun: 'Kind', gender: 'neuter', plural: 'Kinder' },
      { noun: 'Frau', gender: 'feminine', plural: 'Frauen' },
      { noun: 'Löffel', gender: 'masculine', plural: 'Löffel' },
      { noun: 'Lehrer', gender: 'masculine', plural: 'Lehrer' },
      { noun: 'Lehrerin', gender: 'feminine', plural: 'Lehrerinnen' },
      { noun: 'Nachbar', gender: 'masculine', plural: 'Nachbarn', weak: true, weakEnding: 'n' },
      { noun: 'Nachbarin', gender: 'feminine', plural: 'Nachbarinnen' },
    ],
    separableSynonyms: [
      {
        prefix: 'zu',
        forms: [
          ['mach', 'schließ'],
          ['macht', 'schließt'],
          ['machen', 'schließen'],
        ],
        context: 'to close',
      },
    ],
    pastTense: [
      {
        infinitive: 'anfangen',
        forms: [['fing'], ['fingst'], ['fing'], ['fingen'], ['fingt'], ['fingen']],
        prefix: 'an',
        participle: 'angefangen',
        auxiliary: 'haben',
      },
      {
        infinitive: 'sein',
        forms: [['war'], ['warst'], ['war'], ['waren'], ['wart'], ['waren']],
        participle: 'gewesen',
        auxiliary: 'sein',
      },
      {
        infinitive: 'geben',
        forms: [['gab'], ['gabst'], ['gab'], ['gaben'], ['gabt'], ['gaben']],
        participle: 'gegeben',
        auxiliary: 'haben',
      },
      {
        infinitive: 'kaufen',
        forms: [['kaufte'], ['kauftest'], ['kaufte'], ['kauften'], ['kauftet'], ['kauften']],
        participle: 'gekauft',
        auxiliary: 'haben',
      },
      {
        infinitive: 'fahren',
        forms: [['fuhr'], ['fuhrst'], ['fuhr'], ['fuhren'], ['fuhrt'], ['fuhren']],
        participle: 'gefahren',
        auxiliary: 'sein',
      },
    ],
  },
  english: {
    paraphrases: [
      ['children', 'kids'],
      ['film', 'movie'],
      ['holiday', 'vacation'],
    ],
  },
};

const de = (answer: string, translation: Translation, prompt?: string) =>
  checkSentence(answer, translation, { language: 'de', lexicon, prompt }).correct;
const en = (answer: string, translation: Translation) =>
  checkSentence(answer, translation, { language: 'en', lexicon }).correct;

describe('German word order: one part first, the verb second, the subject after it', () => {
  const garden = 'Der Hund spielt im Garten.';
  it('accepts a phrase moved to the front with the subject after the verb', () => {
    expect(de('Im Garten spielt der Hund.', garden)).toBe(true);
    expect(de('Morgen besuchen wir unsere Tante.', 'Wir besuchen morgen unsere Tante.')).toBe(true);
    expect(de('Unsere Tante besuchen wir morgen.', 'Wir besuchen morgen unsere Tante.')).toBe(true);
    expect(de('Ich gebe dir morgen das Buch.', 'Morgen gebe ich dir das Buch.')).toBe(true);
  });
  it('rejects the verb third and a broken phrase', () => {
    expect(de('Im Garten der Hund spielt.', garden)).toBe(false);
    expect(de('Morgen wir besuchen unsere Tante.', 'Wir besuchen morgen unsere Tante.')).toBe(false);
    expect(de('Im Garten spielt Hund der.', garden)).toBe(false);
  });
  it('lets a time adverb follow a definite object, not an indefinite one or split a phrase', () => {
    const read = 'Gestern habe ich das Buch gelesen.';
    expect(de('Ich habe das Buch gestern gelesen.', read)).toBe(true);
    expect(de('Ich habe das gestern Buch gelesen.', read)).toBe(false);
    expect(de('Ich habe ein Buch gestern gelesen.', 'Gestern habe ich ein Buch gelesen.')).toBe(false);
  });
  it('keeps pronouns before adverbs and nouns in the middle field', () => {
    expect(de('Ich gebe morgen dir das Buch.', 'Morgen gebe ich dir das Buch.')).toBe(false);
  });
  it('accepts a dependent clause first with the main verb right after it, and rejects it otherwise', () => {
    const umbrella = 'Ich nehme einen Schirm mit, weil es regnet.';
    expect(de('Weil es regnet, nehme ich einen Schirm mit.', umbrella)).toBe(true);
    expect(de('Weil es regnet nehme ich einen Schirm mit', umbrella)).toBe(true);
    expect(de('Weil es regnet, ich nehme einen Schirm mit.', umbrella)).toBe(false);
    expect(de('Weil regnet es, nehme ich einen Schirm mit.', umbrella)).toBe(false);
    expect(de('Ich nehme einen Schirm mit, weil regnet es.', umbrella)).toBe(false);
  });
  it('keeps nicht where it stands', () => {
    const late = 'Der Lehrer kommt heute nicht.';
    expect(de('Heute kommt der Lehrer nicht.', late)).toBe(true);
    expect(de('Heute kommt nicht der Lehrer.', late)).toBe(false);
    expect(de('Nicht kommt der Lehrer heute.', late)).toBe(false);
    expect(de('Der Lehrer kommt nicht heute.', late)).toBe(false);
  });
  it('keeps a wrongly written word wrong when it moves', () => {
    expect(de('IM Garten spielt der Hund.', garden)).toBe(false);
  });
  it('reads the first of two parts that could each be subject or object as the subject', () => {
    // Case shows who does what: the object may come first.
    expect(de('Den Ball wirft der Junge.', 'Der Junge wirft den Ball.')).toBe(true);
    expect(de('Seiner Oma hilft Paul.', 'Paul hilft seiner Oma.')).toBe(true);
    // So does the verb's number, and jeder is nominative only.
    expect(de('Dieses Lied singen die Kinder gern.', 'Die Kinder singen gern dieses Lied.')).toBe(true);
    expect(de('Einen Hut braucht jeder Gast.', 'Jeder Gast braucht einen Hut.')).toBe(true);
    expect(de('Ein Heft braucht jeder Gast.', 'Jeder Gast braucht ein Heft.')).toBe(true);
    // A plural noun cannot be the subject of a singular verb (Löffel is masculine: die Löffel is plural).
    expect(de('Die Löffel legt er auf den Tisch.', 'Er legt die Löffel auf den Tisch.')).toBe(true);
    expect(de('Die Kinder sieht die Frau.', 'Die Frau sieht die Kinder.')).toBe(true);
    expect(de('Die Kinder sehen die Frau.', 'Die Frau sieht die Kinder.')).toBe(false);
    expect(de('Die Frau sieht die Kinder.', 'Die Kinder sehen die Frau.')).toBe(false);
    // die/das/eine/a name read alike as subject and object: swapping them swaps the meaning.
    expect(de('Das Baby sieht die Oma.', 'Die Oma sieht das Baby.')).toBe(false);
    expect(de('Die Oma sieht das Baby.', 'Das Baby sieht die Oma.')).toBe(false);
    expect(de('Lena besucht heute Paul.', 'Paul besucht heute Lena.')).toBe(false);
    expect(de('Sie ruft die Lehrerin an.', 'Die Lehrerin ruft sie an.')).toBe(false);
  });
});

describe('German synonyms: the article and endings follow the synonym', () => {
  it('accepts the synonym with its own gender, case and number', () => {
    expect(de('Mein Bruder wäscht seinen Wagen.', 'Mein Bruder wäscht sein Auto.')).toBe(true);
    expect(de('Der rote Wagen gehört meiner Mutter.', 'Das rote Auto gehört meiner Mutter.')).toBe(true);
    expect(de('Er kauft einen schnellen Wagen.', 'Er kauft ein schnelles Auto.')).toBe(true);
    expect(de('Sie fahren mit der Bahn nach Wien.', 'Sie fahren mit dem Zug nach Wien.')).toBe(true);
    expect(de('Ich glaube dem Reporter.', 'Ich glaube dem Journalisten.')).toBe(true);
    expect(de('Meine Tante lebt in Graz.', 'Meine Tante wohnt in Graz.')).toBe(true);
    expect(de('Wir essen heute zuhause.', 'Wir essen heute zu Hause.')).toBe(true);
  });
  it('rejects a wrong article or ending after the synonym', () => {
    expect(de('Mein Bruder wäscht sein Wagen.', 'Mein Bruder wäscht sein Auto.')).toBe(false);
    expect(de('Mein Bruder wäscht seine Wagen.', 'Mein Bruder wäscht sein Auto.')).toBe(false);
    expect(de('Den roten Wagen gehört meiner Mutter.', 'Das rote Auto gehört meiner Mutter.')).toBe(false);
    expect(de('Er kauft einen schnelles Wagen.', 'Er kauft ein schnelles Auto.')).toBe(false);
    expect(de('Er kauft ein Wagen.', 'Er kauft ein Auto.')).toBe(false);
    expect(de('Sie fahren mit die Bahn nach Wien.', 'Sie fahren mit dem Zug nach Wien.')).toBe(false);
    expect(de('Sie fahren mit dem Bahn nach Wien.', 'Sie fahren mit dem Zug nach Wien.')).toBe(false);
  });
  it('keeps a predicate of sein in the nominative after the synonym, also after sondern', () => {
    expect(de('Das ist ein neuer Wagen.', 'Das ist ein neues Auto.')).toBe(true);
    expect(de('Das ist einen neuen Wagen.', 'Das ist ein neues Auto.')).toBe(false);
    const notBus = 'Das ist kein Bus, sondern ein Auto.';
    expect(de('Das ist kein Bus, sondern ein Wagen.', notBus)).toBe(true);
    expect(de('Das ist kein Bus, sondern einen Wagen.', notBus)).toBe(false);
  });
  it('takes the feminine or masculine person noun when the English leaves the gender open', () => {
    expect(de('Ich frage die Lehrerin.', 'Ich frage den Lehrer.', 'I ask the teacher.')).toBe(true);
    expect(de('Wir helfen der Nachbarin.', 'Wir helfen dem Nachbarn.', 'We help the neighbour.')).toBe(true);
    expect(de('Wir helfen dem Nachbarn.', 'Wir helfen der Nachbarin.', 'We help the neighbour.')).toBe(true);
    expect(de('Die Lehrerinnen kommen.', 'Die Lehrer kommen.', 'The teachers are coming.')).toBe(true);
  });
  it('keeps the article’s agreement, a gender the prompt marks and a predicate noun', () => {
    expect(de('Ich frage den Lehrerin.', 'Ich frage den Lehrer.', 'I ask the teacher.')).toBe(false);
    expect(de('Wir helfen dem Nachbarin.', 'Wir helfen dem Nachbarn.', 'We help the neighbour.')).toBe(false);
    expect(de('Ich frage die Lehrerin.', 'Ich frage den Lehrer.', 'I ask the teacher (m.).')).toBe(false);
    expect(
      de('Meine Schwester ist Lehrer.', 'Meine Schwester ist Lehrerin.', 'My sister is a teacher.'),
    ).toBe(false);
  });
  it('takes a separable verb for its simple synonym in the same person, with its prefix', () => {
    const please = 'Close the gate, please!';
    expect(de('Mach bitte das Tor zu!', 'Schließ bitte das Tor!', please)).toBe(true);
    expect(de('Bitte mach das Tor zu!', 'Schließ bitte das Tor!', please)).toBe(true);
    expect(de('Macht das Tor zu!', 'Schließt das Tor!')).toBe(true);
    expect(de('Schließ das Tor!', 'Mach das Tor zu!')).toBe(true);
    expect(de('Mach das Tor!', 'Schließ das Tor!')).toBe(false);
    expect(de('Macht das Tor zu!', 'Schließ das Tor!')).toBe(false);
    expect(de('Mach das bitte Tor zu!', 'Schließ bitte das Tor!', please)).toBe(false);
    expect(de('Mach der Tor zu!', 'Schließ das Tor!')).toBe(false);
  });
  it('moves and swaps at once', () => {
    expect(de('Seinen Wagen wäscht mein Bruder.', 'Mein Bruder wäscht sein Auto.')).toBe(true);
  });
  it('needs the lexicon for synonyms, not for word order', () => {
    const plain = { language: 'de' as const };
    expect(
      checkSentence('Mein Bruder wäscht seinen Wagen.', 'Mein Bruder wäscht sein Auto.', plain).correct,
    ).toBe(false);
    expect(checkSentence('Im Garten spielt der Hund.', 'Der Hund spielt im Garten.', plain).correct).toBe(
      true,
    );
  });
});

describe('German optional words', () => {
  const playing = 'Die Kinder spielen im Garten.';
  it('accepts gerade for an English progressive only', () => {
    expect(
      de('Die Kinder spielen gerade im Garten.', playing, 'The children are playing in the garden.'),
    ).toBe(true);
    expect(de('Die Kinder spielen gerade im Garten.', playing, 'The children play in the garden.')).toBe(
      false,
    );
  });
  it('accepts denn in a question only', () => {
    expect(de('Wo wohnst du denn?', 'Wo wohnst du?', 'Where do you live?')).toBe(true);
    expect(de('Ich wohne denn hier.', 'Ich wohne hier.', 'I live here.')).toBe(false);
  });
  it('accepts denn after the subject pronoun ihr, never inside a phrase after the determiner ihr', () => {
    const buying = 'Was kauft ihr für die Kinder?';
    const prompt = 'What are you (informal, pl.) buying for the children?';
    expect(de('Was kauft ihr denn für die Kinder?', buying, prompt)).toBe(true);
    expect(de('Was kauft ihr für denn die Kinder?', buying, prompt)).toBe(false);
    expect(de('Wo wohnt ihr denn Kind?', 'Wo wohnt ihr Kind?', 'Where does her child live?')).toBe(false);
  });
  it('leaves out an added particle only in the middle field, never where it breaks the order', () => {
    const cooking = 'Mein Bruder liest, aber ich koche.';
    const prompt = 'My brother is reading, but I am cooking.';
    expect(de('Mein Bruder liest, aber ich koche gerade.', cooking, prompt)).toBe(true);
    // opening the clause after aber: the verb comes third
    expect(de('Mein Bruder liest, aber gerade ich koche.', cooking, prompt)).toBe(false);
    // after a question word, before the verb
    expect(de('Wann denn kommst du?', 'Wann kommst du?', 'When are you coming?')).toBe(false);
    expect(de('Und wann kommst du denn?', 'Und wann kommst du?', 'And when are you coming?')).toBe(true);
    // an unstressed object pronoun goes before the particle
    const helping = 'Hilfst du ihm?';
    expect(de('Hilfst du ihm denn?', helping, 'Are you helping him?')).toBe(true);
    expect(de('Hilfst du denn ihm?', helping, 'Are you helping him?')).toBe(false);
    // a verb-last clause ends with its verb
    const knowing = 'Ich weiß, dass er schläft.';
    expect(de('Ich weiß, dass er gerade schläft.', knowing, 'I know that he is sleeping.')).toBe(true);
    expect(de('Ich weiß, dass er schläft gerade.', knowing, 'I know that he is sleeping.')).toBe(false);
    expect(de('Ich weiß, dass gerade er schläft.', knowing, 'I know that he is sleeping.')).toBe(false);
  });
  it('moves bitte where German allows it, never into a phrase', () => {
    const salt = 'Gib mir bitte das Salz!';
    expect(de('Bitte gib mir das Salz!', salt)).toBe(true);
    expect(de('Gib mir das Salz, bitte!', salt)).toBe(true);
    expect(de('Gib mir das bitte Salz!', salt)).toBe(false);
  });
});

describe('requests and questions', () => {
  it('accepts denn in the question of a prompt that has one', () => {
    expect(
      de(
        'Wie spät ist es denn? Ich muss gehen.',
        'Wie spät ist es? Ich muss gehen.',
        'What time is it? I have to go.',
      ),
    ).toBe(true);
    expect(
      de('Es ist denn spät. Ich muss gehen.', 'Es ist spät. Ich muss gehen.', 'It is late. I have to go.'),
    ).toBe(false);
  });
  it('accepts könnte for kann in a request put as a question, in the same person', () => {
    const way = 'Kannst du mir den Weg zeigen?';
    expect(de('Könntest du mir den Weg zeigen?', way, 'Can you show me the way?')).toBe(true);
    expect(
      de(
        'Könnten Sie mir den Weg zeigen?',
        'Können Sie mir den Weg zeigen?',
        'Can you (formal) show me the way?',
      ),
    ).toBe(true);
    expect(de('Könnten du mir den Weg zeigen?', way, 'Can you show me the way?')).toBe(false);
    expect(de('Könntest du mir den Weg zeigst?', way, 'Can you show me the way?')).toBe(false);
    expect(de('Könntest du mir den Weg zeigen?', way, 'Do you show me the way?')).toBe(false);
  });
});

describe('bitte where German allows it', () => {
  const door = 'Mach das Fenster zu!';
  const shut = 'Shut the window!';
  it('accepts bitte before or after the verb, between parts and at the end', () => {
    expect(de('Mach bitte das Fenster zu!', door, shut)).toBe(true);
    expect(de('Bitte mach das Fenster zu!', door, shut)).toBe(true);
    expect(de('Mach das Fenster bitte zu!', door, shut)).toBe(true);
    expect(de('Mach das Fenster zu, bitte!', door, shut)).toBe(true);
    expect(de('Setzen Sie sich bitte!', 'Setzen Sie sich!', 'Sit down! (formal)')).toBe(true);
    expect(de('Bitte setzen Sie sich!', 'Setzen Sie sich!', 'Sit down! (formal)')).toBe(true);
  });
  it('accepts bitte in a request put as a question', () => {
    const lend = 'Kannst du mir einen Stift leihen?';
    expect(de('Kannst du mir bitte einen Stift leihen?', lend, 'Can you lend me a pen?')).toBe(true);
    expect(de('Bitte kannst du mir einen Stift leihen?', lend, 'Can you lend me a pen?')).toBe(true);
    // not in a question that asks for no favour
    expect(de('Wohnst du bitte hier?', 'Wohnst du hier?', 'Do you live here?')).toBe(false);
  });
  it('rejects bitte inside a phrase or between the verb and its subject', () => {
    expect(de('Mach das bitte Fenster zu!', door, shut)).toBe(false);
    expect(de('Setzen bitte Sie sich!', 'Setzen Sie sich!', 'Sit down! (formal)')).toBe(false);
    expect(
      de(
        'Kannst du mir einen bitte Stift leihen?',
        'Kannst du mir einen Stift leihen?',
        'Can you lend me a pen?',
      ),
    ).toBe(false);
    // and the rest of the sentence stays checked
    expect(de('Bitte mach der Fenster zu!', door, shut)).toBe(false);
    expect(de('Bitte macht das Fenster zu!', door, shut)).toBe(false);
  });
});

describe('the simple past for a listed perfect, when the prompt is a simple past', () => {
  it('accepts the simple past in the places of the perfect’s auxiliary and participle', () => {
    expect(de('Das Spiel fing spät an.', 'Das Spiel hat spät angefangen.', 'The game started late.')).toBe(
      true,
    );
    expect(de('Er gab sie mir.', 'Er hat sie mir gegeben.', 'He gave it to me.')).toBe(true);
    expect(
      de(
        'Gestern kaufte Lena einen Hut.',
        'Lena hat gestern einen Hut gekauft.',
        'Lena bought a hat yesterday.',
      ),
    ).toBe(true);
    expect(
      de(
        'Wir fuhren nach Graz, und ihr kauftet Brot.',
        'Wir sind nach Graz gefahren, und ihr habt Brot gekauft.',
        'We drove to Graz, and you bought bread.',
      ),
    ).toBe(true);
    expect(
      de(
        'Ich weiß, dass das Spiel spät anfing.',
        'Ich weiß, dass das Spiel spät angefangen hat.',
        'I know that the game started late.',
      ),
    ).toBe(true);
  });
  it('keeps person, auxiliary, prefix and verb position checked', () => {
    const bought = ['Lena hat gestern einen Hut gekauft.', 'Lena bought a hat yesterday.'] as const;
    expect(de('Lena kauftest gestern einen Hut.', ...bought)).toBe(false);
    expect(de('Gestern Lena kaufte einen Hut.', ...bought)).toBe(false);
    expect(de('Lena kaufte gestern ein Hut.', ...bought)).toBe(false);
    expect(de('Das Spiel fing spät.', 'Das Spiel hat spät angefangen.', 'The game started late.')).toBe(
      false,
    );
    expect(de('Wir fuhren nach Graz.', 'Wir haben nach Graz gefahren.', 'We drove to Graz.')).toBe(false);
  });
  it('accepts the perfect for a listed simple past, in the same person', () => {
    const ill = ['Lena war gestern krank.', 'Lena was ill yesterday.'] as const;
    expect(de('Lena ist gestern krank gewesen.', ...ill)).toBe(true);
    expect(de('Gestern ist Lena krank gewesen.', ...ill)).toBe(true);
    expect(de('Das Spiel hat spät angefangen.', 'Das Spiel fing spät an.', 'The game started late.')).toBe(
      true,
    );
    expect(
      de(
        'Ich weiß, dass das Spiel spät angefangen hat.',
        'Ich weiß, dass das Spiel spät anfing.',
        'I know that the game started late.',
      ),
    ).toBe(true);
    expect(de('Lena hat gestern krank gewesen.', ...ill)).toBe(false);
    expect(de('Lena bist gestern krank gewesen.', ...ill)).toBe(false);
    expect(de('Lena ist gestern gewesen krank.', ...ill)).toBe(false);
    expect(de('Er hat gegeben mir den Ball.', 'Er gab mir den Ball.', 'He gave me the ball.')).toBe(false);
  });
  it('leaves a present perfect prompt to the perfect', () => {
    expect(de('Er gab sie mir.', 'Er hat sie mir gegeben.', 'He has given it to me.')).toBe(false);
  });
});

describe('the werden-future for a present made future by a time word', () => {
  const visiting = 'Wen besuchst du morgen?';
  it('accepts the werden-future when the prompt has a future time word', () => {
    expect(de('Wen wirst du morgen besuchen?', visiting, 'Who are you visiting tomorrow?')).toBe(true);
    expect(
      de(
        'Ich werde morgen meine Tante besuchen.',
        'Ich besuche morgen meine Tante.',
        'I am visiting my aunt tomorrow.',
      ),
    ).toBe(true);
  });
  it('not for a present without one, nor in another person', () => {
    expect(de('Wen wirst du besuchen?', 'Wen besuchst du?', 'Who are you visiting?')).toBe(false);
    expect(de('Wen wird du morgen besuchen?', visiting, 'Who are you visiting tomorrow?')).toBe(false);
    expect(de('Wen werde ich morgen besuchen?', visiting, 'Who are you visiting tomorrow?')).toBe(false);
  });
});

describe('sich treffen mit for treffen', () => {
  const meeting = 'Anna trifft heute ihre Freundin.';
  const prompt = 'Anna is meeting her friend today.';
  it('accepts the reflexive with mit and the dative', () => {
    expect(de('Anna trifft sich heute mit ihrer Freundin.', meeting, prompt)).toBe(true);
  });
  it('keeps a wrong case after mit and a missing reflexive wrong', () => {
    expect(de('Anna trifft sich heute mit ihre Freundin.', meeting, prompt)).toBe(false);
    expect(de('Anna trifft heute mit ihrer Freundin.', meeting, prompt)).toBe(false);
  });
});

describe('a possessive on a body part for the dative reflexive', () => {
  const teeth = 'Ich putze mir jeden Abend die Zähne.';
  it('accepts meine Zähne for mir die Zähne', () => {
    expect(de('Ich putze jeden Abend meine Zähne.', teeth)).toBe(true);
  });
  it('keeps another person, a second reflexive and a wrong case wrong', () => {
    expect(de('Ich putze jeden Abend deine Zähne.', teeth)).toBe(false);
    expect(de('Ich putze mir jeden Abend meine Zähne.', teeth)).toBe(false);
    expect(de('Ich putze mich jeden Abend die Zähne.', teeth)).toBe(false);
  });
});

describe('the split was für question', () => {
  const kind = 'Was für ein Auto hat euer Kollege?';
  it('accepts the für-phrase at the end', () => {
    expect(de('Was hat euer Kollege für ein Auto?', kind)).toBe(true);
  });
  it('keeps a wrong article or a für-phrase in the middle wrong', () => {
    expect(de('Was hat euer Kollege für einen Auto?', kind)).toBe(false);
    expect(de('Was hat für ein Auto euer Kollege?', kind)).toBe(false);
  });
});

describe('arbeiten gehen for arbeiten', () => {
  it('accepts going to work for working where the prompt says work', () => {
    expect(de('Ich gehe heute nicht arbeiten.', 'Ich arbeite heute nicht.', 'I am not working today.')).toBe(
      true,
    );
    expect(
      de('Ich muss morgen arbeiten gehen.', 'Ich muss morgen arbeiten.', 'I have to work tomorrow.'),
    ).toBe(true);
  });
  it('not in another person, nor without work in the prompt', () => {
    expect(de('Ich geht heute nicht arbeiten.', 'Ich arbeite heute nicht.', 'I am not working today.')).toBe(
      false,
    );
    expect(de('Ich muss morgen arbeiten gehen.', 'Ich muss morgen arbeiten.', 'I have to go tomorrow.')).toBe(
      false,
    );
  });
});

describe('zwar before a later aber', () => {
  const novel = 'Der Roman ist lang, aber interessant.';
  it('accepts zwar where aber answers it', () => {
    expect(de('Der Roman ist zwar lang, aber interessant.', novel)).toBe(true);
  });
  it('not without aber, nor first', () => {
    expect(de('Der Roman ist zwar lang.', 'Der Roman ist lang.')).toBe(false);
    expect(de('Zwar der Roman ist lang, aber interessant.', novel)).toBe(false);
  });
});

describe('gern with können, and um … zu for damit', () => {
  it('accepts können … gern + infinitive where the prompt says can', () => {
    const come = 'Sie können mitkommen.';
    expect(de('Sie können gern mitkommen.', come, 'You (formal) can come along.')).toBe(true);
    expect(de('Sie können gern mitkommen.', come, 'You (formal) must come along.')).toBe(false);
    expect(de('Sie müssen gern mitkommen.', 'Sie müssen mitkommen.', 'You can come along.')).toBe(false);
  });
  it('accepts um … zu with the main clause subject for damit', () => {
    const study = 'Ich lerne Deutsch, damit ich in Berlin studieren kann.';
    const prompt = 'I am learning German so that I can study in Berlin.';
    expect(de('Ich lerne Deutsch, um in Berlin studieren zu können.', study, prompt)).toBe(true);
    expect(de('Ich lerne Deutsch, um in Berlin studieren können.', study, prompt)).toBe(false);
    expect(de('Er lernt Deutsch, um in Berlin studieren zu können.', study, prompt)).toBe(false);
  });
});

describe('the relative pronoun welcher for der', () => {
  it('accepts welcher, welche, welches in the relative pronoun’s gender and case', () => {
    expect(de('Das Buch, welches ich lese, ist spannend.', 'Das Buch, das ich lese, ist spannend.')).toBe(
      true,
    );
    expect(
      de('Die Frau, mit welcher ich spreche, ist Ärztin.', 'Die Frau, mit der ich spreche, ist Ärztin.'),
    ).toBe(true);
    expect(de('Die Gäste, welchen ich danke, gehen.', 'Die Gäste, denen ich danke, gehen.')).toBe(true);
    expect(de('Der Hund, welchen ich sehe, bellt.', 'Der Hund, den ich sehe, bellt.')).toBe(true);
  });
  it('keeps a wrong case or gender and the verb at the end checked', () => {
    expect(de('Das Buch, welcher ich lese, ist spannend.', 'Das Buch, das ich lese, ist spannend.')).toBe(
      false,
    );
    expect(de('Der Hund, welchem ich sehe, bellt.', 'Der Hund, den ich sehe, bellt.')).toBe(false);
    expect(de('Das Buch, welches lese ich, ist spannend.', 'Das Buch, das ich lese, ist spannend.')).toBe(
      false,
    );
    // a question word is no relative pronoun
    expect(de('Welches Buch liest du?', 'Das Buch liest du?')).toBe(false);
  });
});

describe('contractions of a preposition and the article', () => {
  it('accepts the contraction for the two words and the two words for the contraction', () => {
    expect(de('Der Ball liegt unterm Sofa.', 'Der Ball liegt unter dem Sofa.')).toBe(true);
    expect(de('Das Rad steht vorm Haus.', 'Das Rad steht vor dem Haus.')).toBe(true);
    expect(de('Wir gehen in das Theater.', 'Wir gehen ins Theater.')).toBe(true);
    expect(de('Wir gehen ins Theater.', 'Wir gehen in das Theater.')).toBe(true);
    expect(de('Er fährt zu dem Hafen.', 'Er fährt zum Hafen.')).toBe(true);
    expect(de('Unterm Sofa liegt der Ball.', 'Der Ball liegt unter dem Sofa.')).toBe(true);
    expect(de('Wie gehts dir?', 'Wie geht es dir?')).toBe(true);
    expect(de("Heute hat's geregnet.", 'Heute hat es geregnet.')).toBe(true);
  });
  it('keeps the fused article’s gender and case', () => {
    expect(de('Er fährt zum Post.', 'Er fährt zur Post.')).toBe(false);
    expect(de('Wir gehen im Theater.', 'Wir gehen ins Theater.')).toBe(false);
    expect(de('Der Ball liegt unters Sofa.', 'Der Ball liegt unter dem Sofa.')).toBe(false);
  });
});

describe('punctuation between clauses', () => {
  const tired = 'Ich bin müde, ich gehe schlafen.';
  it('reads a dash, a colon and a semicolon as the comma', () => {
    expect(de('Ich bin müde – ich gehe schlafen.', tired)).toBe(true);
    expect(de('Ich bin müde - ich gehe schlafen.', tired)).toBe(true);
    expect(de('Ich bin müde: ich gehe schlafen.', tired)).toBe(true);
    expect(de('Ich bin müde; ich gehe schlafen.', tired)).toBe(true);
    expect(de('Ich bin müde—ich gehe schlafen.', tired)).toBe(true);
  });
  it('takes the comma before und as optional', () => {
    expect(de('Es regnet, und wir bleiben hier.', 'Es regnet und wir bleiben hier.')).toBe(true);
    expect(de('Es regnet und wir bleiben hier.', 'Es regnet, und wir bleiben hier.')).toBe(true);
  });
  it('keeps a hyphen inside a word', () => {
    expect(de('Ich schreibe eine E Mail.', 'Ich schreibe eine E-Mail.')).toBe(false);
  });
});

describe('English paraphrases and adverb positions', () => {
  it('accepts the lexicon paraphrases on either side', () => {
    expect(en('The kids are watching a movie.', 'The children are watching a film.')).toBe(true);
    expect(en('We are on holiday.', 'We are on vacation.')).toBe(true);
    expect(en('The kids are watching a play.', 'The children are watching a film.')).toBe(false);
  });
  it('moves adverbs and time phrases where English allows', () => {
    expect(en('Usually I walk to work.', 'I usually walk to work.')).toBe(true);
    expect(en('I walk to work usually.', 'I usually walk to work.')).toBe(true);
    expect(en('Yesterday evening I met Tom.', 'I met Tom yesterday evening.')).toBe(true);
    expect(en('She reads a lot.', 'She often reads.')).toBe(true);
    expect(en('The soup is really hot.', 'The soup is very hot.')).toBe(true);
    expect(en('I met Tom yesterday morning.', 'I met Tom yesterday evening.')).toBe(false);
    expect(en('Tom met me yesterday evening.', 'I met Tom yesterday evening.')).toBe(false);
  });
  it('accepts "Did you know" for a German "Weißt du" only', () => {
    const check = (answer: string, prompt: string) =>
      checkSentence(answer, 'Do you know that Tom is ill?', { language: 'en', lexicon, prompt }).correct;
    expect(check('Did you know that Tom is ill?', 'Weißt du, dass Tom krank ist?')).toBe(true);
    expect(check('Did you know that Tom is ill?', 'Wisst ihr, dass Tom krank ist?')).toBe(true);
    expect(check('Did you know that Tom is ill?', 'Wusstest du, dass Tom krank ist?')).toBe(false);
    expect(check('Did you know that Tom was ill?', 'Weißt du, dass Tom krank ist?')).toBe(false);
  });
  it('keeps a plural possessive apart from the singular one', () => {
    expect(en("This is the doctors' car.", "This is the doctor's car.")).toBe(false);
    expect(en("These are the doctors' cars.", "These are the doctors' cars.")).toBe(true);
  });
});

describe('the closest answer of a reordered or synonym answer', () => {
  it('follows the learner’s order', () => {
    const closest = closestAnswer('Im Garten spielt der Hunt.', 'Der Hund spielt im Garten.', {
      language: 'de',
      lexicon,
    });
    expect(closest?.answer).toBe('Im Garten spielt der Hund.');
    expect(closest?.differences.at(-1)).toEqual({ kind: 'changed', written: 'Hunt', expected: 'Hund' });
  });
  it('keeps the learner’s synonym', () => {
    const closest = closestAnswer('Mein Bruder wäscht heute seinen Wagen.', 'Mein Bruder wäscht sein Auto.', {
      language: 'de',
      lexicon,
    });
    expect(closest?.answer).toBe('Mein Bruder wäscht seinen Wagen.');
    expect(closest?.differences.filter((difference) => difference.kind !== 'same')).toEqual([
      { kind: 'extra', written: 'heute' },
    ]);
  });
});

describe('trotzdem in the clause after aber, when the prompt says but', () => {
  const listed = 'Es schneit, aber wir fahren in die Stadt.';
  const prompt = "It's snowing, but we are driving into town.";

  it('accepts trotzdem or dennoch anywhere between the parts of the clause after aber', () => {
    expect(de('Es schneit, aber wir fahren trotzdem in die Stadt.', listed, prompt)).toBe(true);
    expect(de('Es schneit, aber wir fahren in die Stadt trotzdem.', listed, prompt)).toBe(true);
    expect(de('Es schneit, aber wir fahren dennoch in die Stadt.', listed, prompt)).toBe(true);
    expect(
      de(
        'Die Lehrerin ist müde, aber sie arbeitet trotzdem.',
        'Die Lehrerin ist müde, aber sie arbeitet.',
        'The teacher is tired, but she is working.',
      ),
    ).toBe(true);
  });

  it('keeps trotzdem in the first clause, without aber, without but, or inside a phrase wrong', () => {
    expect(de('Es schneit trotzdem, aber wir fahren in die Stadt.', listed, prompt)).toBe(false);
    expect(
      de(
        'Es schneit, aber wir fahren trotzdem in die Stadt.',
        listed,
        "It's snowing and we are driving into town.",
      ),
    ).toBe(false);
    expect(de('Es schneit, trotzdem fahren wir in die Stadt.', listed, prompt)).toBe(false);
    expect(
      de(
        'Es schneit, und wir fahren trotzdem in die Stadt.',
        'Es schneit, und wir fahren in die Stadt.',
        prompt,
      ),
    ).toBe(false);
    expect(de('Es schneit, aber wir fahren in trotzdem die Stadt.', listed, prompt)).toBe(false);
    // the rest of the sentence still has to be right
    expect(de('Es schneit, aber wir fahren trotzdem in der Stadt.', listed, prompt)).toBe(false);
  });

  it('accepts the listed trotzdem left out only in the clause after aber', () => {
    const withTrotzdem = 'Es schneit, aber wir fahren trotzdem in die Stadt.';
    expect(de('Es schneit, aber wir fahren in die Stadt.', withTrotzdem, prompt)).toBe(true);
  });
});
