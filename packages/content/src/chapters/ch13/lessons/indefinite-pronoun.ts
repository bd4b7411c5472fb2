import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Indefinite Pronoun (13nm): man, jemand, niemand, etwas, nichts, alle, einige, viele, with their
 * case forms as the chapter 13 vocabulary gives them (man: einen, einem; jemand: jemanden,
 * jemandem; niemand: niemanden, niemandem; etwas and nichts unchanged; alle, einige, viele with the
 * endings of the plural die).
 */
export const newMaterial = {
  kind: 'lesson',
  code: '13nm',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>An indefinite pronoun stands for a person or a thing that is not named: someone, nothing, everyone. The one used most is <span class="de">man</span>: "one", "you" or "people" in general. <span class="de">Hier spricht man Deutsch.</span> German is spoken here. <span class="de">man</span> takes the er/sie/es form of the verb, and is written with one n (<span class="de">der Mann</span> is the man).</span>',
    },
    {
      type: 'table',
      caption: 'The indefinite pronouns in the cases',
      head: ['Nominative', 'Accusative', 'Dative', 'English'],
      rows: [
        ['man', 'einen', 'einem', 'one, you, people'],
        ['jemand', 'jemanden', 'jemandem', 'someone, anyone'],
        ['niemand', 'niemanden', 'niemandem', 'no one, nobody'],
        ['etwas', 'etwas', 'etwas', 'something, anything'],
        ['nichts', 'nichts', 'nichts', 'nothing'],
        ['alle', 'alle', 'allen', 'all, everyone'],
        ['einige', 'einige', 'einigen', 'some, a few'],
        ['viele', 'viele', 'vielen', 'many'],
      ],
    },
    {
      type: 'list',
      items: [
        '<span><span class="de">man, jemand, niemand, etwas</span> and <span class="de">nichts</span> are singular: the verb takes the er-form. <span class="de">Niemand ist zu Hause.</span></span>',
        '<span><span class="de">niemand</span> and <span class="de">nichts</span> are already negative: no <span class="de">nicht</span> with them. <span class="de">Ich sehe niemanden.</span> I don’t see anyone.</span>',
        '<span><span class="de">etwas</span> and <span class="de">nichts</span> never change: <span class="de">mit etwas Geld</span>, with a little money.</span>',
        '<span><span class="de">alle, einige</span> and <span class="de">viele</span> are plural, with the endings of the plural <span class="de">die</span>, alone or before a noun: <span class="de">Alle sind hier. Einige Studenten kommen. Ich spreche mit vielen Leuten.</span></span>',
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Man darf hier nicht rauchen.', english: 'You aren’t allowed to smoke here.' },
        { german: 'Hat jemand meinen Schlüssel gesehen?', english: 'Has anyone seen my key?' },
        { german: 'Ich kenne hier niemanden.', english: 'I don’t know anyone here.' },
        { german: 'Möchtest du etwas trinken?', english: 'Would you like something to drink?' },
        { german: 'Ich habe nichts gehört.', english: 'I didn’t hear anything.' },
        { german: 'Das Essen hat allen geschmeckt.', english: 'Everyone liked the food.' },
        { german: 'Viele Leute fahren mit dem Zug.', english: 'Many people go by train.' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Man sprechen hier Deutsch.',
          right: 'Man spricht hier Deutsch.',
          why: 'man takes the er/sie/es form of the verb.',
        },
        {
          wrong: 'Ich habe nicht etwas gehört.',
          right: 'Ich habe nichts gehört.',
          why: 'not … anything is nichts, not nicht etwas: Ich habe nichts gehört.',
        },
        {
          wrong: 'Ich sehe jemand.',
          right: 'Ich sehe jemanden.',
          why: 'The accusative of jemand is jemanden.',
        },
        {
          wrong: 'Ich helfe niemand.',
          right: 'Ich helfe niemandem.',
          why: 'helfen takes the dative: niemandem.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
