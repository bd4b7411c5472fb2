import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Two-Case Prepositions (II) (10ntc): hinter, neben, vor and zwischen, the other four two-case
 * prepositions, with the rule of chapter 9: motion to a place (Wohin?) takes the accusative,
 * location (Wo?) the dative. The lesson reviews the rule and the verb pairs of chapter 9
 * (stellen / stehen, legen / liegen, setzen / sitzen, hängen), gives the four prepositions with
 * examples in both cases, zwischen with two nouns, vor for time, and the common mistakes.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '10ntc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Chapter 9 taught five of the two-case prepositions: <span class="de">an, auf, in, über, unter</span>. This chapter adds the other four: <span class="de">hinter</span> (behind), <span class="de">neben</span> (next to, beside), <span class="de">vor</span> (in front of) and <span class="de">zwischen</span> (between). The rule is the same for all nine.</span>',
    },
    { type: 'heading', text: 'The rule: Wohin? or Wo?' },
    {
      type: 'list',
      items: [
        '<span>Motion to a place (Wohin? where to?): accusative. <span class="de">Ich stelle die Lampe neben das Bett.</span></span>',
        '<span>Location, no change of place (Wo? where?): dative. <span class="de">Die Lampe steht neben dem Bett.</span></span>',
      ],
    },
    {
      type: 'paragraph',
      text: '<span>The verb pairs of chapter 9 help: <span class="de">stellen, legen, setzen</span> and <span class="de">hängen</span> with an object put something somewhere (accusative); <span class="de">stehen, liegen, sitzen</span> and <span class="de">hängen</span> without an object say where it is (dative).</span>',
    },
    {
      type: 'table',
      caption: 'The four new prepositions in both cases',
      head: ['', 'Wohin? (accusative)', 'Wo? (dative)'],
      rows: [
        ['hinter (behind)', 'Er stellt das Fahrrad hinter das Haus.', 'Das Fahrrad steht hinter dem Haus.'],
        [
          'neben (next to)',
          'Ich lege den Schlüssel neben das Handy.',
          'Der Schlüssel liegt neben dem Handy.',
        ],
        ['vor (in front of)', 'Sie stellt den Stuhl vor das Fenster.', 'Der Stuhl steht vor dem Fenster.'],
        [
          'zwischen (between)',
          'Ich stelle den Tisch zwischen das Sofa und den Fernseher.',
          'Der Tisch steht zwischen dem Sofa und dem Fernseher.',
        ],
      ],
    },
    { type: 'heading', text: 'zwischen: two nouns, one case' },
    {
      type: 'paragraph',
      text: '<span>zwischen usually has two nouns joined by <span class="de">und</span>, and both take the same case: <span class="de">zwischen der Bäckerei und dem Supermarkt</span> (both dative). It can also take one plural noun: <span class="de">zwischen den Häusern</span>.</span>',
    },
    { type: 'heading', text: 'vor for time' },
    {
      type: 'paragraph',
      text: '<span>vor also means before, in time; then it always takes the dative: <span class="de">vor dem Essen</span> (before the meal).</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Die Katze schläft hinter dem Sofa.', english: 'The cat is sleeping behind the sofa.' },
        {
          german: 'Die Praxis ist neben der Apotheke.',
          english: "The doctor's office is next to the pharmacy.",
        },
        { german: 'Wir warten vor dem Kino.', english: 'We are waiting in front of the cinema.' },
        {
          german: 'Ich hänge den Spiegel neben die Tür.',
          english: 'I am hanging the mirror next to the door.',
        },
        {
          german: 'Der Garten liegt hinter den Häusern.',
          english: 'The garden is behind the houses.',
          note: 'dative plural: den Häusern',
        },
        {
          german: 'Nimm die Tablette vor dem Essen!',
          english: 'Take the tablet before the meal!',
          note: 'vor for time: dative',
        },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Der Stuhl steht vor das Fenster.',
          right: 'Der Stuhl steht vor dem Fenster.',
          why: 'stehen says where something is: dative.',
        },
        {
          wrong: 'Ich lege den Schlüssel neben dem Handy.',
          right: 'Ich lege den Schlüssel neben das Handy.',
          why: 'legen puts something somewhere: accusative.',
        },
        {
          wrong: 'zwischen dem Sofa und den Fernseher',
          right: 'zwischen dem Sofa und dem Fernseher',
          why: 'Both nouns after zwischen take the same case.',
        },
        { wrong: 'hinter den Häuser', right: 'hinter den Häusern', why: 'A dative plural noun adds -n.' },
      ],
    },
  ],
} satisfies ConceptLesson;
