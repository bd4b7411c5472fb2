import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Adverbs (I) (9na): the chapter's adverbs by meaning (how often, time, manner, place, comment),
 * their place in the sentence (after the verb; in first place with the verb next; before the
 * word they strengthen) and the order time – manner – place.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '9na',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>An adverb tells you when, how, how often or where something happens, or what the speaker thinks of it. German adverbs take no endings: <span class="de">bald</span> is always <span class="de">bald</span>, whatever comes after it. Many adjectives can be used as adverbs too, with no ending: <span class="de">Er fährt schnell.</span></span>',
    },
    {
      type: 'table',
      caption: 'The adverbs of this chapter',
      head: ['Kind', 'German', 'English'],
      rows: [
        ['How often', 'nie', 'never'],
        ['How often', 'selten', 'rarely, seldom'],
        ['How often', 'manchmal', 'sometimes'],
        ['How often', 'wieder', 'again'],
        ['Time', 'bald', 'soon'],
        ['Time', 'später', 'later'],
        ['Time', 'übermorgen', 'the day after tomorrow'],
        ['Time', 'sofort', 'immediately, right away'],
        ['Manner', 'zusammen', 'together'],
        ['Manner', 'allein', 'alone'],
        ['Place', 'oben', 'upstairs, above'],
        ['Place', 'unten', 'downstairs, down below'],
        ['Comment', 'wirklich', 'really'],
        ['Comment', 'leider', 'unfortunately'],
        ['Comment', 'vielleicht', 'perhaps, maybe'],
        ['Comment', 'natürlich', 'of course'],
      ],
    },
    {
      type: 'heading',
      text: 'Where adverbs go',
    },
    {
      type: 'list',
      items: [
        '<span>Usually after the conjugated verb (and after a pronoun object): <span class="de">Ich trinke nie Kaffee. Ich mache das später.</span></span>',
        '<span>In first place, to stress them or to set the scene; the verb comes next and the subject after it: <span class="de">Leider habe ich keine Zeit. Vielleicht kommt sie morgen.</span></span>',
        '<span>Before an adjective or adverb they make stronger: <span class="de">Der Film ist wirklich gut.</span></span>',
        '<span>Never between the subject and the conjugated verb, as English often puts them: I often go → <span class="de">Ich gehe oft</span>.</span>',
      ],
    },
    {
      type: 'heading',
      text: 'Time – manner – place',
    },
    {
      type: 'paragraph',
      text: '<span>When a sentence says when, how and where, German puts them in that order: time, then manner, then place (you learned time before place in chapter 3). English usually does the opposite.</span>',
    },
    {
      type: 'table',
      caption: 'Time – manner – place',
      head: ['Subject + verb', 'Time (wann?)', 'Manner (wie?)', 'Place (wo? wohin?)'],
      rows: [
        ['Wir fahren', 'morgen', 'zusammen', 'nach Berlin.'],
        ['Er wohnt', 'seit einem Jahr', 'allein', 'in Wien.'],
        ['Die Kinder spielen', 'heute', 'zusammen', 'im Garten.'],
        ['Ich gehe', 'manchmal', 'allein', 'ins Kino.'],
      ],
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Wir fahren morgen zusammen nach Berlin.',
          english: 'We are going to Berlin together tomorrow.',
        },
        { german: 'Paul kommt bald nach Hause.', english: 'Paul is coming home soon.' },
        {
          german: 'Das Bad ist oben, die Küche ist unten.',
          english: 'The bathroom is upstairs, the kitchen is downstairs.',
        },
        { german: 'Wir essen selten im Restaurant.', english: 'We rarely eat in a restaurant.' },
        { german: 'Natürlich helfe ich dir.', english: 'Of course I will help you.' },
        {
          german: 'Der Kellner bringt uns sofort den Kaffee.',
          english: 'The waiter is bringing us the coffee right away.',
        },
        { german: 'Fährst du wieder nach Wien?', english: 'Are you going to Vienna again?' },
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich oft gehe ins Kino.',
          right: 'Ich gehe oft ins Kino.',
          why: 'Nothing comes between the subject and the verb in second place.',
        },
        {
          wrong: 'Leider ich habe keine Zeit.',
          right: 'Leider habe ich keine Zeit.',
          why: 'leider takes first place, so the verb comes next.',
        },
        {
          wrong: 'Wir fahren nach Berlin zusammen morgen.',
          right: 'Wir fahren morgen zusammen nach Berlin.',
          why: 'Time – manner – place.',
        },
        {
          wrong: 'Der Hund ist im Garten wieder.',
          right: 'Der Hund ist wieder im Garten.',
          why: 'wieder comes before the place, not at the end as in English.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
