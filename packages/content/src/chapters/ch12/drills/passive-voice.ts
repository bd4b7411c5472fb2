import type { FillInDrill, SentencePart } from '../../../sets/schema.ts';

/** The verb to put into the passive, shown in brackets after the participle's blank. */
function infinitive(verb: string): SentencePart {
  return [verb, { isPrompt: true }];
}

/**
 * Passive Voice (/ch12/drills/passive_voice): 20 sentences in the passive, each with two blanks:
 * the conjugated form of werden (second position) and the past participle of the verb in
 * brackets (at the end). Sixteen in the present (wird gebaut), four in the future, where the second
 * blank takes participle + werden (wird gebaut werden). The agent, where there is one, follows von
 * with the dative. Every person of werden.
 */
export const passiveVoiceDrill = {
  kind: 'fill-in-drill',
  table: 'ch12_passive_voice',
  instructions:
    'Put the verb in brackets into the passive: the form of werden in the first blank, the past participle in the second (in the future: the participle and werden). Press the eye button to see the translation.',
  items: [
    {
      main: ['Das', 'Haus', '!textbox!', 'von', 'meinem', 'Vater', '!textbox2!', infinitive('bauen'), '.'],
      answers: [['wird'], ['gebaut']],
      translation: 'The house is being built by my father.',
      explanation: [
        'wird: the subject das Haus is third person singular: es wird.',
        'gebaut: the past participle of bauen (regular: ge-bau-t) goes to the end.',
      ],
    },
    {
      main: [
        'Der',
        'Roman',
        '!textbox!',
        'in',
        'viele',
        'Sprachen',
        '!textbox2!',
        infinitive('übersetzen'),
        '.',
      ],
      answers: [['wird'], ['übersetzt']],
      translation: 'The novel is being translated into many languages.',
      explanation: [
        'wird: der Roman is third person singular: er wird.',
        'übersetzt: übersetzen is inseparable (über- is not stressed here), so no ge-: übersetzt.',
      ],
    },
    {
      main: [
        'Die',
        'Bilder',
        '!textbox!',
        'von',
        'einer',
        'Künstlerin',
        '!textbox2!',
        infinitive('malen'),
        '.',
      ],
      answers: [['werden'], ['gemalt']],
      translation: 'The pictures are being painted by an artist.',
      explanation: ['werden: die Bilder is plural: sie werden.', 'gemalt: malen is regular: ge-mal-t.'],
    },
    {
      main: ['Ich', '!textbox!', 'vom', 'Arzt', '!textbox2!', infinitive('untersuchen'), '.'],
      answers: [['werde'], ['untersucht']],
      translation: 'I am being examined by the doctor.',
      explanation: [
        'werde: the subject is ich: ich werde.',
        'untersucht: untersuchen is inseparable (unter- here), so no ge-: untersucht. vom = von dem (dative).',
      ],
    },
    {
      main: ['Du', '!textbox!', 'morgen', 'vom', 'Chef', '!textbox2!', infinitive('anrufen'), '.'],
      answers: [['wirst'], ['angerufen']],
      translation: 'You will be called by the boss tomorrow.',
      explanation: [
        'wirst: the subject is du: du wirst.',
        'angerufen: the separable verb anrufen puts ge- after its prefix: an-ge-rufen.',
      ],
    },
    {
      main: ['Wir', '!textbox!', 'zum', 'Fest', '!textbox2!', infinitive('einladen'), '.'],
      answers: [['werden'], ['eingeladen']],
      translation: 'We are being invited to the party.',
      explanation: [
        'werden: the subject is wir: wir werden.',
        'eingeladen: separable einladen: ein-ge-laden.',
      ],
    },
    {
      main: ['Ihr', '!textbox!', 'von', 'der', 'Lehrerin', '!textbox2!', infinitive('korrigieren'), '.'],
      answers: [['werdet'], ['korrigiert']],
      translation: 'You are being corrected by the teacher.',
      explanation: [
        'werdet: the subject is ihr: ihr werdet.',
        'korrigiert: verbs in -ieren have no ge-: korrigiert.',
      ],
    },
    {
      main: ['Die', 'Mauer', '!textbox!', 'heute', '!textbox2!', infinitive('zerstören'), '.'],
      answers: [['wird'], ['zerstört']],
      translation: 'The wall is being destroyed today.',
      explanation: [
        'wird: die Mauer is third person singular: sie wird.',
        'zerstört: the prefix zer- is inseparable, so no ge-: zerstört.',
      ],
    },
    {
      main: ['Die', 'Zeitschrift', '!textbox!', 'in', 'Hamburg', '!textbox2!', infinitive('drucken'), '.'],
      answers: [['wird'], ['gedruckt']],
      translation: 'The magazine is printed in Hamburg.',
      explanation: ['wird: die Zeitschrift: sie wird.', 'gedruckt: drucken is regular: ge-druck-t.'],
    },
    {
      main: [
        'Das',
        'Gedicht',
        '!textbox!',
        'in',
        'der',
        'Zeitung',
        '!textbox2!',
        infinitive('veröffentlichen'),
        '.',
      ],
      answers: [['wird'], ['veröffentlicht']],
      translation: 'The poem is being published in the newspaper.',
      explanation: [
        'wird: das Gedicht: es wird.',
        'veröffentlicht: the prefix ver- is inseparable, so no ge-: veröffentlicht.',
      ],
    },
    {
      main: ['Die', 'Ausstellung', '!textbox!', 'heute', '!textbox2!', infinitive('eröffnen'), '.'],
      answers: [['wird'], ['eröffnet']],
      translation: 'The exhibition is being opened today.',
      explanation: [
        'wird: die Ausstellung: sie wird.',
        'eröffnet: the prefix er- is inseparable, so no ge-; the stem ends in consonant + n, so -et: eröffnet.',
      ],
    },
    {
      main: [
        'Das',
        'Fest',
        '!textbox!',
        'von',
        'den',
        'Studenten',
        '!textbox2!',
        infinitive('organisieren'),
        '.',
      ],
      answers: [['wird'], ['organisiert']],
      translation: 'The festival is organised by the students.',
      explanation: [
        'wird: das Fest: es wird.',
        'organisiert: -ieren verbs have no ge-. von takes the dative: von den Studenten (n-noun, -en).',
      ],
    },
    {
      main: ['Hier', '!textbox!', 'nur', 'Deutsch', '!textbox2!', infinitive('sprechen'), '.'],
      answers: [['wird'], ['gesprochen']],
      translation: 'Only German is spoken here.',
      explanation: [
        'wird: Deutsch is the subject (third person singular); hier comes first, so wird follows it in second position.',
        'gesprochen: sprechen is irregular: ge-sproch-en.',
      ],
    },
    {
      main: [
        'Die',
        'Briefe',
        '!textbox!',
        'von',
        'meiner',
        'Mutter',
        '!textbox2!',
        infinitive('schreiben'),
        '.',
      ],
      answers: [['werden'], ['geschrieben']],
      translation: 'The letters are written by my mother.',
      explanation: ['werden: die Briefe are plural: sie werden.', 'geschrieben: schreiben is irregular.'],
    },
    {
      main: [
        'Der',
        'Kuchen',
        '!textbox!',
        'von',
        'meiner',
        'Großmutter',
        '!textbox2!',
        infinitive('backen'),
        '.',
      ],
      answers: [['wird'], ['gebacken']],
      translation: 'The cake is being baked by my grandmother.',
      explanation: ['wird: der Kuchen: er wird.', 'gebacken: backen: ge-back-en.'],
    },
    {
      main: ['!textbox!', 'die', 'Tür', 'um', 'acht', 'Uhr', '!textbox2!', infinitive('öffnen'), '?'],
      answers: [['Wird'], ['geöffnet']],
      translation: 'Is the door opened at eight o’clock?',
      explanation: [
        'Wird: a yes-or-no question starts with the conjugated verb; die Tür: sie wird.',
        'geöffnet: öffnen is regular; the stem ends in consonant + n, so -et: geöffnet.',
      ],
    },
    {
      main: ['Das', 'Schloss', '!textbox!', 'bald', '!textbox2!', infinitive('bauen'), '.'],
      answers: [['wird'], ['gebaut werden']],
      translation: 'The palace will be built soon.',
      explanation: [
        'wird: the future: werden in second position (das Schloss: es wird).',
        'gebaut werden: in the future passive the participle comes before werden, both at the end.',
      ],
    },
    {
      main: ['Die', 'Lieder', '!textbox!', 'im', 'Konzert', '!textbox2!', infinitive('singen'), '.'],
      answers: [['werden'], ['gesungen werden']],
      translation: 'The songs will be sung in the concert.',
      explanation: [
        'werden: the future with a plural subject: sie werden.',
        'gesungen werden: participle, then werden, at the end.',
      ],
    },
    {
      main: ['Ich', '!textbox!', 'morgen', '!textbox2!', infinitive('abholen'), '.'],
      answers: [['werde'], ['abgeholt werden']],
      translation: 'I will be picked up tomorrow.',
      explanation: [
        'werde: the future with ich: ich werde.',
        'abgeholt werden: the separable abholen has ge- after its prefix: abgeholt; then werden.',
      ],
    },
    {
      main: ['Ein', 'neuer', 'Chef', '!textbox!', 'bald', '!textbox2!', infinitive('wählen'), '.'],
      answers: [['wird'], ['gewählt werden']],
      translation: 'A new boss will be elected soon.',
      explanation: [
        'wird: the future: ein neuer Chef is third person singular: er wird.',
        'gewählt werden: wählen is regular: gewählt, then werden.',
      ],
    },
  ],
} satisfies FillInDrill;
