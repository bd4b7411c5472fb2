import type { VocabularyEntry } from '../../vocabulary/schema.ts';

/**
 * Chapter 11 vocabulary: wissen and the modal verbs of the memorisation units (dürfen, können,
 * mögen, müssen, sollen, wollen, möchten); the subordinating conjunctions of the Dependent
 * Clauses lesson and drills, which send the conjugated verb to the end of their clause (dass,
 * weil, wenn, ob, obwohl, bevor, nachdem, als, damit, bis), with denn and deshalb for contrast;
 * a few verbs that take a dass clause or a modal (denken, hoffen, üben …); and the theme words:
 * school, university, work and jobs. Lehrer, Schule, Klasse and Hausaufgaben are taught in
 * chapters 2 and 3, Schüler in chapter 4, the professions as people in chapter 7.
 *
 * The modal verbs have no imperative. Their past participles (gedurft, gekonnt …) are used only
 * without another verb (Ich habe das nicht gewollt); with an infinitive the perfect takes the
 * infinitive of the modal (Ich habe arbeiten müssen). Plural add-ons use the notation of the
 * chapter 2 Plurals lesson; a plural that no add-on describes is written out (Firma, Firmen),
 * as chapter 3 does for Museum.
 */
export const vocabulary = [
  // wissen
  {
    type: 'verb',
    germanRoot: 'wissen',
    englishTransl: ['to know (a fact)'],
    pParticiple: 'gewusst',
    englishPParticiple: 'known',
    imperative2ps: 'wisse',
    englishExpl:
      'Irregular: ich weiß, du weißt, er weiß, wir wissen, ihr wisst, sie wissen. For facts, often with a clause: Ich weiß, dass du müde bist. The imperative (wisse!) is rare and formal.',
  },

  // Modal verbs
  {
    type: 'verb',
    germanRoot: 'dürfen',
    englishTransl: ['to be allowed to', 'may'],
    pParticiple: 'gedurft',
    englishPParticiple: 'been allowed to',
    englishExpl:
      'ich darf, er darf. With nicht it means must not: Die Kinder dürfen hier nicht spielen. The children must not play here.',
  },
  {
    type: 'verb',
    germanRoot: 'können',
    englishTransl: ['to be able to', 'can'],
    pParticiple: 'gekonnt',
    englishPParticiple: 'been able to',
    englishExpl:
      'ich kann, er kann. The other verb goes to the end as an infinitive: Ich kann heute nicht kommen. Also "to know" a language: Sie kann Deutsch.',
  },
  {
    type: 'verb',
    germanRoot: 'mögen',
    englishTransl: ['to like'],
    pParticiple: 'gemocht',
    englishPParticiple: 'liked',
    englishExpl:
      'ich mag, er mag. Mostly with a noun, not an infinitive: Ich mag Kaffee. Ich mag ihn. For "would like" German uses möchten.',
  },
  {
    type: 'verb',
    germanRoot: 'müssen',
    englishTransl: ['to have to', 'must'],
    pParticiple: 'gemusst',
    englishPParticiple: 'had to',
    englishExpl:
      'ich muss, er muss. nicht müssen means not to have to: Du musst nicht kommen. You do not have to come. "Must not" is nicht dürfen.',
  },
  {
    type: 'verb',
    germanRoot: 'sollen',
    englishTransl: ['to be supposed to', 'should'],
    pParticiple: 'gesollt',
    englishPParticiple: 'been supposed to',
    englishExpl:
      'ich soll, er soll. What someone else wants or expects of you: Ich soll heute im Bett bleiben. I am supposed to stay in bed today.',
  },
  {
    type: 'verb',
    germanRoot: 'wollen',
    englishTransl: ['to want', 'to want to'],
    pParticiple: 'gewollt',
    englishPParticiple: 'wanted',
    englishExpl: 'ich will, er will. Ich will means I want (to), never I will: Ich will Arzt werden.',
  },
  {
    type: 'verb',
    germanRoot: 'möchten',
    englishTransl: ['would like', 'would like to'],
    pParticiple: 'gewollt',
    englishPParticiple: 'wanted',
    englishExpl:
      'ich möchte, du möchtest, er möchte. A form of mögen, the polite way to say what you want: Ich möchte einen Tee. It has no past participle of its own; for the past German uses wollen, so its perfect is that of wollen: Ich habe einen Tee gewollt.',
  },

  // Other verbs
  {
    type: 'verb',
    germanRoot: 'denken',
    englishTransl: ['to think'],
    pParticiple: 'gedacht',
    englishPParticiple: 'thought',
    imperative2ps: 'denk',
    englishExpl:
      'Regular in the present; the participle is gedacht. Ich denke, dass die Antwort richtig ist.',
  },
  {
    type: 'verb',
    germanRoot: 'hoffen',
    englishTransl: ['to hope'],
    pParticiple: 'gehofft',
    englishPParticiple: 'hoped',
    imperative2ps: 'hoff',
    englishExpl: 'Ich hoffe, dass du die Prüfung bestehst.',
  },
  {
    type: 'verb',
    germanRoot: 'bestehen',
    englishTransl: ['to pass (an exam)'],
    pParticiple: 'bestanden',
    englishPParticiple: 'passed',
    imperative2ps: 'besteh',
    englishExpl: 'eine Prüfung bestehen: to pass an exam. No ge- in the participle: bestanden.',
  },
  {
    type: 'verb',
    germanRoot: 'üben',
    englishTransl: ['to practise', 'to practice'],
    pParticiple: 'geübt',
    englishPParticiple: 'practised',
    imperative2ps: 'üb',
    englishExpl: 'Wir üben Deutsch. The imperative übe is also correct.',
  },
  {
    type: 'verb',
    germanRoot: 'korrigieren',
    englishTransl: ['to correct'],
    pParticiple: 'korrigiert',
    englishPParticiple: 'corrected',
    imperative2ps: 'korrigier',
    englishExpl: 'Like every verb in -ieren, no ge- in the participle: korrigiert.',
  },
  {
    type: 'verb',
    germanRoot: 'unterrichten',
    englishTransl: ['to teach'],
    pParticiple: 'unterrichtet',
    englishPParticiple: 'taught',
    imperative2ps: 'unterrichte',
    englishExpl:
      'Stem in -t: du unterrichtest, er unterrichtet. Not separable, no ge- in the participle. Sie unterrichtet Englisch.',
  },
  {
    type: 'verb',
    germanRoot: 'verdienen',
    englishTransl: ['to earn'],
    pParticiple: 'verdient',
    englishPParticiple: 'earned',
    imperative2ps: 'verdien',
    englishExpl: 'Er verdient gut. He earns well. No ge- in the participle.',
  },

  // Subordinating conjunctions: the conjugated verb goes to the end of the clause
  {
    type: 'other',
    germanRoot: 'dass',
    englishTransl: ['that'],
    englishExpl:
      'Verb last, and a comma before the clause: Ich weiß, dass er heute arbeitet. English often leaves that out; in German, keep dass.',
  },
  {
    type: 'other',
    germanRoot: 'weil',
    englishTransl: ['because (verb last)'],
    englishExpl: 'Verb last: Ich bleibe zu Hause, weil ich krank bin.',
  },
  {
    type: 'other',
    germanRoot: 'wenn',
    englishTransl: ['if', 'when', 'whenever'],
    englishExpl:
      'Verb last: Wenn du Zeit hast, besuchen wir Anna. For the present, the future and repeated events; for one event in the past German uses als.',
  },
  {
    type: 'other',
    germanRoot: 'ob',
    englishTransl: ['whether', 'if (whether)'],
    englishExpl:
      'Turns a yes/no question into a clause; verb last: Ich weiß nicht, ob er kommt. For a condition, "if" is wenn.',
  },
  {
    type: 'other',
    germanRoot: 'obwohl',
    englishTransl: ['although', 'even though'],
    englishExpl: 'Verb last: Er arbeitet, obwohl er krank ist.',
  },
  {
    type: 'other',
    germanRoot: 'bevor',
    englishTransl: ['before'],
    englishExpl:
      'Verb last: Bevor ich koche, kaufe ich Brot. Before a noun German uses the preposition vor: vor dem Essen.',
  },
  {
    type: 'other',
    germanRoot: 'nachdem',
    englishTransl: ['after'],
    englishExpl:
      'Verb last. What happens first goes in the nachdem clause, in the perfect when the main clause is in the present: Nachdem ich gegessen habe, trinke ich einen Kaffee. Before a noun German uses nach: nach dem Essen.',
  },
  {
    type: 'other',
    germanRoot: 'als',
    englishTransl: ['when (in the past)'],
    englishExpl:
      'When: for one event or period in the past; verb last: Als Anna in Berlin gewohnt hat, hat sie Deutsch gelernt. For the present and for repeated events German uses wenn. After a comparative als means than (Paul ist größer als Anna); comparatives are taught in chapter 13.',
  },
  {
    type: 'other',
    germanRoot: 'damit',
    englishTransl: ['so that'],
    englishExpl: 'Verb last: Ich lerne, damit ich die Prüfung bestehe.',
  },
  {
    type: 'other',
    germanRoot: 'bis',
    englishTransl: ['until', 'till'],
    englishExpl:
      'As a conjunction, with a clause and the verb last: Wir warten, bis der Lehrer kommt. (bis is also an accusative preposition: bis Montag.)',
  },
  {
    type: 'other',
    germanRoot: 'denn',
    englishTransl: ['because (verb second)', 'for'],
    englishExpl:
      'Like und, aber and oder it does not count for word order, so the verb stays second: Ich bleibe zu Hause, denn ich bin krank. After weil the verb goes last.',
  },
  {
    type: 'adverb',
    germanRoot: 'deshalb',
    englishTransl: ['therefore', 'that is why'],
    englishExpl:
      'Takes a position of its own, so the verb follows it: Ich bin krank, deshalb bleibe ich zu Hause.',
  },

  // Adjectives
  { type: 'adjective', germanRoot: 'fleißig', englishTransl: ['hard-working', 'diligent'] },
  { type: 'adjective', germanRoot: 'faul', englishTransl: ['lazy'] },
  { type: 'adjective', germanRoot: 'pünktlich', englishTransl: ['punctual', 'on time'] },
  {
    type: 'adjective',
    germanRoot: 'einfach',
    englishTransl: ['simple', 'easy'],
    englishExpl: 'Die Prüfung ist einfach. The exam is easy.',
  },
  { type: 'adjective', germanRoot: 'richtig', englishTransl: ['right', 'correct'] },
  { type: 'adjective', germanRoot: 'falsch', englishTransl: ['wrong', 'false'] },
  { type: 'adjective', germanRoot: 'arbeitslos', englishTransl: ['unemployed', 'out of work'] },

  // Nouns: school and university
  {
    type: 'noun',
    germanRoot: 'Prüfung',
    englishTransl: ['exam', 'test'],
    article: 'die',
    germanPl: 'Prüfungen',
    pluralAddOn: '-en',
    englishPl: 'exams',
    englishExpl: 'eine Prüfung machen: to take an exam; eine Prüfung bestehen: to pass an exam.',
  },
  {
    type: 'noun',
    germanRoot: 'Universität',
    englishTransl: ['university'],
    article: 'die',
    germanPl: 'Universitäten',
    pluralAddOn: '-en',
    englishPl: 'universities',
    englishExpl: 'Every noun in -tät is feminine. Often short: die Uni.',
  },
  {
    type: 'noun',
    germanRoot: 'Studium',
    englishTransl: ['studies', 'degree course'],
    article: 'das',
    germanPl: 'Studien',
    pluralAddOn: 'Studien',
    englishPl: 'courses of study',
    englishExpl:
      'Study at a university as a whole: Das Studium ist schwer. The plural replaces -um with -en (die Studien), as in Museum, Museen.',
  },
  {
    type: 'noun',
    germanRoot: 'Semester',
    englishTransl: ['semester', 'term'],
    article: 'das',
    germanPl: 'Semester',
    pluralAddOn: '-',
    englishPl: 'semesters',
  },
  {
    type: 'noun',
    germanRoot: 'Vorlesung',
    englishTransl: ['lecture'],
    article: 'die',
    germanPl: 'Vorlesungen',
    pluralAddOn: '-en',
    englishPl: 'lectures',
  },
  {
    type: 'noun',
    germanRoot: 'Kurs',
    englishTransl: ['course'],
    article: 'der',
    germanPl: 'Kurse',
    pluralAddOn: '-e',
    englishPl: 'courses',
    englishExpl: 'A class one takes: ein Deutschkurs, a German course.',
  },
  {
    type: 'noun',
    germanRoot: 'Unterricht',
    englishTransl: ['lessons', 'teaching'],
    article: 'der',
    onlySing: true,
    englishExpl: 'Singular where English says lessons: Der Unterricht beginnt um acht Uhr.',
  },
  {
    type: 'noun',
    germanRoot: 'Fach',
    englishTransl: ['subject'],
    article: 'das',
    germanPl: 'Fächer',
    pluralAddOn: '⸚er',
    englishPl: 'subjects',
    englishExpl: 'A school or university subject: Deutsch ist mein Fach.',
  },
  {
    type: 'noun',
    germanRoot: 'Note',
    englishTransl: ['grade', 'mark'],
    article: 'die',
    germanPl: 'Noten',
    pluralAddOn: '-n',
    englishPl: 'grades',
    englishExpl: 'Eine gute Note (a good grade). A note one writes is a Notiz.',
  },
  {
    type: 'noun',
    germanRoot: 'Aufgabe',
    englishTransl: ['task', 'exercise'],
    article: 'die',
    germanPl: 'Aufgaben',
    pluralAddOn: '-n',
    englishPl: 'tasks',
    englishExpl: 'Die Hausaufgaben are the tasks for home.',
  },
  {
    type: 'noun',
    germanRoot: 'Antwort',
    englishTransl: ['answer', 'reply'],
    article: 'die',
    germanPl: 'Antworten',
    pluralAddOn: '-en',
    englishPl: 'answers',
    englishExpl: 'The noun of antworten: Die Antwort ist richtig.',
  },
  {
    type: 'noun',
    germanRoot: 'Abschluss',
    englishTransl: ['degree', 'qualification'],
    article: 'der',
    germanPl: 'Abschlüsse',
    pluralAddOn: '⸚e',
    englishPl: 'degrees',
    englishExpl: 'What one has at the end of school or university: Sie hat einen Abschluss in Musik.',
  },

  // Nouns: work and jobs
  {
    type: 'noun',
    germanRoot: 'Arbeit',
    englishTransl: ['work'],
    article: 'die',
    germanPl: 'Arbeiten',
    pluralAddOn: '-en',
    englishPl: 'pieces of work',
    englishExpl: 'Also a job: Er sucht Arbeit. Ich gehe zur Arbeit. I am going to work.',
  },
  {
    type: 'noun',
    germanRoot: 'Beruf',
    englishTransl: ['profession', 'occupation'],
    article: 'der',
    germanPl: 'Berufe',
    pluralAddOn: '-e',
    englishPl: 'professions',
    englishExpl: 'Was sind Sie von Beruf? What do you do for a living?',
  },
  {
    type: 'noun',
    germanRoot: 'Stelle',
    englishTransl: ['position', 'post'],
    article: 'die',
    germanPl: 'Stellen',
    pluralAddOn: '-n',
    englishPl: 'positions',
    englishExpl: 'A job one applies for or has: Sie hat eine neue Stelle.',
  },
  {
    type: 'noun',
    germanRoot: 'Job',
    englishTransl: ['job'],
    article: 'der',
    germanPl: 'Jobs',
    pluralAddOn: '-s',
    englishPl: 'jobs',
    englishExpl: 'Everyday word, often for a job beside school or studies.',
  },
  {
    type: 'noun',
    germanRoot: 'Bewerbung',
    englishTransl: ['application'],
    article: 'die',
    germanPl: 'Bewerbungen',
    pluralAddOn: '-en',
    englishPl: 'applications',
    englishExpl: 'For a job or a place at a university: Ich schreibe eine Bewerbung.',
  },
  {
    type: 'noun',
    germanRoot: 'Firma',
    englishTransl: ['company', 'firm'],
    article: 'die',
    germanPl: 'Firmen',
    pluralAddOn: 'Firmen',
    englishPl: 'companies',
    englishExpl: 'The plural replaces -a with -en: die Firma, die Firmen.',
  },
  {
    type: 'noun',
    germanRoot: 'Chef',
    englishTransl: ['boss'],
    article: 'der',
    germanPl: 'Chefs',
    pluralAddOn: '-s',
    englishPl: 'bosses',
    englishExpl: 'The boss at work, not a cook.',
  },
  {
    type: 'noun',
    germanRoot: 'Chefin',
    englishTransl: ['(female) boss'],
    article: 'die',
    germanPl: 'Chefinnen',
    pluralAddOn: '-nen',
    englishPl: 'bosses',
  },
  {
    type: 'noun',
    germanRoot: 'Termin',
    englishTransl: ['appointment'],
    article: 'der',
    germanPl: 'Termine',
    pluralAddOn: '-e',
    englishPl: 'appointments',
    englishExpl: 'Ich habe morgen einen Termin beim Arzt. A date with a friend is a Verabredung.',
  },
  {
    type: 'noun',
    germanRoot: 'Projekt',
    englishTransl: ['project'],
    article: 'das',
    germanPl: 'Projekte',
    pluralAddOn: '-e',
    englishPl: 'projects',
  },
  {
    type: 'noun',
    germanRoot: 'Gehalt',
    englishTransl: ['salary'],
    article: 'das',
    germanPl: 'Gehälter',
    pluralAddOn: '⸚er',
    englishPl: 'salaries',
  },
  {
    type: 'noun',
    germanRoot: 'Pause',
    englishTransl: ['break'],
    article: 'die',
    germanPl: 'Pausen',
    pluralAddOn: '-n',
    englishPl: 'breaks',
    englishExpl: 'eine Pause machen: to take a break.',
  },
  {
    type: 'noun',
    germanRoot: 'Feierabend',
    englishTransl: ['end of the working day', 'time off after work'],
    article: 'der',
    germanPl: 'Feierabende',
    pluralAddOn: '-e',
    englishPl: 'ends of the working day',
    englishExpl: 'Mostly singular: Ich habe um fünf Uhr Feierabend. I finish work at five.',
  },
] satisfies VocabularyEntry[];
