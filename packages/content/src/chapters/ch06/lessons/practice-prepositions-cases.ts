import type { PracticePage } from '../../../lessons/schema.ts';

/**
 * Practice: Prepositions and Cases (6npc): a preposition and a noun phrase in the nominative are
 * shown; the learner writes the phrase in the case the preposition takes. All three groups: the
 * accusative and dative prepositions of chapter 5 and the genitive prepositions of chapter 6, with
 * the definite and indefinite article and the possessives; a contraction (vom, zur, fürs) is
 * accepted beside the full form.
 */
export const newMaterial = {
  kind: 'practice',
  code: '6npc',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>Each preposition of chapters 5 and 6 takes one case. Accusative: <span class="de">bis, durch, entlang, für, gegen, ohne, um</span>. Dative: <span class="de">aus, außer, bei, gegenüber, mit, nach, seit, von, zu</span>. Genitive: <span class="de">statt, trotz, während, wegen, innerhalb, außerhalb</span>.</span>',
    },
    {
      type: 'table',
      caption: 'The articles after each group',
      head: ['', 'masculine', 'feminine', 'neuter', 'plural'],
      rows: [
        ['accusative', 'den / einen', 'die / eine', 'das / ein', 'die'],
        ['dative', 'dem / einem', 'der / einer', 'dem / einem', 'den (noun + n)'],
        ['genitive', 'des / eines (noun + s)', 'der / einer', 'des / eines (noun + s)', 'der'],
      ],
    },
    {
      type: 'tip',
      text: '<span>Contractions are welcome where German uses them: <span class="de">vom, zum, zur, beim, fürs</span>.</span>',
    },
  ],
  instructions:
    'Write the preposition with the noun phrase in the case it takes, for example durch + der Park: durch den Park.',
  answerLanguage: 'de',
  items: [
    {
      prompt: 'wegen + das Wetter',
      detail: 'because of the weather',
      answers: ['wegen des Wetters'],
      reason: 'wegen takes the genitive; Wetter is neuter: des Wetters, with -s on the noun.',
    },
    {
      prompt: 'trotz + der Regen',
      detail: 'in spite of the rain',
      answers: ['trotz des Regens'],
      reason: 'trotz takes the genitive; Regen is masculine: des Regens, with -s on the noun.',
    },
    {
      prompt: 'während + der Film',
      detail: 'during the film',
      answers: ['während des Films', 'während des Filmes'],
      reason: 'während takes the genitive; Film is masculine: des Films, with -s on the noun.',
    },
    {
      prompt: 'statt + der Zug',
      detail: 'instead of the train',
      answers: ['statt des Zuges', 'statt des Zugs'],
      reason: 'statt takes the genitive; Zug is masculine: des Zuges, with -es (or -s) on the noun.',
    },
    {
      prompt: 'außerhalb + die Stadt',
      detail: 'outside the town',
      answers: ['außerhalb der Stadt'],
      reason: 'außerhalb takes the genitive; Stadt is feminine: der Stadt, with no ending on the noun.',
    },
    {
      prompt: 'innerhalb + eine Woche',
      detail: 'within a week',
      answers: ['innerhalb einer Woche'],
      reason: 'innerhalb takes the genitive; Woche is feminine: einer Woche.',
    },
    {
      prompt: 'während + die Ferien',
      detail: 'during the holidays',
      answers: ['während der Ferien'],
      reason: 'während takes the genitive; Ferien is plural: der Ferien.',
    },
    {
      prompt: 'wegen + mein Bruder',
      detail: 'because of my brother',
      answers: ['wegen meines Bruders'],
      reason: 'wegen takes the genitive; Bruder is masculine: meines Bruders, with -s on the noun.',
    },
    {
      prompt: 'durch + der Park',
      detail: 'through the park',
      answers: ['durch den Park'],
      reason: 'durch takes the accusative; Park is masculine: den Park.',
    },
    {
      prompt: 'für + meine Mutter',
      detail: 'for my mother',
      answers: ['für meine Mutter'],
      reason:
        'für takes the accusative; Mutter is feminine, and the feminine accusative is meine, like the nominative.',
    },
    {
      prompt: 'ohne + ein Mantel',
      detail: 'without a coat',
      answers: ['ohne einen Mantel'],
      reason: 'ohne takes the accusative; Mantel is masculine: einen Mantel.',
    },
    {
      prompt: 'gegen + die Tür',
      detail: 'against the door',
      answers: ['gegen die Tür'],
      reason: 'gegen takes the accusative; Tür is feminine: die Tür.',
    },
    {
      prompt: 'um + die Ecke',
      detail: 'around the corner',
      answers: ['um die Ecke'],
      reason: 'um takes the accusative; Ecke is feminine: die Ecke.',
    },
    {
      prompt: 'für + das Kind',
      detail: 'for the child',
      answers: ['für das Kind', 'fürs Kind'],
      reason: 'für takes the accusative; Kind is neuter: das Kind (fürs Kind in speech).',
    },
    {
      prompt: 'mit + der Bus',
      detail: 'by bus',
      answers: ['mit dem Bus'],
      reason: 'mit takes the dative; Bus is masculine: dem Bus.',
    },
    {
      prompt: 'zu + die Schule',
      detail: 'to school',
      answers: ['zur Schule', 'zu der Schule'],
      reason: 'zu takes the dative; Schule is feminine: der Schule, and zu der becomes zur.',
    },
    {
      prompt: 'von + der Tisch',
      detail: 'from the table',
      answers: ['vom Tisch', 'von dem Tisch'],
      reason: 'von takes the dative; Tisch is masculine: dem Tisch, and von dem becomes vom.',
    },
    {
      prompt: 'bei + mein Onkel',
      detail: "at my uncle's",
      answers: ['bei meinem Onkel'],
      reason: 'bei takes the dative; Onkel is masculine: meinem Onkel.',
    },
    {
      prompt: 'aus + das Haus',
      detail: 'out of the house',
      answers: ['aus dem Haus'],
      reason: 'aus takes the dative; Haus is neuter: dem Haus.',
    },
    {
      prompt: 'seit + ein Jahr',
      detail: 'for a year',
      answers: ['seit einem Jahr'],
      reason: 'seit takes the dative; Jahr is neuter: einem Jahr.',
    },
    {
      prompt: 'nach + das Frühstück',
      detail: 'after breakfast',
      answers: ['nach dem Frühstück'],
      reason: 'nach takes the dative; Frühstück is neuter: dem Frühstück.',
    },
    {
      prompt: 'mit + die Kinder',
      detail: 'with the children',
      answers: ['mit den Kindern'],
      reason: 'mit takes the dative; Kinder is plural: den Kindern, and the dative plural noun adds -n.',
    },
    {
      prompt: 'außer + mein Vater',
      detail: 'except my father',
      answers: ['außer meinem Vater'],
      reason: 'außer takes the dative; Vater is masculine: meinem Vater.',
    },
    {
      prompt: 'gegenüber + der Bahnhof',
      detail: 'opposite the station',
      answers: ['gegenüber dem Bahnhof'],
      reason: 'gegenüber takes the dative; Bahnhof is masculine: dem Bahnhof.',
    },
  ],
} satisfies PracticePage;
