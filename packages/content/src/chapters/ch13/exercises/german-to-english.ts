import type { ExerciseSet } from '../../../sets/schema.ts';
import { withTime } from '../../with-time.ts';

/**
 * Chapter 13 exercises, German to English: 15 sentences on the chapter's material (reflexive
 * verbs with accusative and dative pronouns, comparatives and superlatives, so … wie, jeder, the
 * expressions of time, man, jemand and niemand), written with the words and grammar of the whole
 * course (the perfect, modal verbs, prepositions with their cases, separable verbs). Every
 * content word carries its headword (lookup; lookupType where sein has two entries); articles,
 * pronouns and names stay plain. Where a time expression can start the English sentence, that
 * order is accepted too.
 */
export const germanToEnglish = {
  kind: 'translation-exercise',
  table: 'ch13_ex_to_english',
  sentences: [
    {
      main: [
        'Ich',
        ['wasche', { lookup: 'sich waschen' }],
        'mir',
        ['jeden', { lookup: 'jeder' }],
        ['Morgen', { lookup: 'Morgen' }],
        'die',
        ['Hände.', { lookup: 'Hand' }],
      ],
      translation: withTime(['every morning', 'each morning'], ['I wash my hands']),
      defaultTranslation: 'I wash my hands every morning.',
      notes: [
        'With a part of the body the reflexive pronoun is dative (mir) and the body part takes the article: die Hände, English "my hands". jeden Morgen is an accusative of definite time.',
      ],
    },
    {
      main: [
        'Wir',
        ['haben', { lookup: 'haben' }],
        'uns',
        'am',
        ['Samstag', { lookup: 'Samstag' }],
        ['getroffen.', { lookup: 'sich treffen' }],
      ],
      translation: withTime(['on Saturday'], ['We met', 'We met up', 'We met each other', 'We got together']),
      defaultTranslation: 'We met on Saturday.',
      notes: ['sich treffen: with a plural subject, "to meet (each other)". The perfect takes haben.'],
    },
    {
      main: [
        ['Mein', { lookup: 'mein' }],
        ['Bruder', { lookup: 'Bruder' }],
        ['ist', { lookup: 'sein', lookupType: 'verb' }],
        ['größer', { lookup: 'groß' }],
        ['als', { lookup: 'als' }],
        ['mein', { lookup: 'mein' }],
        ['Vater.', { lookup: 'Vater' }],
      ],
      translation: ['My brother is', ['taller', 'bigger'], 'than my', ['father.', 'dad.']],
      defaultTranslation: 'My brother is taller than my father.',
      notes: ['groß, größer: groß adds an umlaut in the comparative. After a comparative, "than" is als.'],
    },
    {
      main: [
        'Im',
        ['Winter', { lookup: 'Winter' }],
        ['sind', { lookup: 'sein', lookupType: 'verb' }],
        'die',
        ['Tage', { lookup: 'Tag' }],
        ['kürzer', { lookup: 'kurz' }],
        ['als', { lookup: 'als' }],
        'im',
        ['Sommer.', { lookup: 'Sommer' }],
      ],
      translation: [
        [
          'In winter the days are shorter than in summer.',
          'In the winter the days are shorter than in the summer.',
          'In winter, the days are shorter than in summer.',
          'In the winter, the days are shorter than in the summer.',
          'The days are shorter in winter than in summer.',
          'The days are shorter in the winter than in the summer.',
          'In winter days are shorter than in summer.',
          'Days are shorter in winter than in summer.',
        ],
      ],
      defaultTranslation: 'In winter the days are shorter than in summer.',
      notes: ['kurz, kürzer: the umlaut of the comparative. The verb stays second after Im Winter.'],
    },
    {
      main: [
        'Wir',
        ['müssen', { lookup: 'müssen' }],
        'uns',
        ['beeilen.', { lookup: 'sich beeilen' }],
        'Der',
        ['Zug', { lookup: 'Zug' }],
        ['kommt', { lookup: 'kommen' }],
        ['in', { lookup: 'in' }],
        ['zehn', { lookup: 'zehn' }],
        ['Minuten.', { lookup: 'Minute' }],
      ],
      translation: [
        [
          'We have to hurry.',
          'We have to hurry up.',
          'We must hurry.',
          'We must hurry up.',
          'We need to hurry.',
          'We need to hurry up.',
          'We have got to hurry.',
          'We have got to hurry up.',
        ],
        'The train',
        ['is coming', 'comes', 'is arriving', 'arrives', 'will come', 'will arrive'],
        'in ten minutes.',
      ],
      defaultTranslation: 'We have to hurry. The train is coming in ten minutes.',
      notes: [
        'With a modal verb the reflexive pronoun stays next to the conjugated verb and the infinitive goes to the end: Wir müssen uns beeilen. in + dative with a time: "in ten minutes".',
      ],
    },
    {
      main: [
        ['Man', { lookup: 'man' }],
        ['spricht', { lookup: 'sprechen' }],
        ['hier', { lookup: 'hier' }],
        ['Deutsch.', { lookup: 'Deutsch' }],
      ],
      translation: [
        [
          'German is spoken here.',
          'People speak German here.',
          'They speak German here.',
          'One speaks German here.',
          'You speak German here.',
          'Here people speak German.',
          'Here they speak German.',
          'Here German is spoken.',
          'People here speak German.',
        ],
      ],
      defaultTranslation: 'German is spoken here.',
      notes: [
        'man takes the er-form of the verb (spricht); English says "people", "they", "you" or uses the passive.',
      ],
    },
    {
      main: [
        ['Niemand', { lookup: 'niemand' }],
        ['hat', { lookup: 'haben' }],
        'mich',
        ['angerufen.', { lookup: 'anrufen' }],
      ],
      translation: [
        ['Nobody', 'No one', 'No-one'],
        ['called', 'has called', 'phoned', 'has phoned', 'rang', 'has rung'],
        'me.',
      ],
      defaultTranslation: 'Nobody called me.',
      notes: ['niemand is already negative: no nicht. It takes the er-form: niemand hat.'],
    },
    {
      main: [
        'Ich',
        ['erinnere', { lookup: 'sich erinnern' }],
        'mich',
        ['nicht', { lookup: 'nicht' }],
        ['an', { lookup: 'an' }],
        ['seinen', { lookup: 'sein', lookupType: 'possessive adjective' }],
        ['Namen.', { lookup: 'Name' }],
      ],
      translation: ['I', ["don't", "can't"], ['remember', 'recall'], 'his name.'],
      defaultTranslation: "I don't remember his name.",
      notes: ['sich erinnern an + accusative: an seinen Namen (Name is an n-noun: den Namen).'],
    },
    {
      main: [
        'Paul',
        ['freut', { lookup: 'sich freuen' }],
        'sich',
        ['auf', { lookup: 'auf' }],
        'das',
        ['Wochenende.', { lookup: 'Wochenende' }],
      ],
      translation: ['Paul', ['is looking', 'looks'], 'forward to the weekend.'],
      defaultTranslation: 'Paul is looking forward to the weekend.',
      notes: ['sich freuen auf + accusative: to look forward to (something to come).'],
    },
    {
      main: [
        ['Jedes', { lookup: 'jeder' }],
        ['Kind', { lookup: 'Kind' }],
        ['hat', { lookup: 'haben' }],
        'ein',
        ['Geschenk', { lookup: 'Geschenk' }],
        ['bekommen.', { lookup: 'bekommen' }],
      ],
      translation: [
        ['Every', 'Each'],
        'child',
        ['got', 'received', 'has got', 'has received', 'has gotten', 'was given', 'has been given'],
        'a',
        ['present.', 'gift.'],
      ],
      defaultTranslation: 'Every child got a present.',
      notes: ['jeder takes the endings of der: das Kind, jedes Kind. It is singular only.'],
    },
    {
      main: [
        'Wir',
        ['wohnen', { lookup: 'wohnen' }],
        ['seit', { lookup: 'seit' }],
        'einem',
        ['Jahr', { lookup: 'Jahr' }],
        ['in', { lookup: 'in' }],
        'Hamburg.',
      ],
      translation: [
        'We',
        ['have been living', 'have lived'],
        [
          'in Hamburg for a year.',
          'in Hamburg for one year.',
          'in Hamburg for a year now.',
          'in Hamburg for one year now.',
        ],
      ],
      defaultTranslation: 'We have been living in Hamburg for a year.',
      notes: [
        'seit + dative with the German present: something that began in the past and still goes on, English "have been … for".',
      ],
    },
    {
      main: [
        ['Meine', { lookup: 'mein' }],
        ['Schwester', { lookup: 'Schwester' }],
        ['singt', { lookup: 'singen' }],
        'am',
        ['besten.', { lookup: 'gut' }],
      ],
      translation: ['My sister sings', ['best.', 'the best.']],
      defaultTranslation: 'My sister sings the best.',
      notes: ['gut, besser, am besten: the irregular comparison of gut, here used as an adverb.'],
    },
    {
      main: [
        'Ich',
        ['trinke', { lookup: 'trinken' }],
        ['lieber', { lookup: 'gern' }],
        ['Tee', { lookup: 'Tee' }],
        ['als', { lookup: 'als' }],
        ['Kaffee.', { lookup: 'Kaffee' }],
      ],
      translation: [
        [
          'I prefer tea to coffee.',
          'I prefer drinking tea to coffee.',
          'I prefer drinking tea to drinking coffee.',
          'I prefer to drink tea rather than coffee.',
          'I prefer to drink tea instead of coffee.',
          'I prefer drinking tea rather than coffee.',
          'I prefer drinking tea instead of coffee.',
          'I prefer tea over coffee.',
          'I prefer drinking tea over coffee.',
          'I would rather drink tea than coffee.',
          'I would sooner drink tea than coffee.',
          'I like tea better than coffee.',
          'I like tea more than coffee.',
          'I like drinking tea more than coffee.',
          'I like drinking tea better than coffee.',
          'I like to drink tea more than coffee.',
          'I like to drink tea better than coffee.',
        ],
      ],
      defaultTranslation: 'I prefer tea to coffee.',
      notes: ['gern, lieber, am liebsten: lieber with a verb says what one prefers to do.'],
    },
    {
      main: [
        ['Abends', { lookup: 'abends' }],
        ['sehen', { lookup: 'fernsehen' }],
        'wir',
        ['fern.', { lookup: 'fernsehen' }],
      ],
      translation: withTime(
        ['in the evening', 'in the evenings', 'every evening'],
        ['We watch TV', 'We watch television', 'We watch telly'],
      ),
      defaultTranslation: 'We watch TV in the evening.',
      notes: ['abends: "in the evening(s)", a habit. After Abends in first position the verb comes second.'],
    },
    {
      main: [
        ['Hat', { lookup: 'haben' }],
        ['jemand', { lookup: 'jemand' }],
        ['meinen', { lookup: 'mein' }],
        ['Schlüssel', { lookup: 'Schlüssel' }],
        ['gesehen?', { lookup: 'sehen' }],
      ],
      translation: [
        [
          'Has anyone seen',
          'Has anybody seen',
          'Has someone seen',
          'Has somebody seen',
          'Did anyone see',
          'Did anybody see',
          'Did someone see',
          'Did somebody see',
        ],
        'my key?',
      ],
      defaultTranslation: 'Has anyone seen my key?',
      notes: ['jemand takes the er-form of the verb: hat jemand. Schlüssel is masculine: meinen Schlüssel.'],
    },
  ],
} satisfies ExerciseSet;
