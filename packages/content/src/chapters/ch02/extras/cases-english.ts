import type { MemorizationUnit, MemoryTable } from '../../../lessons/schema.ts';

/** A sentence and, per column, its answer or [answer, other accepted answers…]. */
type Row = [sentence: string, ...answers: (string | string[])[]];

/** A table whose rows are English sentences and whose cells ask for their parts. */
function partsTable(caption: string, head: string[], rows: Row[]): MemoryTable {
  return {
    caption,
    head: ['Sentence', ...head],
    rows: rows.map(([sentence, ...answers]) => ({
      label: sentence,
      cells: answers.map((entry) => {
        const list: string[] = typeof entry === 'string' ? [entry] : entry;
        const answer = list[0] ?? '';
        // A part that starts the sentence is accepted with or without its capital.
        const capitals = [
          answer.charAt(0).toLowerCase() + answer.slice(1),
          answer.charAt(0).toUpperCase() + answer.slice(1),
        ];
        return { answer, accepted: [...capitals, ...list.slice(1)] };
      }),
    })),
  };
}

/** Cases Concepts in English (2xcc): finding subject, objects and owner in English first. */
export const newMaterial = {
  kind: 'memorization',
  code: '2xcc',
  blocks: [
    {
      type: 'paragraph',
      text: 'German marks the job of a noun in the sentence with its case. English does the same job mostly with word order, and in a few words you can still see the case: he / him / his, she / her, we / us, who / whom. Finding the jobs in an English sentence first makes the German cases easy.',
    },
    {
      type: 'list',
      items: [
        'Subject (nominative): who or what does the action? "The teacher explains."',
        'Direct object (accusative): who or what receives the action? "The teacher explains the question."',
        'Indirect object (dative): to whom or for whom? "The teacher explains the question to the children."',
        'Owner (genitive): whose? "the teacher\u2019s question", "the question of the teacher".',
      ],
    },
    {
      type: 'tip',
      text: 'Ask the questions in order: who does it? what? to whom? whose? Type the words exactly as they stand in the sentence, with their article.',
    },
  ],
  pages: {
    nom_acc: {
      mode: 'practice',
      blocks: [{ type: 'paragraph', text: 'Type the subject and the direct object of each sentence.' }],
      tables: [
        partsTable(
          'Subject and direct object',
          ['Subject (nominative)', 'Direct object (accusative)'],
          [
            ['The boy buys a newspaper.', 'The boy', 'a newspaper'],
            ['My sister visits her friend.', 'My sister', 'her friend'],
            ['We need a new table.', 'We', 'a new table'],
            ['The dog finds the ball.', 'The dog', 'the ball'],
            ['She asks him.', 'She', 'him'],
            ['The children drink the milk.', 'The children', 'the milk'],
          ],
        ),
      ],
    },
    acc_dat: {
      mode: 'practice',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the direct object (what?) and the indirect object (to whom?) of each sentence.',
        },
      ],
      tables: [
        partsTable(
          'Direct and indirect object',
          ['Direct object (accusative)', 'Indirect object (dative)'],
          [
            ['The waiter brings the guest a coffee.', 'a coffee', 'the guest'],
            ['I show the teacher the picture.', 'the picture', 'the teacher'],
            ['Anna sends a letter to her brother.', 'a letter', 'her brother'],
            ['We give the children a present.', 'a present', 'the children'],
            ['He explains the question to us.', 'the question', 'us'],
            ['The father buys his son a bicycle.', 'a bicycle', 'his son'],
          ],
        ),
      ],
    },
    all_four: {
      mode: 'test',
      blocks: [
        {
          type: 'paragraph',
          text: 'Type the subject, the direct object, the indirect object and the owner of each sentence.',
        },
      ],
      tables: [
        partsTable(
          'All four cases',
          ['Subject', 'Direct object', 'Indirect object', 'Owner'],
          [
            [
              "The teacher shows the children the father's car.",
              'The teacher',
              ["the father's car", 'car'],
              'the children',
              ['the father', "the father's"],
            ],
            [
              "My mother gives the girl the dog's ball.",
              'My mother',
              ["the dog's ball", 'ball'],
              'the girl',
              ['the dog', "the dog's"],
            ],
            [
              "Paul sends his friend the family's photo.",
              'Paul',
              ["the family's photo", 'photo'],
              'his friend',
              ['the family', "the family's"],
            ],
          ],
        ),
      ],
    },
  },
} satisfies MemorizationUnit;
