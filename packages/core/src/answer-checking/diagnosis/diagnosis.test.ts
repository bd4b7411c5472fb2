import { describe, expect, it } from 'vitest';
import type { CourseLexicon, GrammarVerb } from '../course-lexicon.ts';
import type { Translation } from '../types.ts';
import { declensionTables } from '../../test-support/test-lexicon.ts';
import { diagnoseSentence, type Diagnosis } from './index.ts';

// A small lexicon in the shape the content package gives (its tables, a few nouns and verbs); the
// sentences below are this file's own.
const verb = (
  infinitive: string,
  present: GrammarVerb['present'],
  participle: string,
  extra: Partial<GrammarVerb> = {},
): GrammarVerb => ({
  infinitive,
  present,
  participle,
  auxiliary: 'haben',
  imperatives: { du: present[0].replace(/e$/, ''), ihr: present[4], Sie: present[5] },
  ...extra,
});

const definite = declensionTables.definite;
const einWord = (stem: string) =>
  ({
    masculine: [stem, `${stem}en`, `${stem}em`, `${stem}es`],
    feminine: [`${stem}e`, `${stem}e`, `${stem}er`, `${stem}er`],
    neuter: [stem, stem, `${stem}em`, `${stem}es`],
    plural: [`${stem}e`, `${stem}e`, `${stem}en`, `${stem}er`],
  }) as const;

const lexicon: CourseLexicon = {
  german: {
    tables: declensionTables,
    synonyms: [],
    optionalParticles: [],
    grammar: {
      nouns: [
        { noun: 'Vater', gender: 'masculine', plural: 'Väter' },
        { noun: 'Mann', gender: 'masculine', plural: 'Männer' },
        { noun: 'Auto', gender: 'neuter', plural: 'Autos' },
        { noun: 'Tisch', gender: 'masculine', plural: 'Tische' },
        { noun: 'Bus', gender: 'masculine', plural: 'Busse' },
        { noun: 'Mantel', gender: 'masculine', plural: 'Mäntel' },
        { noun: 'Junge', gender: 'masculine', plural: 'Jungen', weak: 'n' },
        { noun: 'Zeit', gender: 'feminine', plural: 'Zeiten' },
        { noun: 'Buch', gender: 'neuter', plural: 'Bücher' },
        { noun: 'Kind', gender: 'neuter', plural: 'Kinder' },
        { noun: 'Milch', gender: 'feminine' },
        { noun: 'Tag', gender: 'masculine', plural: 'Tage' },
        { noun: 'Woche', gender: 'feminine', plural: 'Wochen' },
        { noun: 'Mutter', gender: 'feminine', plural: 'Mütter' },
        { noun: 'Haltestelle', gender: 'feminine', plural: 'Haltestellen' },
        { noun: 'Küche', gender: 'feminine', plural: 'Küchen' },
        { noun: 'Arzt', gender: 'masculine', plural: 'Ärzte' },
        { noun: 'Bahnhof', gender: 'masculine', plural: 'Bahnhöfe' },
        { noun: 'Schlüssel', gender: 'masculine', plural: 'Schlüssel' },
        { noun: 'Gemälde', gender: 'neuter', plural: 'Gemälde' },
      ],
      verbs: [
        verb('helfen', ['helfe', 'hilfst', 'hilft', 'helfen', 'helft', 'helfen'], 'geholfen', {
          stemChange: 'i',
          objectCase: 'dative',
        }),
        verb('gehen', ['gehe', 'gehst', 'geht', 'gehen', 'geht', 'gehen'], 'gegangen', { auxiliary: 'sein' }),
        verb('fahren', ['fahre', 'fährst', 'fährt', 'fahren', 'fahrt', 'fahren'], 'gefahren', {
          auxiliary: 'sein',
          stemChange: 'ä',
        }),
        verb('haben', ['habe', 'hast', 'hat', 'haben', 'habt', 'haben'], 'gehabt'),
        verb('sein', ['bin', 'bist', 'ist', 'sind', 'seid', 'sind'], 'gewesen', {
          auxiliary: 'sein',
          imperatives: { du: 'sei', ihr: 'seid', Sie: 'seien' },
        }),
        verb(
          'arbeiten',
          ['arbeite', 'arbeitest', 'arbeitet', 'arbeiten', 'arbeitet', 'arbeiten'],
          'gearbeitet',
        ),
        // A separable verb listed before its simple verb: kaufen without ein is kaufen.
        verb('einkaufen', ['kaufe', 'kaufst', 'kauft', 'kaufen', 'kauft', 'kaufen'], 'eingekauft', {
          prefix: 'ein',
        }),
        verb('kaufen', ['kaufe', 'kaufst', 'kauft', 'kaufen', 'kauft', 'kaufen'], 'gekauft'),
        verb('machen', ['mache', 'machst', 'macht', 'machen', 'macht', 'machen'], 'gemacht'),
        verb('wissen', ['weiß', 'weißt', 'weiß', 'wissen', 'wisst', 'wissen'], 'gewusst'),
        verb('kennen', ['kenne', 'kennst', 'kennt', 'kennen', 'kennt', 'kennen'], 'gekannt'),
        verb('werden', ['werde', 'wirst', 'wird', 'werden', 'werdet', 'werden'], 'geworden', {
          auxiliary: 'sein',
        }),
        verb('wollen', ['will', 'willst', 'will', 'wollen', 'wollt', 'wollen'], 'gewollt'),
        verb('bringen', ['bringe', 'bringst', 'bringt', 'bringen', 'bringt', 'bringen'], 'gebracht'),
        verb('kommen', ['komme', 'kommst', 'kommt', 'kommen', 'kommt', 'kommen'], 'gekommen', {
          auxiliary: 'sein',
        }),
        verb('ankommen', ['komme', 'kommst', 'kommt', 'kommen', 'kommt', 'kommen'], 'angekommen', {
          auxiliary: 'sein',
          prefix: 'an',
        }),
        verb('spielen', ['spiele', 'spielst', 'spielt', 'spielen', 'spielt', 'spielen'], 'gespielt'),
        verb('warten', ['warte', 'wartest', 'wartet', 'warten', 'wartet', 'warten'], 'gewartet'),
      ],
      prepositions: {
        mit: ['dative'],
        für: ['accusative'],
        in: ['accusative', 'dative'],
        seit: ['dative'],
        vor: ['accusative', 'dative'],
        auf: ['accusative', 'dative'],
        zu: ['dative'],
        bei: ['dative'],
        an: ['accusative', 'dative'],
        um: ['accusative'],
        nach: ['dative'],
      },
      contractions: {
        im: ['in', 'dem'],
        ins: ['in', 'das'],
        zum: ['zu', 'dem'],
        zur: ['zu', 'der'],
        beim: ['bei', 'dem'],
        am: ['an', 'dem'],
      },
      pronouns: [
        ['ich', 'ich', 'mich', 'mir'],
        ['du', 'du', 'dich', 'dir'],
        ['er', 'er', 'ihn', 'ihm'],
        ['sie', 'sie', 'sie', 'ihr'],
        ['es', 'es', 'es', 'ihm'],
        ['wir', 'wir', 'uns', 'uns'],
        ['ihr', 'ihr', 'euch', 'euch'],
        ['sie (pl.)', 'sie', 'sie', 'ihnen'],
        ['Sie', 'Sie', 'Sie', 'Ihnen'],
      ],
      reflexives: [
        ['ich', 'mich', 'mir'],
        ['du', 'dich', 'dir'],
        ['er', 'sich', 'sich'],
      ],
      determiners: [
        { word: 'der', table: definite },
        { word: 'ein', table: einWord('ein') },
        { word: 'kein', table: einWord('kein') },
        { word: 'sein', table: einWord('sein') },
        { word: 'ihr', table: einWord('ihr') },
        {
          word: 'jeder',
          table: {
            masculine: ['jeder', 'jeden', 'jedem', 'jedes'],
            feminine: ['jede', 'jede', 'jeder', 'jeder'],
            neuter: ['jedes', 'jedes', 'jedem', 'jedes'],
            plural: ['jede', 'jede', 'jeden', 'jeder'],
          },
        },
      ],
      relativePronouns: {
        masculine: ['der', 'den', 'dem', 'dessen'],
        feminine: ['die', 'die', 'der', 'deren'],
        neuter: ['das', 'das', 'dem', 'dessen'],
        plural: ['die', 'die', 'denen', 'deren'],
      },
      contrasts: [
        {
          words: ['wissen', 'kennen'],
          chapter: 11,
          rules: {
            wissen: 'Knowing a fact is wissen; kennen is for people and places',
            kennen: 'Being familiar with a person or place is kennen; wissen is for facts',
          },
        },
        {
          words: ['sondern', 'aber'],
          chapter: 12,
          rules: { sondern: 'After a negation, "but instead" is sondern', aber: 'Here "but" is aber' },
        },
        {
          words: ['wo', 'wohin', 'woher'],
          chapter: 2,
          rules: {
            wo: 'Asking where something is (a place) is wo',
            wohin: 'Asking where to (a direction) is wohin',
            woher: 'Asking where from is woher',
          },
        },
        {
          words: ['um', 'am'],
          chapter: 6,
          rules: { um: 'A clock time takes um', am: 'A day or a part of the day takes am' },
          next: { um: 'acht|halb|Viertel', am: 'Montag|Abend' },
        },
        {
          words: ['bei', 'beim', 'zu', 'zum', 'zur'],
          chapter: 10,
          rules: {
            zu: 'Going to a person or a place is zu',
            zum: 'Going to a person or a place is zu',
            zur: 'Going to a person or a place is zu',
            bei: 'Being at a person’s place is bei',
            beim: 'Being at a person’s place is bei',
          },
        },
      ],
    },
    pastTense: [
      {
        infinitive: 'werden',
        forms: [['wurde'], ['wurdest'], ['wurde'], ['wurden'], ['wurdet'], ['wurden']],
        participle: 'geworden',
        auxiliary: 'sein',
      },
    ],
  },
  english: { paraphrases: [] },
};

const diagnose = (answer: string, translation: Translation, prompt?: string): Diagnosis | null =>
  diagnoseSentence(answer, translation, { lexicon, chapter: 13, prompt });

describe('diagnoseSentence', () => {
  it('gives no diagnosis for an accepted answer or a blank one', () => {
    expect(diagnose('Er hilft heute seinem Vater.', 'Er hilft heute seinem Vater.')).toBeNull();
    expect(diagnose('er hilft heute seinem Vater', 'Er hilft heute seinem Vater.')).toBeNull();
    expect(diagnose('  ', 'Er hilft heute seinem Vater.')).toBeNull();
  });

  it('case: a dative verb, a preposition, a fill-in blank given as its sentence', () => {
    expect(diagnose('Er hilft heute seinen Vater.', 'Er hilft heute seinem Vater.')).toEqual({
      kind: 'case',
      wrong: 'seinen',
      right: 'seinem',
      explanation: 'helfen takes the dative: seinem Vater.',
    });
    expect(diagnose('Das Buch ist für der Mann.', 'Das Buch ist für den Mann.')).toMatchObject({
      kind: 'case',
      wrong: 'der',
      right: 'den',
      explanation: 'für takes the accusative: für den Mann.',
    });
    expect(diagnose('Ich fahre mit den Bus.', ['Ich fahre mit', ['dem'], 'Bus.'])).toMatchObject({
      kind: 'case',
      explanation: 'mit takes the dative: mit dem Bus.',
    });
    expect(diagnose('Das Buch liegt ins Auto.', 'Das Buch liegt im Auto.')).toMatchObject({
      kind: 'case',
      explanation: 'in takes the dative for a place (wo?): im Auto.',
    });
  });

  it('gender: a determiner of the right case for another gender, with or without a sentence', () => {
    expect(diagnose('Ich habe keinen Auto.', 'Ich habe kein Auto.')).toEqual({
      kind: 'gender',
      wrong: 'keinen',
      right: 'kein',
      explanation: 'Auto is neuter: kein Auto.',
    });
    expect(diagnose('die Tisch', 'der Tisch')).toMatchObject({
      kind: 'gender',
      explanation: 'Tisch is masculine: der Tisch.',
    });
  });

  it('adjective-ending, noun-form and number', () => {
    expect(diagnose('Ich kaufe einen warme Mantel.', 'Ich kaufe einen warmen Mantel.')).toMatchObject({
      kind: 'adjective-ending',
      wrong: 'warme',
      explanation: 'In the masculine accusative after einen the ending is -en: einen warmen Mantel.',
    });
    expect(diagnose('Ich trinke gern kalten Milch.', 'Ich trinke gern kalte Milch.')).toMatchObject({
      kind: 'adjective-ending',
      explanation:
        'With no article, the adjective shows the ending the article would have (der → -er, das → -es, dem → -em): kalte Milch.',
    });
    expect(diagnose('Ich helfe dem Junge.', 'Ich helfe dem Jungen.')).toMatchObject({
      kind: 'noun-form',
      explanation:
        'Junge is an n-noun, which adds -(e)n in every form but the nominative singular: dem Jungen.',
    });
    expect(diagnose('Ich habe zwei Kind.', 'Ich habe zwei Kinder.')).toMatchObject({
      kind: 'noun-form',
      explanation: 'The plural of Kind is Kinder.',
    });
    expect(
      diagnose('Arbeitest du heute?', 'Arbeitet ihr heute?', 'Are you (informal, pl.) working today?'),
    ).toMatchObject({
      kind: 'number',
      wrong: 'Arbeitest du',
      explanation: 'The prompt means several people: Arbeitet ihr.',
    });
  });

  it('verb-form: the ending of the person, a stem change', () => {
    expect(diagnose('Ich arbeitet heute nicht.', 'Ich arbeite heute nicht.')).toEqual({
      kind: 'verb-form',
      wrong: 'arbeitet',
      right: 'arbeite',
      explanation: 'With ich the ending is -e: ich arbeite.',
    });
    expect(diagnose('Er fahrt nach Hause.', 'Er fährt nach Hause.')).toMatchObject({
      kind: 'verb-form',
      explanation: 'fahren changes a to ä with er/sie/es: er fährt.',
    });
  });

  it('auxiliary, participle and tense', () => {
    expect(diagnose('Er hat gestern gegangen.', 'Er ist gestern gegangen.')).toEqual({
      kind: 'auxiliary',
      wrong: 'hat',
      right: 'ist',
      explanation: 'gehen takes sein here: ist gegangen.',
    });
    expect(diagnose('Ich habe viel gemachen.', 'Ich habe viel gemacht.')).toMatchObject({
      kind: 'participle',
      explanation: 'machen is regular: gemacht.',
    });
    expect(diagnose('Ich habe seit Montag hier gearbeitet.', 'Ich arbeite seit Montag hier.')).toMatchObject({
      kind: 'tense',
      explanation: 'With seit for something still going on, German uses the present tense: arbeite.',
    });
  });

  it('word-order: the verb second, the verb at the end of a subordinate clause', () => {
    expect(diagnose('Heute ich arbeite nicht.', 'Heute arbeite ich nicht.')).toMatchObject({
      kind: 'word-order',
      explanation: 'The conjugated verb is in second position, right after heute.',
    });
    expect(
      diagnose('Er bleibt zu Hause, weil er ist müde.', 'Er bleibt zu Hause, weil er müde ist.'),
    ).toMatchObject({
      kind: 'word-order',
      explanation: 'In a weil clause the conjugated verb goes to the end.',
    });
  });

  it('word-choice, register and negation', () => {
    expect(diagnose('Ich kenne es nicht.', 'Ich weiß es nicht.')).toEqual({
      kind: 'word-choice',
      wrong: 'kenne',
      right: 'weiß',
      explanation: 'Knowing a fact is wissen; kennen is for people and places: weiß.',
    });
    expect(diagnose('Ich helfe dir.', 'Ich helfe Ihnen.', 'I am helping you (formal).')).toMatchObject({
      kind: 'register',
      explanation: 'The prompt asks for formal you: Ihnen.',
    });
    expect(diagnose('Ich habe nicht Zeit.', 'Ich habe keine Zeit.')).toMatchObject({
      kind: 'negation',
      explanation: 'A noun with ein or without an article is negated with kein, not nicht: keine Zeit.',
    });
    expect(diagnose('Ich gehe nicht heute.', 'Ich gehe heute nicht.')).toMatchObject({ kind: 'negation' });
  });

  it('says nothing false: mixed participles, the Sie imperative, time and verb phrases, possessives', () => {
    expect(diagnose('Ich habe es gebringt.', 'Ich habe es gebracht.')).toMatchObject({
      kind: 'participle',
      explanation: 'The past participle of bringen is gebracht.',
    });
    expect(diagnose('Komm Sie bitte!', 'Kommen Sie bitte!')).toMatchObject({
      kind: 'register',
      explanation: 'The prompt is formal: the Sie imperative Kommen Sie.',
    });
    expect(diagnose('Er kam vor eine Woche.', 'Er kam vor einer Woche.')).toMatchObject({
      kind: 'case',
      explanation: 'In a time expression vor takes the dative: vor einer Woche.',
    });
    expect(diagnose('Ich warte auf dem Bus.', 'Ich warte auf den Bus.')).toMatchObject({
      kind: 'case',
      explanation: 'warten auf always takes the accusative: auf den Bus.',
    });
    expect(diagnose('Ich spiele jeder Tag.', 'Ich spiele jeden Tag.')).toMatchObject({
      kind: 'case',
      explanation: 'Time expressions without a preposition are in the accusative: jeden Tag.',
    });
    expect(diagnose('Er hilft heute ihrem Vater.', 'Er hilft heute seinem Vater.')).toMatchObject({
      kind: 'gender',
      explanation: 'When the owner is masculine or neuter (er or es), the possessive is sein: seinem Vater.',
    });
    expect(diagnose('Ich will morgen gehen.', 'Ich werde morgen gehen.')).toMatchObject({
      kind: 'auxiliary',
      explanation: 'The future is formed with werden; will (wollen) means want to: werde.',
    });
    expect(diagnose('Ich habe morgen kommen.', 'Ich werde morgen kommen.')).toMatchObject({
      kind: 'auxiliary',
      explanation: 'The future is formed with werden: werde.',
    });
    expect(diagnose('Es ist kalt.', 'Es wird kalt.')).toMatchObject({
      kind: 'auxiliary',
      explanation: 'The verb here is werden: wird.',
    });
  });

  it('names the case an ambiguous determiner has in the sentence', () => {
    expect(diagnose('Ich habe ein große Buch.', 'Ich habe ein großes Buch.')).toMatchObject({
      kind: 'adjective-ending',
      explanation: 'In the neuter accusative after ein the ending is -es: ein großes Buch.',
    });
  });

  it('words the rules for the conjugated verb, nicht and the nominative', () => {
    const show = (answer: string, translation: string) => diagnose(answer, translation)?.explanation;
    expect(show('Wann du kommst?', 'Wann kommst du?')).toBe(
      'In a question with a question word the conjugated verb comes right after it: wann kommst.',
    );
    expect(show('Ich arbeite nicht heute.', 'Ich arbeite heute nicht.')).toBe(
      'nicht negating the whole sentence goes to the end of the clause: Ich arbeite heute nicht.',
    );
    expect(show('Ich habe nicht es gekauft.', 'Ich habe es nicht gekauft.')).toBe(
      'nicht goes before gekauft here: es nicht gekauft.',
    );
    expect(show('Das ist einen Tisch.', 'Das ist ein Tisch.')).toBe(
      'After sein the noun stays in the nominative: ein Tisch.',
    );
    // an inverted subject after sein is nominative as the subject, not as a noun linked by sein
    expect(show('Heute ist einen Tisch hier.', 'Heute ist ein Tisch hier.')).toBe(
      'The subject is in the nominative: ein Tisch.',
    );
  });

  it('falls back to other with the closest answer when no rule explains the words', () => {
    expect(diagnose('Ich habe drei Bücher.', 'Ich habe vier Bücher.')).toEqual({
      kind: 'other',
      wrong: 'drei',
      right: 'vier',
      explanation: 'The closest correct answer has vier: Ich habe vier Bücher.',
    });
  });

  it('gender: a nominative of another gender where the subject is (first, or beside sein)', () => {
    expect(diagnose('Leider ist der Küche klein.', 'Leider ist die Küche klein.')).toEqual({
      kind: 'gender',
      wrong: 'der',
      right: 'die',
      explanation: 'Küche is feminine: die Küche.',
    });
    // a compound takes the gender of its last part
    expect(diagnose('Der Bushaltestelle ist hier.', 'Die Bushaltestelle ist hier.')).toMatchObject({
      kind: 'gender',
      explanation: 'Bushaltestelle is feminine: die Bushaltestelle.',
    });
    // in the accusative, der for die is not a masculine form of that case: still a case error
    expect(diagnose('Ich habe der Küche.', 'Ich habe die Küche.')).toMatchObject({ kind: 'case' });
  });

  it('word-choice: question words, um/am, zu/bei named with the word they govern', () => {
    expect(diagnose('Wo kommt ihr?', 'Woher kommt ihr?')).toEqual({
      kind: 'word-choice',
      wrong: 'Wo',
      right: 'Woher',
      explanation: 'Asking where from is woher: Woher kommt ihr?',
    });
    expect(diagnose('Der Bus kommt am acht.', 'Der Bus kommt um acht.')).toMatchObject({
      kind: 'word-choice',
      explanation: 'A clock time takes um: um acht.',
    });
    // um names a clock time only before one
    expect(diagnose('Ich warte um Bahnhof.', 'Ich warte am Bahnhof.')?.explanation).not.toMatch(/day/);
    expect(diagnose('Ich gehe beim Arzt.', 'Ich gehe zum Arzt.')).toMatchObject({
      kind: 'word-choice',
      explanation: 'Going to a person or a place is zu: zum Arzt.',
    });
    // two contractions of one preposition are no word choice
    expect(diagnose('Ich gehe zur Bahnhof.', 'Ich gehe zum Bahnhof.')).toMatchObject({ kind: 'gender' });
  });

  it('word-order: a subordinate clause with its verb inside, whatever the closest answer, and a split separable verb', () => {
    expect(diagnose('Ich weiß, dass er ist müde.', 'Ich weiß, dass er müde ist.')).toMatchObject({
      kind: 'word-order',
      wrong: 'ist müde',
      explanation: 'In a dass clause the conjugated verb goes to the end.',
    });
    expect(diagnose('Ich weiß, wann er kommt an.', 'Ich weiß, wann er ankommt.')).toEqual({
      kind: 'word-order',
      wrong: 'kommt an',
      right: 'ankommt',
      explanation:
        'In an indirect question the conjugated verb goes to the end, joined to its separable prefix: wann er ankommt.',
    });
  });

  it('adjective-ending: no ending after sein or in so … wie', () => {
    expect(diagnose('Das Auto ist kleine.', 'Das Auto ist klein.')).toEqual({
      kind: 'adjective-ending',
      wrong: 'kleine',
      right: 'klein',
      explanation: 'An adjective after sein, werden or bleiben takes no ending: ist klein.',
    });
    expect(diagnose('Er ist so große wie sein Vater.', 'Er ist so groß wie sein Vater.')).toMatchObject({
      kind: 'adjective-ending',
      explanation: 'In so … wie the adjective takes no ending: so groß wie.',
    });
  });

  it('case through a contraction, and no zu after a modal', () => {
    expect(diagnose('Ich gehe zu den Arzt.', 'Ich gehe zum Arzt.')).toEqual({
      kind: 'case',
      wrong: 'zu den',
      right: 'zum',
      explanation: 'zu takes the dative: zum Arzt.',
    });
    expect(diagnose('Ich will heute zu arbeiten.', 'Ich will heute arbeiten.')).toMatchObject({
      kind: 'verb-form',
      explanation: 'After will the infinitive takes no zu: will heute arbeiten.',
    });
  });

  it('gender of pronouns: er/sie/es for the noun, a relative pronoun for the noun before the comma', () => {
    expect(diagnose('Das Auto ist alt, aber er fährt gut.', 'Das Auto ist alt, aber es fährt gut.')).toEqual({
      kind: 'gender',
      wrong: 'er',
      right: 'es',
      explanation: 'Auto is neuter, so the pronoun is es.',
    });
    expect(
      diagnose('Ich kenne die Mutter, der hier arbeitet.', 'Ich kenne die Mutter, die hier arbeitet.'),
    ).toMatchObject({
      kind: 'gender',
      explanation: 'The relative pronoun takes the gender of Mutter (feminine): Mutter, die.',
    });
    expect(
      diagnose('Das ist der Mann, deren Auto hier ist.', 'Das ist der Mann, dessen Auto hier ist.'),
    ).toMatchObject({
      kind: 'gender',
      explanation:
        'Mann is masculine, so "whose" is dessen (deren for a feminine or plural noun): dessen Auto.',
    });
    expect(diagnose('Das ist der Mann, den ich helfe.', 'Das ist der Mann, dem ich helfe.')).toMatchObject({
      kind: 'case',
      explanation:
        'The relative pronoun takes its case from its own clause, and helfen takes the dative: Mann, dem.',
    });
    expect(diagnose('Das ist der Mann, dem ich kenne.', 'Das ist der Mann, den ich kenne.')).toMatchObject({
      kind: 'case',
      explanation: 'The relative pronoun takes its case from its own clause, here the accusative: Mann, den.',
    });
  });

  it('nouns spelled alike in the singular and the plural: the dative plural -n, number', () => {
    expect(diagnose('Ich habe die Schlüsseln.', 'Ich habe die Schlüssel.')).toEqual({
      kind: 'noun-form',
      wrong: 'Schlüsseln',
      right: 'Schlüssel',
      explanation:
        'Schlüssel has the same form in the plural (die Schlüssel); it adds -n only in the dative plural: die Schlüssel.',
    });
    expect(diagnose('Ich helfe den Kinder.', 'Ich helfe den Kindern.')).toMatchObject({
      kind: 'noun-form',
      explanation: 'In the dative plural the noun adds -n: den Kindern.',
    });
    expect(diagnose('Er kommt mit den Schlüssel.', 'Er kommt mit den Schlüsseln.')).toMatchObject({
      kind: 'noun-form',
      explanation: 'In the dative plural the noun adds -n: den Schlüsseln.',
    });
    expect(diagnose('Das Gemälde sind schön.', 'Die Gemälde sind schön.')).toEqual({
      kind: 'number',
      wrong: 'Das',
      right: 'Die',
      explanation: 'Gemälde is the same in the singular and the plural; here it is plural: die Gemälde.',
    });
    // a genitive of the same gender is no likely slip: jedes for jeden is the neuter form
    expect(diagnose('Ich spiele jedes Tag.', 'Ich spiele jeden Tag.')).toMatchObject({
      kind: 'gender',
      explanation: 'Tag is masculine: jeden Tag.',
    });
  });

  it('tense by the simple past, a stem change carried too far, a preposition before a dative object', () => {
    expect(diagnose('Es wurde kalt.', 'Es wird kalt.')).toEqual({
      kind: 'tense',
      wrong: 'wurde',
      right: 'wird',
      explanation: 'The sentence is in the present tense: wird.',
    });
    expect(diagnose('Wir hilfen dem Mann.', 'Wir helfen dem Mann.')).toMatchObject({
      kind: 'verb-form',
      explanation: 'Only du and er/sie/es change the stem (e to i): wir helfen.',
    });
    expect(diagnose('Er hilft zu seinem Vater.', 'Er hilft seinem Vater.')).toMatchObject({
      kind: 'case',
      wrong: 'zu',
      explanation: 'helfen takes a dative object, with no preposition: seinem Vater.',
    });
  });

  it('age with sein, a separable verb kept whole, a singular noun spelled like its plural', () => {
    expect(diagnose('Ich habe zehn Jahre alt.', 'Ich bin zehn Jahre alt.')).toEqual({
      kind: 'word-choice',
      wrong: 'habe',
      right: 'bin',
      explanation: "German gives a person's age with sein, not haben: bin.",
    });
    expect(diagnose('Er ankommt heute.', 'Er kommt heute an.')).toMatchObject({
      kind: 'word-order',
      explanation: 'The separable prefix goes to the end of the clause: kommt heute an.',
    });
    expect(diagnose('Die Schlüssel ist hier.', 'Der Schlüssel ist hier.')).toMatchObject({
      kind: 'gender',
      explanation: 'Schlüssel is masculine: der Schlüssel.',
    });
  });

  it('names the verb of the clause, keeps mid-sentence case and states the rule of a slip', () => {
    const show = (answer: string, translation: string) => diagnose(answer, translation)?.explanation;
    expect(show('Wir kaufen der Tisch.', 'Wir kaufen den Tisch.')).toBe(
      'kaufen takes the accusative: den Tisch.',
    );
    expect(show('Er hat gegangen, und wir haben gespielt.', 'Er ist gegangen, und wir haben gespielt.')).toBe(
      'gehen takes sein here: ist gegangen.',
    );
    expect(show('Spielt du heute?', 'Spielst du heute?')).toBe('With du the ending is -st: du spielst.');
    expect(show('Das Auto ist kein neu.', 'Das Auto ist nicht neu.')).toBe(
      'An adjective or an adverb is negated with nicht; kein only goes with nouns: nicht neu.',
    );
    expect(show('Ich will kein arbeiten.', 'Ich will nicht arbeiten.')).toBe(
      'A verb is negated with nicht; kein only goes with nouns: nicht arbeiten.',
    );
    expect(show('Heute ist der zwanzigte Tag.', 'Heute ist der zwanzigste Tag.')).toBe(
      'Ordinals from 20 upwards add -ste, not -te: der zwanzigste Tag.',
    );
    expect(show('Das ist nicht einen Tisch.', 'Das ist nicht ein Tisch.')).toBe(
      'After sein the noun stays in the nominative: ein Tisch.',
    );
    expect(show('Er ist so größer wie sein Vater.', 'Er ist so groß wie sein Vater.')).toBe(
      'so … wie takes the basic form of the adjective, not the comparative: so groß wie.',
    );
  });
});
