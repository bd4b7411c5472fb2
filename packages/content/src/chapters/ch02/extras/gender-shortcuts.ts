import type { ConceptLesson } from '../../../lessons/schema.ts';

/** Gender Shortcuts (2xgs): endings and groups that give a noun's gender away. */
export const newMaterial = {
  kind: 'lesson',
  code: '2xgs',
  blocks: [
    {
      type: 'paragraph',
      text: 'Most nouns give no sign of their gender, so you learn each with its article. But some endings and some groups of words almost always have the same gender. Use them as shortcuts, not as rules: check new words in the vocabulary.',
    },
    {
      type: 'table',
      caption: 'Endings and groups that are feminine (die)',
      head: ['Ending or group', 'Examples'],
      rows: [
        ['-ung', 'die Wohnung, die Zeitung'],
        ['-heit, -keit', 'die Freiheit, die Möglichkeit'],
        ['-schaft', 'die Freundschaft'],
        ['-ion', 'die Nation, die Religion'],
        ['-tät', 'die Universität'],
        ['-in (female persons)', 'die Lehrerin, die Freundin'],
      ],
    },
    {
      type: 'table',
      caption: 'Endings and groups that are neuter (das)',
      head: ['Ending or group', 'Examples'],
      rows: [
        ['-chen, -lein (small things)', 'das Mädchen, das Büchlein'],
        ['-um', 'das Museum, das Zentrum'],
        ['-ment', 'das Instrument, das Dokument'],
        ['infinitives used as nouns', 'das Essen, das Schwimmen'],
      ],
    },
    {
      type: 'table',
      caption: 'Groups that are masculine (der)',
      head: ['Group', 'Examples'],
      rows: [
        ['days of the week', 'der Montag, der Samstag'],
        ['months', 'der Januar, der Mai'],
        ['seasons', 'der Sommer, der Winter'],
        ['-er for persons who do something', 'der Lehrer, der Kellner'],
        ['-ling', 'der Frühling'],
      ],
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'die Mädchen (one girl)',
          right: 'das Mädchen',
          why: 'Diminutives in -chen are neuter, even when they name a person; die Mädchen is the plural.',
        },
        {
          wrong: 'der Mutter (as subject)',
          right: 'die Mutter (as subject)',
          why: 'Not every noun in -er is masculine: the shortcut is for persons who do something (Lehrer, Kellner). Mutter, Schwester and Tochter are feminine, Fenster and Zimmer neuter. (der Mutter itself is a real form: the dative and genitive of die Mutter.)',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
