import type { ConceptLesson } from '../../../lessons/schema.ts';

/**
 * Noun - Pronoun Agreement (5nnp): a pronoun for a thing takes the noun's grammatical gender (der
 * Tisch → er, die Lampe → sie, das Buch → es, plural → sie) and the case of its own place in the
 * sentence (ihn, ihm, ihr, ihnen). A concept lesson: the page ends with Mark as done.
 */
export const newMaterial = {
  kind: 'lesson',
  code: '5nnp',
  blocks: [
    { type: 'heading', text: '“It” has three forms' },
    {
      type: 'paragraph',
      text: '<span>In English a thing is always “it”. In German every noun has a gender, and the pronoun that stands for it takes that gender: a masculine noun becomes <span class="de">er</span>, a feminine one <span class="de">sie</span>, a neuter one <span class="de">es</span>, and a plural <span class="de">sie</span> (they).</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Tisch ist neu. Er ist schön.',
          english: 'The table is new. It is beautiful.',
          note: 'der Tisch → er',
        },
        {
          german: 'Die Lampe ist alt. Sie ist billig.',
          english: 'The lamp is old. It is cheap.',
          note: 'die Lampe → sie',
        },
        {
          german: 'Das Buch ist interessant. Es ist neu.',
          english: 'The book is interesting. It is new.',
          note: 'das Buch → es',
        },
        {
          german: 'Die Blumen sind schön. Sie sind für dich.',
          english: 'The flowers are beautiful. They are for you.',
          note: 'plural → sie',
        },
      ],
    },

    { type: 'heading', text: 'The case comes from the pronoun’s own place' },
    {
      type: 'paragraph',
      text: '<span>The gender comes from the noun; the case comes from what the pronoun does in its own sentence. As a direct object or after an accusative preposition it is accusative; as an indirect object, after helfen or after a dative preposition it is dative.</span>',
    },
    {
      type: 'table',
      caption: 'Pronouns for nouns of each gender',
      head: ['Noun', 'Nominative', 'Accusative', 'Dative'],
      rows: [
        ['der Tisch (masculine)', 'er', 'ihn', 'ihm'],
        ['die Lampe (feminine)', 'sie', 'sie', 'ihr'],
        ['das Buch (neuter)', 'es', 'es', 'ihm'],
        ['die Bücher (plural)', 'sie', 'sie', 'ihnen'],
      ],
    },
    {
      type: 'tip',
      text: '<span>The pronoun ends like the article: <span class="de">der → er, den → ihn, dem → ihm; die → sie, der → ihr; das → es; den → ihnen</span>.</span>',
    },
    {
      type: 'examples',
      items: [
        {
          german: 'Der Kaffee ist kalt. Trinkst du ihn nicht?',
          english: "The coffee is cold. Aren't you drinking it?",
          note: 'direct object: ihn',
        },
        {
          german: 'Wo ist meine Tasche? Ich gehe nicht ohne sie.',
          english: "Where is my bag? I'm not going without it.",
          note: 'ohne + accusative: sie',
        },
        {
          german: 'Mein Vater kommt heute. Wir essen nicht ohne ihn.',
          english: "My father is coming today. We aren't eating without him.",
          note: 'ohne + accusative: ihn',
        },
        {
          german: 'Die Kinder sind müde. Ich helfe ihnen.',
          english: 'The children are tired. I am helping them.',
          note: 'helfen + dative: ihnen',
        },
        {
          german: 'Ich suche meine Brille. Hast du sie?',
          english: 'I am looking for my glasses. Have you got them?',
          note: 'die Brille is singular in German',
        },
      ],
    },

    {
      type: 'tip',
      text: 'After a preposition, a pronoun for a thing is usually replaced by one word made of da- and the preposition (with it: damit; for it: dafür), which comes in a later chapter. Until then, use a pronoun after a preposition for people and animals; ohne, which has no such word, takes the pronoun for things too: ohne sie (without it). And es itself is hardly ever used after a preposition: say für das Kind rather than für es.',
    },
    { type: 'heading', text: 'The grammatical gender decides' },
    {
      type: 'paragraph',
      text: '<span>The pronoun follows the grammar, not the meaning. <span class="de">das Mädchen</span> is neuter, so the standard pronoun is <span class="de">es</span> (in everyday speech many say sie). And a thing that is one object in English may be a plural in German, or the other way round: <span class="de">die Brille</span> (glasses) is <span class="de">sie</span> (it), and <span class="de">die Hausaufgaben</span> (homework) is <span class="de">sie</span> (they).</span>',
    },
    {
      type: 'mistakes',
      items: [
        {
          wrong: 'Der Tisch ist neu. Es ist schön.',
          right: 'Der Tisch ist neu. Er ist schön.',
          why: 'der Tisch is masculine, so the pronoun is er, even for a thing.',
        },
        {
          wrong: 'Der Kaffee ist kalt. Ich trinke er nicht.',
          right: 'Der Kaffee ist kalt. Ich trinke ihn nicht.',
          why: 'The coffee is the direct object here: accusative ihn.',
        },
        {
          wrong: 'Das Kind hat Hunger. Ich gebe es Brot.',
          right: 'Das Kind hat Hunger. Ich gebe ihm Brot.',
          why: 'The child receives the bread: indirect object, dative. es → ihm.',
        },
        {
          wrong: 'Die Lampe ist neu. Ich kaufe ihr.',
          right: 'Die Lampe ist neu. Ich kaufe sie.',
          why: 'The lamp is the direct object: accusative sie. ihr is the dative.',
        },
      ],
    },
  ],
} satisfies ConceptLesson;
