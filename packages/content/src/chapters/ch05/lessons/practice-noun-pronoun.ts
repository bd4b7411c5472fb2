import type { PracticePage } from '../../../lessons/schema.ts';

/**
 * Practice: Nouns and Pronouns (5npn): a sentence with a noun in bold brackets, to be written
 * again with the pronoun that stands for it, in the noun's gender and the case of its place.
 * Not registered yet: its screen is being built.
 */
export const newMaterial = {
  kind: 'practice',
  code: '5npn',
  blocks: [
    {
      type: 'paragraph',
      text: '<span>A pronoun for a thing takes the gender of its noun: <span class="de">der → er, die → sie, das → es</span>, plural → <span class="de">sie</span>. Its case comes from its place in the sentence: <span class="de">ihn</span> and <span class="de">sie, es</span> in the accusative, <span class="de">ihm, ihr, ihnen</span> in the dative.</span>',
    },
  ],
  instructions: 'Write the pronoun that replaces the noun in brackets.',
  answerLanguage: 'de',
  items: [
    {
      prompt: '<span><span class="de">[Der Tisch] ist neu.</span></span>',
      detail: 'subject',
      answers: ['er'],
      reason: 'der Tisch is masculine and the subject: er.',
    },
    {
      prompt: '<span><span class="de">[Die Lampe] ist teuer.</span></span>',
      detail: 'subject',
      answers: ['sie'],
      reason: 'die Lampe is feminine and the subject: sie.',
    },
    {
      prompt: '<span><span class="de">[Das Fahrrad] ist schnell.</span></span>',
      detail: 'subject',
      answers: ['es'],
      reason: 'das Fahrrad is neuter and the subject: es.',
    },
    {
      prompt: '<span><span class="de">[Die Blumen] sind schön.</span></span>',
      detail: 'subject',
      answers: ['sie'],
      reason: 'die Blumen is plural and the subject: sie (they).',
    },
    {
      prompt: '<span><span class="de">Ich trinke [den Kaffee].</span></span>',
      detail: 'direct object',
      answers: ['ihn'],
      reason: 'der Kaffee is masculine and the direct object: ihn.',
    },
    {
      prompt: '<span><span class="de">Ich suche [die Brille].</span></span>',
      detail: 'direct object',
      answers: ['sie'],
      reason: 'die Brille is feminine (and singular in German) and the direct object: sie.',
    },
    {
      prompt: '<span><span class="de">Ich brauche [das Buch].</span></span>',
      detail: 'direct object',
      answers: ['es'],
      reason: 'das Buch is neuter and the direct object: es.',
    },
    {
      prompt: '<span><span class="de">Wir essen [die Kartoffeln].</span></span>',
      detail: 'direct object',
      answers: ['sie'],
      reason: 'die Kartoffeln is plural and the direct object: sie (them).',
    },
    {
      prompt: '<span><span class="de">Wir essen nicht ohne [unseren Vater].</span></span>',
      detail: 'after ohne',
      answers: ['ihn'],
      reason: 'ohne takes the accusative, and der Vater is masculine: ihn.',
    },
    {
      prompt: '<span><span class="de">Ich gehe nicht ohne [meine Tasche].</span></span>',
      detail: 'after ohne',
      answers: ['sie'],
      reason: 'ohne takes the accusative, and die Tasche is feminine: sie.',
    },
    {
      prompt: '<span><span class="de">Der Brief ist von [meinem Onkel].</span></span>',
      detail: 'after von',
      answers: ['ihm'],
      reason: 'von takes the dative, and der Onkel is masculine: ihm.',
    },
    {
      prompt: '<span><span class="de">Wir helfen [der Lehrerin].</span></span>',
      detail: 'after helfen',
      answers: ['ihr'],
      reason: 'helfen takes the dative, and die Lehrerin is feminine: ihr.',
    },
    {
      prompt: '<span><span class="de">Ich spreche mit [dem Kind].</span></span>',
      detail: 'after mit',
      answers: ['ihm'],
      reason: 'mit takes the dative, and das Kind is neuter: ihm.',
    },
    {
      prompt: '<span><span class="de">Ich helfe [den Kindern].</span></span>',
      detail: 'after helfen',
      answers: ['ihnen'],
      reason: 'helfen takes the dative, and die Kinder is plural: ihnen.',
    },
    {
      prompt: '<span><span class="de">Ich gebe [dem Hund] Fleisch.</span></span>',
      detail: 'indirect object',
      answers: ['ihm'],
      reason: 'der Hund is masculine and the indirect object: dative ihm.',
    },
    {
      prompt: '<span><span class="de">Wir besuchen [unsere Großmutter].</span></span>',
      detail: 'direct object',
      answers: ['sie'],
      reason: 'die Großmutter is feminine and the direct object: sie.',
    },
    {
      prompt: '<span><span class="de">Ich frage [das Mädchen].</span></span>',
      detail: 'direct object',
      answers: ['es', 'sie'],
      reason:
        'das Mädchen is neuter (like every diminutive in -chen) and the direct object: es. Many speakers say sie, going by the meaning, so sie is accepted too.',
    },
    {
      prompt: '<span><span class="de">Der Kellner bringt [den Gästen] Wasser.</span></span>',
      detail: 'indirect object',
      answers: ['ihnen'],
      reason: 'die Gäste is plural and the indirect object: dative ihnen.',
    },
  ],
} satisfies PracticePage;
