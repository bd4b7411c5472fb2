import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Passive Voice (12npv): werden (chapter 9) + past participle (chapter 8) in the present and the
 * future, von + dative for the agent. The perfect passive (ist … worden) is not taught: the
 * course has not taught worden, and the drills and exercises use only the present and the future.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '12npv',
  blocks: [
    { type: 'heading', text: 'Active and passive' },
    {
      type: 'paragraph',
      text: '<span>In an active sentence the subject does something: <span class="de">Mein Vater baut das Haus.</span> (My father is building the house.) In a passive sentence the subject has something done to it: <span class="de">Das Haus wird gebaut.</span> (The house is being built.) The passive makes the thing acted on the subject; the person doing it can be left out.</span>',
    },
    { type: 'heading', text: 'werden + past participle' },
    {
      type: 'paragraph',
      text: '<span>English makes the passive with “to be”; German makes it with <span class="de">werden</span>, which you know from chapter 9. The conjugated form of werden stands in second position, and the past participle goes to the end, as in the perfect tense.</span>',
    },
    {
      type: 'table',
      caption: 'The present passive of einladen (to invite)',
      head: ['Person', 'German', 'English'],
      rows: [
        ['ich', 'ich werde eingeladen', 'I am (being) invited'],
        ['du', 'du wirst eingeladen', 'you are (being) invited'],
        ['er / sie / es', 'er wird eingeladen', 'he is (being) invited'],
        ['wir', 'wir werden eingeladen', 'we are (being) invited'],
        ['ihr', 'ihr werdet eingeladen', 'you are (being) invited'],
        ['sie / Sie', 'sie werden eingeladen', 'they are (being) invited'],
      ],
    },
    {
      type: 'examples',
      items: [
        { german: 'Das Haus wird gebaut.', english: 'The house is being built.' },
        {
          german: 'Der Roman wird in viele Sprachen übersetzt.',
          english: 'The novel is translated into many languages.',
        },
        { german: 'Die Bilder werden heute verkauft.', english: 'The pictures are being sold today.' },
        {
          german: 'Hier wird nur Deutsch gesprochen.',
          english: 'Only German is spoken here.',
          note: 'hier first, wird second',
        },
        {
          german: 'Wird die Tür um acht Uhr geöffnet?',
          english: 'Is the door opened at eight o’clock?',
          note: 'a yes-or-no question starts with wird',
        },
      ],
    },
    { type: 'heading', text: 'Who does it: von + dative' },
    {
      type: 'paragraph',
      text: '<span>The person who does the action (the agent) follows <span class="de">von</span>, which takes the dative (chapter 5): <span class="de">Das Haus wird von meinem Vater gebaut.</span> (The house is being built by my father.) <span class="de">von dem</span> contracts to <span class="de">vom</span>: <span class="de">Ich werde vom Arzt untersucht.</span> Often the agent is not said at all; that is the point of the passive.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Die Bilder werden von einer Künstlerin gemalt.',
          english: 'The pictures are painted by an artist.',
          note: 'von + dative: einer Künstlerin',
        },
        {
          german: 'Das Fest wird von den Studenten organisiert.',
          english: 'The festival is organised by the students.',
          note: 'dative plural: den Studenten',
        },
        {
          german: 'Ich werde vom Arzt untersucht.',
          english: 'I am being examined by the doctor.',
          note: 'vom = von dem',
        },
      ],
    },
    { type: 'heading', text: 'The future passive' },
    {
      type: 'paragraph',
      text: '<span>The future (chapter 9) is werden + infinitive. The infinitive of the passive is participle + werden (<span class="de">gebaut werden</span>, to be built), so the future passive has werden twice: the conjugated form second, and participle + werden at the end. <span class="de">Das Schloss wird bald gebaut werden.</span> (The palace will be built soon.) As in the active, a present passive with a time word often says the same: <span class="de">Die Ausstellung wird morgen eröffnet.</span></span>',
    },
    {
      type: 'table',
      caption: 'Present and future passive',
      head: ['Tense', 'German', 'English'],
      rows: [
        ['Present', 'Das Schloss wird gebaut.', 'The palace is (being) built.'],
        ['Future', 'Das Schloss wird gebaut werden.', 'The palace will be built.'],
      ],
    },
    {
      type: 'tip',
      text: 'The passive of the past tenses (wurde gebaut, ist gebaut worden) comes later; for now, the present and the future.',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Das Haus ist von meinem Vater gebaut.',
          right: 'Das Haus wird von meinem Vater gebaut.',
          why: 'The passive of an action is made with werden: English “is (being) built” is wird gebaut. ist gebaut describes the finished state, not the building.',
        },
        {
          wrong: 'Das Haus wird gebaut von meinem Vater.',
          right: 'Das Haus wird von meinem Vater gebaut.',
          why: 'The participle goes to the end of the clause.',
        },
        {
          wrong: 'Das Haus wird von mein Vater gebaut.',
          right: 'Das Haus wird von meinem Vater gebaut.',
          why: 'von takes the dative: meinem Vater.',
        },
        {
          wrong: 'Das Schloss wird bald werden gebaut.',
          right: 'Das Schloss wird bald gebaut werden.',
          why: 'In the future passive the participle comes before werden at the end.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
