import type { ConceptLesson } from '../../../lessons/schema.ts';
import { verbs as chapter11Verbs } from '../../ch11/verbs.ts';
import { verbs } from '../verbs.ts';

const PERSONS = ['ich', 'du', 'er / sie / es', 'wir', 'ihr', 'sie / Sie'];

function presentOf(table: readonly { infinitive: string; deutsch: readonly string[] }[], infinitive: string) {
  return table.find((verb) => verb.infinitive === infinitive)?.deutsch ?? [];
}

const WISSEN = presentOf(chapter11Verbs, 'wissen');
const KENNEN = presentOf(verbs, 'kennen');

/**
 * Wissen vs. Kennen (12nwk): kennen for people, places and things one is acquainted with, wissen
 * for facts (a clause, or das, es, viel, nichts). The present tables come from the verb tables
 * (wissen: chapter 11, kennen: chapter 12).
 */
export const newMaterial = {
  kind: 'lesson',
  code: '12nwk',
  blocks: [
    { type: 'heading', text: 'Two verbs for “to know”' },
    {
      type: 'paragraph',
      text: '<span>English “to know” is two verbs in German. <span class="de">kennen</span> means to be acquainted with someone or something: a person, a place, a book, a song. <span class="de">wissen</span> (chapter 11) means to know a fact: something that could be true or false.</span>',
    },
    {
      type: 'table',
      caption: 'The present tense of wissen and kennen',
      head: ['Person', 'wissen', 'kennen'],
      rows: PERSONS.map((person, index) => [person, WISSEN[index] ?? '', KENNEN[index] ?? '']),
    },
    {
      type: 'paragraph',
      text: '<span><span class="de">kennen</span> is regular in the present (its past participle is <span class="de">gekannt</span>). <span class="de">wissen</span> has the singular stem <span class="de">weiß</span> and no ending in ich and er / sie / es: <span class="de">ich weiß, er weiß</span>.</span>',
    },
    { type: 'heading', text: 'How to choose' },
    {
      type: 'list',
      items: [
        'A person, a place or a thing as the object → kennen: Ich kenne den Autor. Kennst du diese Stadt? Anna kennt dieses Lied.',
        'A clause with dass, ob or a question word (wo, wann, wer, wie, was …) → wissen: Ich weiß, dass er kommt. Weißt du, wo er wohnt?',
        'das, es, viel, nichts or etwas standing for facts → wissen: Ich weiß das schon. Sie weiß viel über Kunst.',
        'The question to ask: do I know a fact (wissen), or am I familiar with someone or something (kennen)?',
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Ich kenne den Autor nicht.',
          english: "I don't know the author.",
          note: 'a person: kennen',
        },
        {
          german: 'Ich weiß nicht, wo der Autor wohnt.',
          english: "I don't know where the author lives.",
          note: 'a fact: wissen',
        },
        { german: 'Kennst du diese Stadt?', english: 'Do you know this city?', note: 'a place: kennen' },
        {
          german: 'Weißt du, wann das Konzert beginnt?',
          english: 'Do you know when the concert starts?',
          note: 'a fact: wissen',
        },
        {
          german: 'Wir kennen seine Eltern schon lange.',
          english: 'We have known his parents for a long time.',
        },
        {
          german: 'Wissen Sie, wer dieses Bild gemalt hat?',
          english: 'Do you know who painted this picture?',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich weiß den Autor.',
          right: 'Ich kenne den Autor.',
          why: 'A person is not a fact: kennen.',
        },
        {
          wrong: 'Kennst du, wo er wohnt?',
          right: 'Weißt du, wo er wohnt?',
          why: 'Where he lives is a fact in a clause with wo: wissen.',
        },
        {
          wrong: 'Er weißt das.',
          right: 'Er weiß das.',
          why: 'wissen has no -t in the er / sie / es form: er weiß.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
