import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Dependent Clauses (11ndc): the subordinating conjunctions dass, weil, wenn, ob, obwohl, bevor,
 * nachdem, als, damit and bis; the conjugated verb last in the dependent clause; the comma; the
 * dependent clause in first position (verb, comma, verb); modal verbs, the perfect and separable
 * verbs in a dependent clause; und, aber, oder and denn, which do not send the verb to the end.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '11ndc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>A dependent clause cannot stand alone: it belongs to a main clause and tells us when, why, whether or what. It starts with a conjunction such as <span class="de">weil</span> (because), and its conjugated verb goes to the very end: <span class="de">Ich bleibe zu Hause, weil ich krank bin.</span> (I am staying at home because I am ill.)</span>',
    },
    {
      type: 'table',
      caption: 'The conjunctions that start a dependent clause',
      head: ['Conjunction', 'Meaning', 'Example'],
      rows: [
        ['dass', 'that', '<span class="de">Ich weiß, dass Paul krank ist.</span>'],
        ['weil', 'because', '<span class="de">Anna lernt, weil sie eine Prüfung hat.</span>'],
        ['wenn', 'if; when, whenever', '<span class="de">Wenn es regnet, bleiben wir zu Hause.</span>'],
        ['ob', 'whether, if', '<span class="de">Ich weiß nicht, ob er kommt.</span>'],
        ['obwohl', 'although', '<span class="de">Er arbeitet, obwohl er müde ist.</span>'],
        ['bevor', 'before', '<span class="de">Bevor wir essen, kaufen wir ein.</span>'],
        [
          'nachdem',
          'after (the nachdem clause happens first: perfect in it, present in the main clause)',
          '<span class="de">Nachdem er gegessen hat, sieht er fern.</span>',
        ],
        [
          'als',
          'when (once, in the past)',
          '<span class="de">Als ich in Berlin gewohnt habe, habe ich viel gelernt.</span>',
        ],
        ['damit', 'so that', '<span class="de">Ich lerne, damit ich die Prüfung bestehe.</span>'],
        ['bis', 'until', '<span class="de">Wir warten, bis der Bus kommt.</span>'],
      ],
    },
    {
      type: 'paragraph',
      text: '<span>A question word can start a dependent clause too, when a question is reported or asked politely: <span class="de">Weißt du, wo Paul wohnt?</span> (Do you know where Paul lives?) <span class="de">Können Sie mir sagen, wann der Zug ankommt?</span> The verb goes to the end just as after <span class="de">dass</span>.</span>',
    },
    {
      type: 'heading',
      text: 'The conjugated verb goes last',
    },
    {
      type: 'paragraph',
      text: '<span>In a main clause the conjugated verb is second. In a dependent clause it moves to the end, and the subject usually comes right after the conjunction: <span class="de">Paul ist krank. → …, dass Paul krank ist.</span> Everything else keeps its order: time before place, <span class="de">nicht</span> where it would stand.</span>',
    },
    {
      type: 'list',
      items: [
        '<span>A modal verb goes last, after the infinitive: <span class="de">Er muss arbeiten. → …, weil er arbeiten muss.</span></span>',
        '<span>In the perfect, the auxiliary goes last, after the participle: <span class="de">Sie hat viel gearbeitet. → …, weil sie viel gearbeitet hat.</span></span>',
        '<span>A separable verb is written as one word again at the end: <span class="de">Der Zug kommt um acht an. → …, wenn der Zug um acht ankommt.</span></span>',
      ],
    },
    {
      type: 'heading',
      text: 'The comma',
    },
    {
      type: 'paragraph',
      text: '<span>German always puts a comma between a main clause and a dependent clause, even where English has none: <span class="de">Ich hoffe, dass du kommst.</span> (I hope that you are coming.)</span>',
    },
    {
      type: 'heading',
      text: 'The dependent clause first: verb, comma, verb',
    },
    {
      type: 'paragraph',
      text: '<span>A dependent clause can also start the sentence. It then counts as the first element of the main clause, so the main clause begins with its conjugated verb, right after the comma, and its subject follows: <span class="de">Weil ich krank bin, bleibe ich zu Hause.</span> Two verbs meet at the comma: verb, comma, verb.</span>',
    },
    {
      type: 'examples',
      items: [
        { german: 'Ich weiß, dass du fleißig bist.', english: 'I know that you are hard-working.' },
        {
          german: 'Weißt du, ob Anna morgen mitkommen will?',
          english: 'Do you know whether Anna wants to come along tomorrow?',
        },
        {
          german: 'Paul ist müde, weil er nicht gut geschlafen hat.',
          english: "Paul is tired because he didn't sleep well.",
        },
        {
          german: 'Wenn du Zeit hast, können wir ins Kino gehen.',
          english: 'If you have time, we can go to the cinema.',
        },
        {
          german: 'Obwohl es regnet, spielen die Kinder Fußball.',
          english: 'Although it is raining, the children are playing football.',
        },
        {
          german: 'Bevor ich zur Arbeit gehe, rufe ich meine Mutter an.',
          english: 'Before I go to work, I call my mother.',
        },
        {
          german: 'Wir warten hier, bis der Chef kommt.',
          english: 'We are waiting here until the boss comes.',
        },
      ],
    },
    {
      type: 'tip',
      text: '<span>Not every word for because sends the verb to the end. <span class="de">denn</span> (because), like <span class="de">und</span>, <span class="de">aber</span> and <span class="de">oder</span>, joins two main clauses and does not count for word order: <span class="de">Ich bleibe zu Hause, denn ich bin krank.</span> With <span class="de">weil</span>: <span class="de">…, weil ich krank bin.</span></span>',
    },
    {
      type: 'tip',
      text: '<span><span class="de">wenn</span> or <span class="de">als</span>? For one event or one period in the past, use <span class="de">als</span>: <span class="de">Als ich in Wien gewohnt habe, …</span> For the present, the future, and things that happened again and again, use <span class="de">wenn</span>: <span class="de">Wenn ich Zeit habe, …</span> <span class="de">ob</span> is whether: after wissen and fragen, when English could say whether, German says <span class="de">ob</span>, never <span class="de">wenn</span>.</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Ich bleibe zu Hause, weil ich bin krank.',
          right: 'Ich bleibe zu Hause, weil ich krank bin.',
          why: 'After weil the conjugated verb goes to the end.',
        },
        {
          wrong: 'Ich weiß dass er kommt.',
          right: 'Ich weiß, dass er kommt.',
          why: 'A comma always comes before the dependent clause.',
        },
        {
          wrong: 'Weil es regnet, wir bleiben zu Hause.',
          right: 'Weil es regnet, bleiben wir zu Hause.',
          why: 'The dependent clause is the first element, so the main verb comes next: verb, comma, verb.',
        },
        {
          wrong: '…, weil er muss arbeiten.',
          right: '…, weil er arbeiten muss.',
          why: 'The modal is the conjugated verb and goes after the infinitive.',
        },
        {
          wrong: '…, wenn der Zug kommt an.',
          right: '…, wenn der Zug ankommt.',
          why: 'The separable verb is joined at the end: ankommt.',
        },
        {
          wrong: 'Ich weiß nicht, wenn er kommt.',
          right: 'Ich weiß nicht, ob er kommt.',
          why: 'whether is ob.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
