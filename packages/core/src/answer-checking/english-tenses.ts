// English answers to a German sentence whose tense English renders more than one way: the
// present simple and the present progressive both render a German present (Woher kommen Sie?
// Where do you come from? Where are you coming from?), the get-passive renders a werden-passive
// (wird übersetzt: is translated, gets translated), and "Who does it belong to?" asks what
// "Whose … is it?" asks. Each rule rewrites the learner's words into the other form, on the
// learner's side only; a rewrite is accepted only when it is itself an accepted answer, so the
// listed answers keep deciding the tense.

/** A werden-form in a German prompt: a passive or a future, where the simple present is not the tense. */
const WERDEN = /\b(werde|wirst|wird|werden|werdet|wurde|wurdest|wurden|wurdet|worden)\b/i;

/** Verbs English does not put in the progressive (I am knowing): their progressive is never rewritten. */
const STATIVE = new Set([
  'know',
  'like',
  'love',
  'hate',
  'want',
  'need',
  'belong',
  'own',
  'believe',
  'understand',
  'prefer',
  'mean',
  'seem',
  'contain',
  'remember',
  'wish',
  'cost',
  'matter',
  'recognise',
  'recognize',
  'suppose',
  'doubt',
  // have of possession, the senses and think of an opinion: I am having a car, I am hearing the music
  'have',
  'see',
  'hear',
  'smell',
  'taste',
  'think',
]);

/** Verbs whose base form is also their simple past (put, read): a plain base is no present. */
const SAME_PAST = new Set([
  'put',
  'cut',
  'hit',
  'let',
  'set',
  'shut',
  'read',
  'cost',
  'hurt',
  'spread',
  'quit',
  'bet',
]);

/** A German perfect in the prompt: haben or sein and a participle at the end of a clause. */
const PERFECT =
  /\b(habe|hast|hat|haben|habt|bin|bist|ist|sind|seid)\b[^,.;!?]*\b[a-zäöüß]*ge[a-zäöüß]+(t|en)\s*([,.;!?]|$)/u;

/** Habit words: with them the progressive says something else (he is always losing his keys). */
const HABIT = new Set(['every', 'always', 'usually', 'often', 'never', 'sometimes', 'rarely', 'seldom']);

/** Words that cannot be the verb after do-support's subject. */
const NOT_A_VERB = new Set([
  'not',
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'my',
  'your',
  'his',
  'her',
  'its',
  'our',
  'their',
  'you',
  'i',
  'he',
  'she',
  'it',
  'we',
  'they',
]);

/** German habit words: jeden Tag, immer, oft, samstags, morgens: the simple present's habit. */
const HABIT_DE =
  /\b(jeden|jede|jedes|immer|oft|meistens|normalerweise|manchmal|nie|niemals|selten|gewöhnlich|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|morgens|vormittags|mittags|nachmittags|abends|nachts|wochentags|werktags)\b/i;

/** English habit phrases: on Saturdays, in the mornings, at weekends. */
const HABIT_EN =
  /\b(on (mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|in the (mornings|evenings|afternoons)|at weekends)\b/i;

/** A general truth (Wasser kocht bei 100 Grad): the simple present, never the progressive. */
const GENERAL_TRUTH = /\b(Grad|immer|jeder|jede|jedes|alle)\b/;

/** Time words with which a do-question asks about a plan: the progressive (Are you visiting … tomorrow?). */
const ARRANGED = /\b(heute|morgen|übermorgen|today|tomorrow|tonight)\b/i;

/** Words that make a present mean this moment, where only the progressive is English. */
const NOW = new Set(['now', 'moment', 'currently']);

const VOWEL = /[aeiou]/;

/**
 * Whether a base verb may double its final consonant before -ing or -ed: one vowel before one
 * final consonant (sit → sitting, stop → stopped). Stress decides in English and spelling does
 * not show it (visit → visiting), so callers accept both spellings where this holds.
 */
function mayDoubleFinal(base: string): boolean {
  const last = base.at(-1) ?? '';
  return (
    base.length >= 3 &&
    !VOWEL.test(last) &&
    !'wxy'.includes(last) &&
    VOWEL.test(base.at(-2) ?? '') &&
    !VOWEL.test(base.at(-3) ?? '')
  );
}

/** The -ing form of a base verb: come → coming, sit → sitting, speak → speaking, lie → lying. */
export function ingForm(base: string): string[] {
  if (base.endsWith('ie')) return [`${base.slice(0, -2)}ying`];
  if (base.endsWith('ee') || base === 'be') return [`${base}ing`];
  if (base.endsWith('e')) return [`${base.slice(0, -1)}ing`];
  // sit → sitting, but also visit → visiting
  if (mayDoubleFinal(base)) return [`${base}${base.at(-1) ?? ''}ing`, `${base}ing`];
  return [`${base}ing`];
}

/** The base verbs an -ing form can come from: coming → come, sitting → sit, speaking → speak. */
export function basesOfIng(form: string): string[] {
  if (!form.endsWith('ing') || form.length < 5) return [];
  const stem = form.slice(0, -3);
  const out = [stem, `${stem}e`];
  if (stem.length >= 3 && stem.at(-1) === stem.at(-2)) out.push(stem.slice(0, -1));
  if (stem.endsWith('y')) out.push(`${stem.slice(0, -1)}ie`);
  return out;
}

/** The third person singular of a base verb: speak → speaks, watch → watches, carry → carries. */
export function thirdPerson(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/(s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/**
 * The learner's words with a present simple put in the progressive and the reverse, when the
 * German prompt is no werden-form: "does the architect speak" ↔ "is the architect speaking",
 * "are you coming" ↔ "do you come", "Paul is washing" → "Paul washes". Each candidate base verb
 * of an -ing form is tried (coming: com, come); the listed answers decide.
 */
export function aspectVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || WERDEN.test(prompt)) return [];
  const past = pastProgressiveVariants(words, prompt);
  if (past.length > 0 || PERFECT.test(prompt)) return past;
  const out: string[][] = haveGotVariants(words, prompt);
  // a simple present is no answer for what happens right now (gerade, now, at the moment)
  const nowPrompt = /\bgerade\b/i.test(prompt);
  // the simple present of a habit or a general truth is never the progressive
  const habit = HABIT_DE.test(prompt) || GENERAL_TRUTH.test(prompt) || HABIT_EN.test(words.join(' '));
  // where do you come from asks for origin, where are you coming from for a journey (Woher kommen Sie?)
  const origin = /\bwoher\b|\baus\b/i.test(prompt);
  const doSupport =
    !nowPrompt &&
    !habit &&
    !words.some((other) => NOW.has(other)) &&
    // what do you do asks for a job, why do you cry for a habit; a plan with a time word needs the progressive
    words[0] !== 'why' &&
    !(words[0] === 'what' && words.slice(2).includes('do')) &&
    !ARRANGED.test(prompt) &&
    !ARRANGED.test(words.join(' '));
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    // do-support: do/does + subject (+ not) + base verb → am/is/are + subject (+ not) + -ing
    if ((word === 'do' || word === 'does') && doSupport) {
      for (let verb = at + 1; verb < Math.min(words.length, at + 6); verb += 1) {
        const base = words[verb] ?? '';
        if (NOT_A_VERB.has(base) || STATIVE.has(base) || base === 'have') continue;
        if (base === 'come' && (origin || words[verb + 1] === 'from')) continue;
        const subject = words.slice(at + 1, verb);
        if (subject.length === 0 && word === 'do') continue;
        const be = word === 'does' ? 'is' : subject[0] === 'i' ? 'am' : 'are';
        for (const ing of ingForm(base))
          out.push([...words.slice(0, at), be, ...subject, ing, ...words.slice(verb + 1)]);
      }
    }
    // am/is/are + subject (+ not) + -ing → do/does + … + base, or the statement's simple form
    if (
      (word === 'am' || word === 'is' || word === 'are') &&
      !words.some((other) => HABIT.has(other)) &&
      !habit &&
      // be going to + a verb is a future; going to a place is a present (going to the cinema)
      !(words[at + 1] === 'going' && words[at + 2] === 'to' && !NOT_A_VERB.has(words[at + 3] ?? ''))
    ) {
      for (let verb = at + 1; verb < Math.min(words.length, at + 6); verb += 1) {
        const bases = basesOfIng(words[verb] ?? '').filter(
          (base) => !STATIVE.has(base) && !(base === 'come' && (origin || words[verb + 1] === 'from')),
        );
        if (bases.length === 0) continue;
        const between = words.slice(at + 1, verb);
        for (const base of bases) {
          const does = word === 'is' ? 'does' : 'do';
          // a question (be before its subject) or a negation keeps do-support
          out.push([...words.slice(0, at), does, ...between, base, ...words.slice(verb + 1)]);
          // I put, we read: the base of these verbs is also their past, so a past would pass
          if (between.length === 0 && (word === 'is' || !SAME_PAST.has(base)))
            out.push([
              ...words.slice(0, at),
              word === 'is' ? thirdPerson(base) : base,
              ...words.slice(verb + 1),
            ]);
        }
        break;
      }
    }
  }
  return out;
}

/** A present of haben in the German prompt. */
const HABEN_PRESENT = /(?<!\p{L})(habe|hast|hat|haben|habt)(?!\p{L})/iu;

/**
 * have got read as have, when the German prompt has a present of haben and no perfect: I have
 * got two brothers → I have two brothers; she has not got time → she does not have time; have you
 * got a car? → do you have a car? (has → does). The listed answers decide.
 */
export function haveGotVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !HABEN_PRESENT.test(prompt) || PERFECT.test(prompt)) return [];
  const out: string[][] = [];
  for (let at = 0; at < words.length; at += 1) {
    const have = words[at] ?? '';
    if (have !== 'have' && have !== 'has') continue;
    // have got takes no do-support: Do you have got …?, She doesn't have got … stay wrong
    if (words.slice(Math.max(0, at - 4), at).some((word) => DO_FORMS.has(word))) continue;
    const does = have === 'has' ? 'does' : 'do';
    const question = at === 0 || QUESTION_WORD.test(words[at - 1] ?? '');
    if (!question && words[at + 1] === 'got') {
      if (possessed(words.slice(at + 2))) out.push([...words.slice(0, at), have, ...words.slice(at + 2)]);
    } else if (!question && words[at + 1] === 'not' && words[at + 2] === 'got') {
      if (possessed(words.slice(at + 3)))
        out.push([...words.slice(0, at), does, 'not', 'have', ...words.slice(at + 3)]);
    } else if (question) {
      // have + a subject of one to three words (+ not) + got
      const got = words.indexOf('got', at + 2);
      if (got < 0 || got > at + 5) continue;
      const subject = words.slice(at + 1, got);
      if (subject.some((word) => NOT_A_SUBJECT.has(word))) continue;
      if (!possessed(words.slice(got + 1))) continue;
      out.push([...words.slice(0, at), does, ...subject, 'have', ...words.slice(got + 1)]);
    }
  }
  return out;
}

const DO_FORMS = new Set(['do', 'does', 'did', "don't", "doesn't", "didn't", 'dont', 'doesnt', 'didnt']);

/** Have of a meal, an activity or an experience, which have got never says (I have breakfast). */
const NOT_POSSESSED = new Set([
  'breakfast',
  'lunch',
  'dinner',
  'supper',
  'tea',
  'coffee',
  'fun',
  'shower',
  'bath',
  'break',
  'rest',
  'look',
  'walk',
  'swim',
  'party',
  'go',
  'chat',
  'talk',
  'nap',
  'sleep',
  'dream',
]);

/** Whether what follows have got is a thing possessed: an object, and no meal or activity (have got fun). */
function possessed(object: readonly string[]): boolean {
  if (object.length === 0) return false;
  const phrase = object.slice(0, 4);
  if (phrase.some((word) => NOT_POSSESSED.has(word))) return false;
  // a good time, a nice time: an experience
  return !phrase.some(
    (word, index) =>
      word === 'time' &&
      index > 0 &&
      phrase[index - 1] !== 'no' &&
      phrase[index - 1] !== 'enough' &&
      phrase[index - 1] !== 'much' &&
      phrase[index - 1] !== 'some',
  );
}

/** Words that show have … got is no question of possession (have you ever got …). */
const NOT_A_SUBJECT = new Set(['ever', 'never', 'just', 'already', 'always', 'to']);

/**
 * A time word that names a past period: damals, früher, als Kind, in meiner Kindheit. An
 * als-clause is none: it names one occasion (Als ich nach Hause kam, habe ich gekocht: I cooked,
 * not I was cooking).
 */
const PAST_STATE_DE =
  /(?<!\p{L})(damals|früher|einst|als (kind|kinder|student|studentin|studenten|schüler|schülerin|junge|mädchen)|in (meiner|deiner|seiner|ihrer|unserer|eurer) (kindheit|jugend|studienzeit))(?!\p{L})/iu;

const PLURAL_SUBJECT = new Set(['we', 'you', 'they']);
const SINGULAR_SUBJECT = new Set(['i', 'he', 'she', 'it']);

/** Simple pasts that are not base + -ed. */
const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  be: 'was',
  go: 'went',
  come: 'came',
  eat: 'ate',
  drink: 'drank',
  sleep: 'slept',
  speak: 'spoke',
  read: 'read',
  write: 'wrote',
  drive: 'drove',
  ride: 'rode',
  swim: 'swam',
  sit: 'sat',
  stand: 'stood',
  run: 'ran',
  wear: 'wore',
  buy: 'bought',
  make: 'made',
  take: 'took',
  give: 'gave',
  sing: 'sang',
  do: 'did',
  get: 'got',
  teach: 'taught',
  leave: 'left',
  lie: 'lay',
  meet: 'met',
  spend: 'spent',
  fly: 'flew',
  sell: 'sold',
  tell: 'told',
  find: 'found',
  win: 'won',
  lose: 'lost',
  send: 'sent',
  build: 'built',
  fall: 'fell',
  grow: 'grew',
  feel: 'felt',
  keep: 'kept',
  bring: 'brought',
  pay: 'paid',
  say: 'said',
  put: 'put',
  cut: 'cut',
  let: 'let',
  shut: 'shut',
};

/** The simple past of a base verb: live → lived, play → played, study → studied, stop → stopped. */
export function simplePast(base: string): string[] {
  const irregular = IRREGULAR_PAST[base];
  if (irregular !== undefined) return [irregular];
  if (base.endsWith('e')) return [`${base}d`];
  if (/[^aeiou]y$/.test(base)) return [`${base.slice(0, -1)}ied`];
  // stop → stopped, but also visit → visited
  if (mayDoubleFinal(base)) return [`${base}${base.at(-1) ?? ''}ed`, `${base}ed`];
  return [`${base}ed`];
}

/**
 * The learner's past progressive read as the simple past when the German prompt is a past (a
 * perfect or a simple past) of a state or a habit of that time, given by a time word (Damals
 * haben wir bei meinen Eltern gewohnt: At that time we were living with my parents; Als Kind
 * spielte ich oft Fußball: As a child I was playing football a lot): was/were (not) V-ing → V-ed,
 * did not V; a question's was/were + subject + V-ing → did + subject + V. The listed answers
 * (the simple past) decide; a stative verb's progressive (we were knowing) is never rewritten.
 */
export function pastProgressiveVariants(words: readonly string[], prompt: string | undefined): string[][] {
  // a second progressive in another clause is read the same way (When I was working …, I was cycling …)
  const once = pastProgressiveOnce(words, prompt);
  return [
    ...once,
    ...once.flatMap((rewrite) => pastProgressiveOnce(rewrite, prompt)),
    ...usedToVariants(words, prompt),
  ];
}

/** Whether the German prompt is a past of a period named by a time word (damals, früher, als Kind). */
function pastStatePrompt(prompt: string): boolean {
  return PAST_STATE_DE.test(prompt);
}

/**
 * Verbs of a lasting state or an activity that goes on, never stative in English, whose past
 * progressive says what the simple past says of a period (Back then we were living in Bonn). Not
 * a one-off event (die, meet, marry, find, buy, move) and not a habit (go, play: As a child I was
 * going to the cinema every Sunday stays wrong).
 */
const LASTING_VERBS = new Set(['live', 'work', 'stay', 'study', 'teach']);

/** Verbs used to may say as a habit or a lasting state of a period (We used to swim). */
const USED_TO_VERBS = new Set([
  ...LASTING_VERBS,
  'play',
  'go',
  'swim',
  'read',
  'cook',
  'walk',
  'cycle',
  'ride',
  'drive',
  'run',
  'sing',
  'dance',
  'travel',
  'write',
  'smoke',
  'visit',
]);

/**
 * used to + a verb read as the simple past under the same time words (Damals haben wir in Köln
 * gewohnt: We used to live in Cologne): used to V → V-ed; did not use to V → did not V; did you
 * use to V? → did you V? The listed answers (the simple past) decide.
 */
function usedToVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !pastStatePrompt(prompt)) return [];
  const out: string[][] = [];
  for (let at = 0; at + 2 < words.length; at += 1) {
    const use = words[at] ?? '';
    if ((use !== 'used' && use !== 'use') || words[at + 1] !== 'to') continue;
    const base = words[at + 2] ?? '';
    if (!USED_TO_VERBS.has(base)) continue;
    const before = words.slice(0, at);
    const rest = words.slice(at + 3);
    // did … use to: the did stays and the verb follows it in its base form
    if (use === 'use' && before.includes('did')) out.push([...before, base, ...rest]);
    else if (use === 'used') for (const past of simplePast(base)) out.push([...before, past, ...rest]);
  }
  return out;
}

function pastProgressiveOnce(words: readonly string[], prompt: string | undefined): string[][] {
  // a habit word (jeden Sonntag, oft) makes the period's verb a habit, which the progressive is not
  if (prompt === undefined || !pastStatePrompt(prompt) || HABIT_DE.test(prompt)) return [];
  const out: string[][] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    if (word !== 'was' && word !== 'were') continue;
    for (let verb = at + 1; verb < Math.min(words.length, at + 5); verb += 1) {
      const bases = basesOfIng(words[verb] ?? '').filter((base) => LASTING_VERBS.has(base));
      if (bases.length === 0) continue;
      const between = words.slice(at + 1, verb);
      const question = at === 0 || QUESTION_WORD.test(words[at - 1] ?? '');
      // was and were agree with the subject: we was living stays wrong
      const subject = (question ? between[0] : words[at - 1]) ?? '';
      if (word === 'was' ? PLURAL_SUBJECT.has(subject) : SINGULAR_SUBJECT.has(subject)) break;
      const negated = between.at(-1) === 'not';
      for (const base of bases) {
        if (question || negated)
          out.push([...words.slice(0, at), 'did', ...between, base, ...words.slice(verb + 1)]);
        else
          for (const past of simplePast(base))
            out.push([...words.slice(0, at), ...between, past, ...words.slice(verb + 1)]);
      }
      break;
    }
  }
  return out;
}

/** A German werden-passive in the prompt: a werden-form and, after it, a participle-like word. */
const WERDEN_PASSIVE =
  /\b(werde|wirst|wird|werden|werdet|wurde|wurdest|wurden|wurdet)\b.*\b(ge\w+(t|en)|\w+(iert|t))\b/i;

/** The be-forms the get-passive stands for. */
const GET_AS_BE: Readonly<Record<string, readonly string[]>> = {
  get: ['are', 'be', 'am'],
  gets: ['is'],
  got: ['was', 'were'],
  getting: ['being'],
};

/**
 * The learner's get-passive read as the be-passive when the prompt is a werden-passive: "This
 * novel gets translated" → "This novel is translated", "will get written" → "will be written".
 */
export function getPassiveVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !WERDEN_PASSIVE.test(prompt)) return [];
  const out: string[][] = [];
  for (let at = 0; at + 1 < words.length; at += 1) {
    const forms = GET_AS_BE[words[at] ?? ''];
    const next = words[at + 1] ?? '';
    if (forms === undefined || NOT_A_VERB.has(next) || !/(ed|en|t|ng|wn|ne|de|ld)$/.test(next)) continue;
    for (const form of forms) out.push([...words.slice(0, at), form, ...words.slice(at + 1)]);
  }
  return out;
}

const DEMONSTRATIVE = new Set(['that', 'this', 'these', 'those', 'the']);

/** Nouns that no one owns: whose idea or fault is that, whose son is he (not who does it belong to). */
const NOT_OWNED = new Set([
  'idea',
  'ideas',
  'fault',
  'mistake',
  'mistakes',
  'error',
  'turn',
  'problem',
  'decision',
  'plan',
  'question',
  'job',
  'responsibility',
  'son',
  'daughter',
  'child',
  'children',
  'friend',
  'friends',
  'brother',
  'sister',
  'mother',
  'father',
  'parents',
  'wife',
  'husband',
  'boyfriend',
  'girlfriend',
  'baby',
  'teacher',
]);

/**
 * "Who does that car belong to?" and "Whose is that car?" read as "Whose car is that?", when the
 * German prompt asks with wessen.
 */
export function whoseVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !/^\s*wessen\b/i.test(prompt)) return [];
  const asWhose = (determiner: string, noun: readonly string[], plural: boolean) => {
    if (noun.some((word) => NOT_OWNED.has(word))) return [];
    const pointer = determiner === 'the' ? (plural ? 'they' : 'it') : determiner;
    return ['whose', ...noun, plural ? 'are' : 'is', pointer];
  };
  // who/whom does|do <determiner> <noun…> belong to
  const who = words[0] === 'who' || words[0] === 'whom';
  const last = words.length - 1;
  if (
    who &&
    (words[1] === 'does' || words[1] === 'do') &&
    words[last - 1] === 'belong' &&
    words[last] === 'to'
  ) {
    const determiner = words[2] ?? '';
    const noun = words.slice(3, last - 1);
    if (DEMONSTRATIVE.has(determiner) && noun.length > 0)
      return [asWhose(determiner, noun, words[1] === 'do')].filter((rewrite) => rewrite.length > 0);
  }
  // to whom does|do <determiner> <noun…> belong
  if (
    words[0] === 'to' &&
    words[1] === 'whom' &&
    (words[2] === 'does' || words[2] === 'do') &&
    words[last] === 'belong'
  ) {
    const determiner = words[3] ?? '';
    const noun = words.slice(4, last);
    if (DEMONSTRATIVE.has(determiner) && noun.length > 0)
      return [asWhose(determiner, noun, words[2] === 'do')].filter((rewrite) => rewrite.length > 0);
  }
  // whose is|are <determiner> <noun…>
  if (
    words[0] === 'whose' &&
    (words[1] === 'is' || words[1] === 'are') &&
    DEMONSTRATIVE.has(words[2] ?? '')
  ) {
    const noun = words.slice(3);
    if (noun.length > 0)
      return [asWhose(words[2] ?? '', noun, words[1] === 'are')].filter((rewrite) => rewrite.length > 0);
  }
  return [];
}

const BE_OF_PRONOUN: Readonly<Record<string, string>> = {
  i: 'am',
  you: 'are',
  we: 'are',
  they: 'are',
  he: 'is',
  she: 'is',
  it: 'is',
};

/** Whether a be-form agrees with its subject, where the subject is a pronoun. */
function agrees(be: string, subject: string | undefined): boolean {
  const expected = BE_OF_PRONOUN[subject ?? ''];
  return expected === undefined || expected === be;
}

/**
 * A German request or proposal: kannst, können, könntest, würdest, willst, möchtest, bitte; a
 * verb-first imperative (Mach die Tür zu!) or a prompt ending in an exclamation mark.
 */
const REQUEST =
  /\b(kannst|könnt|könntest|könnten|könntet|würdest|würden|würdet|willst|wollt|möchtest|möchtet|möchten|bitte)\b|^\s*(können|wollen)\b|!\s*$/i;

/**
 * Futures English says two ways: "be going to" for "will" (Are you going to put …? Will you put
 * …?) and "will be -ing" for "will" (Will you be renting the flat?). The listed answers must have
 * the will-future for a rewrite to pass.
 */
export function futureVariants(words: readonly string[], prompt: string | undefined): string[][] {
  // "Will you help me?" for a request (Kannst du …?) asks a favour, not about a plan
  if (prompt !== undefined && REQUEST.test(prompt)) return [];
  const out: string[][] = [];
  for (let at = 0; at < words.length; at += 1) {
    const word = words[at] ?? '';
    if (word === 'am' || word === 'is' || word === 'are')
      for (let going = at + 1; going < Math.min(words.length - 2, at + 5); going += 1)
        if (words[going] === 'going' && words[going + 1] === 'to') {
          // will has one form for every person: the be-form must agree with a pronoun subject
          const subject = going > at + 1 ? words[at + 1] : words[at - 1];
          if (!agrees(word, subject)) break;
          out.push([...words.slice(0, at), 'will', ...words.slice(at + 1, going), ...words.slice(going + 2)]);
          break;
        }
    if (word === 'will')
      for (let be = at + 1; be < Math.min(words.length - 1, at + 5); be += 1)
        if (words[be] === 'be') {
          const bases = basesOfIng(words[be + 1] ?? '');
          for (const base of bases) out.push([...words.slice(0, be), base, ...words.slice(be + 2)]);
          break;
        }
  }
  return out;
}

/** German verbs of putting something somewhere: English may add down (put the knife down on …). */
const PUTTING = /\b(setz|setzt|setzen|setze|leg|legt|legen|lege|stell|stellt|stellen|stelle)\b/i;

/** English verbs of putting that take down before the place. */
const PUT_VERBS =
  /^(put|puts|putting|sit|sits|sitting|set|sets|setting|lay|lays|laying|place|places|placing)$/;

/**
 * "sits the child down on the chair", "put the knife down on the floor": down before the place
 * adds nothing to a verb of putting when the German prompt is setzen, legen or stellen.
 */
export function withoutDownBeforePlace(
  words: readonly string[],
  prompt: string | undefined,
): string[] | undefined {
  if (prompt === undefined || !PUTTING.test(prompt)) return undefined;
  const at = words.findIndex(
    (word, index) =>
      word === 'down' &&
      /^(on|onto|in|into)$/.test(words[index + 1] ?? '') &&
      words.slice(Math.max(0, index - 4), index).some((other) => PUT_VERBS.test(other)),
  );
  if (at < 0) return undefined;
  return words.filter((_, index) => index !== at);
}

/** Possessives by the subject pronoun they agree with. */
const POSSESSIVE_OF: Readonly<Record<string, readonly string[]>> = {
  i: ['my'],
  we: ['our'],
  you: ['your'],
  he: ['his'],
  she: ['her'],
  they: ['their'],
};

/** The course's names and the possessive that points back to them (Anna: her, Paul: his). */
const NAME_POSSESSIVE: Readonly<Record<string, string>> = Object.fromEntries([
  ...[
    'anna',
    'maria',
    'lisa',
    'julia',
    'sarah',
    'laura',
    'lena',
    'sophie',
    'eva',
    'petra',
    'sabine',
    'emma',
    'mia',
    'hannah',
    'clara',
    'katrin',
  ].map((name) => [name, 'her']),
  ...[
    'paul',
    'peter',
    'thomas',
    'michael',
    'max',
    'tom',
    'jan',
    'lukas',
    'felix',
    'jonas',
    'markus',
    'stefan',
    'klaus',
    'hans',
    'david',
    'ben',
    'tim',
    'leon',
  ].map((name) => [name, 'his']),
]);

/** Question words: not an imperative's verb. */
const QUESTION_WORD = /^(who|whom|what|why|where|when|how|which|whose)$/;

/** People one has: English says my brother where German may say dem Bruder. */
const KIN =
  /^(brother|sister|friend|girlfriend|boyfriend|mother|father|son|daughter|husband|wife|grandmother|grandfather|aunt|uncle|cousin|parents)$/;

/**
 * "I send my brother a present" read as "I send the brother a present" when the German prompt has
 * the article (dem Bruder) and no possessive: English names one's own people with the possessive
 * of the subject. The subject is a pronoun opening the answer (I: my; he: his), a course name
 * from the prompt (Anna: her, Paul: his) or you for an imperative prompt (Help your brother!);
 * "my brother of Anna" is someone else's.
 */
export function theForPossessive(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || /\b(mein|dein|sein|ihr|unser|euer|eur|Ihr)\w*\b/i.test(prompt)) return [];
  const subject = words[0] ?? '';
  const imperative = /!\s*$/.test(prompt) && !NOT_A_VERB.has(subject) && !QUESTION_WORD.test(subject);
  const named = NAME_POSSESSIVE[subject];
  const fits =
    POSSESSIVE_OF[subject] ??
    (named !== undefined && prompt.includes(subject.charAt(0).toUpperCase() + subject.slice(1))
      ? [named]
      : imperative
        ? ['your']
        : []);
  const out: string[][] = [];
  for (let at = 1; at + 1 < words.length; at += 1)
    if (
      fits.includes(words[at] ?? '') &&
      KIN.test(words[at + 1] ?? '') &&
      !/^(of|'s|s)$/.test(words[at + 2] ?? '')
    )
      out.push(words.map((word, index) => (index === at ? 'the' : word)));
  return out;
}

/** A form of gehören in the prompt: English may say own where German says belong. */
const GEHOEREN = /\bgehör(e|st|t|en|te|test|ten|tet)\b/i;

/** The object form of a subject pronoun: I own → belongs to me. */
const OBJECT_OF: Readonly<Record<string, string>> = {
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
};

/** Plural nouns that do not end in s. */
const IRREGULAR_PLURAL = new Set(['children', 'people', 'men', 'women', 'kids']);

/**
 * Whether the owner of "owns" (third person singular) or "own" agrees with it: he owns, the
 * children own; a noun phrase with a determiner ending in s is a plural (my parents own), and two
 * owners joined by and are too.
 */
function ownAgrees(owner: readonly string[], verb: string): boolean {
  const last = owner.at(-1) ?? '';
  const plural =
    ['i', 'you', 'we', 'they'].includes(last) ||
    owner.includes('and') ||
    IRREGULAR_PLURAL.has(last) ||
    (owner.length > 1 && last.endsWith('s') && !last.endsWith('ss'));
  return verb === 'owns' ? !plural : plural;
}

/**
 * "Who owns the bike?" and "Anna owns the bike" read as "Who does the bike belong to?" and "The
 * bike belongs to Anna" when the German prompt says gehören: English says who owns a thing where
 * German says whom it belongs to. Questions (who, whom, which + noun), statements, their
 * negation with do-support and do-questions; the owner must agree with own or owns.
 */
export function ownVariants(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !GEHOEREN.test(prompt)) return [];
  const out: string[][] = [];
  const owner = (part: readonly string[]) => part.map((word) => OBJECT_OF[word] ?? word);
  const belongs = (owned: readonly string[], to: readonly string[], past: boolean) =>
    (past ? ['belonged'] : ['belongs', 'belong']).map((verb) => [...owned, verb, 'to', ...owner(to)]);
  const at = words.findIndex((word) => word === 'own' || word === 'owns' || word === 'owned');
  if (at < 1 || at + 1 >= words.length) return [];
  const verb = words[at] ?? '';
  const before = words.slice(0, at);
  const owned = words.slice(at + 1);
  // who owns the bike?, which artist owns this painting? → who does the bike belong to?
  const asker =
    before.length === 1 && before[0] === 'who'
      ? before
      : before[0] === 'which' && before.length <= 3
        ? before
        : undefined;
  if (asker !== undefined) {
    if (verb === 'own') return [];
    for (const does of verb === 'owned' ? ['did'] : ['does', 'do'])
      out.push([...asker, does, ...owned, 'belong', 'to']);
    return out;
  }
  // does Anna own the bike? → does the bike belong to Anna?
  const question = /^(does|do|did)$/.test(before[0] ?? '');
  if (question && verb === 'own' && before.length > 1 && before.length <= 4) {
    const subject = before.slice(1);
    if ((before[0] === 'does') === ownAgrees(subject, 'owns') || before[0] === 'did')
      for (const does of before[0] === 'did' ? ['did'] : ['does', 'do'])
        out.push([does, ...owned, 'belong', 'to', ...owner(subject)]);
    return out;
  }
  // Anna doesn't own the bike → the bike does not belong to Anna
  const n = before.length;
  if (n >= 3 && before[n - 1] === 'not' && /^(does|do|did)$/.test(before[n - 2] ?? '') && verb === 'own') {
    const subject = before.slice(0, n - 2);
    const does = before[n - 2] ?? '';
    if (subject.length <= 4 && (does === 'did' || (does === 'does') === ownAgrees(subject, 'owns')))
      for (const aux of does === 'did' ? ['did'] : ['does', 'do'])
        out.push([...owned, aux, 'not', 'belong', 'to', ...owner(subject)]);
    return out;
  }
  // Anna owns the bike → the bike belongs to Anna
  if (n <= 4 && !before.includes('not') && (verb === 'owned' || ownAgrees(before, verb)))
    out.push(...belongs(owned, before, verb === 'owned'));
  return out;
}

/** Things one owns, which English names with the owner's possessive where German says the article. */
const POSSESSION =
  /^(car|cars|house|flat|apartment|bike|bicycle|key|keys|phone|mobile|bag|bags|suitcase|suitcases|room|dog|cat|umbrella|ticket|tickets|passport|wallet|jacket|coat|shoes|garden)$/;

/** German possessive determiners (and the pronoun ihr, which only makes the count stricter). */
const GERMAN_POSSESSIVE = /\b(mein|dein|sein|ihr|unser|euer|eur)(e|en|em|er|es)?\b/gi;

const ENGLISH_POSSESSIVE = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);

const NOUN_DETERMINER = new Set([
  'the',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'this',
  'that',
  'these',
  'those',
]);

const FEMALE = /^(mother|sister|woman|girl|wife|daughter|grandmother|aunt|girlfriend|teacher's)$/;
const MALE = /^(father|brother|man|boy|husband|son|grandfather|uncle|boyfriend)$/;

/**
 * The possessive that points back to the subject opening an answer, and where the subject ends:
 * a pronoun (we: our), a course name (Anna: her) or a noun phrase of a determiner, at most one
 * adjective and a noun (my parents: their, the old woman: her).
 */
function subjectPossessive(words: readonly string[]): { possessive: readonly string[]; end: number } {
  const first = words[0] ?? '';
  const pronoun = POSSESSIVE_OF[first];
  if (pronoun !== undefined) return { possessive: pronoun, end: 1 };
  const name = NAME_POSSESSIVE[first];
  if (name !== undefined) return { possessive: [name], end: 1 };
  if (!NOUN_DETERMINER.has(first)) return { possessive: [], end: 0 };
  for (const at of [1, 2]) {
    const noun = words[at] ?? '';
    if (FEMALE.test(noun)) return { possessive: ['her'], end: at + 1 };
    if (MALE.test(noun)) return { possessive: ['his'], end: at + 1 };
    if (IRREGULAR_PLURAL.has(noun) || noun === 'parents' || (/[^s]s$/.test(noun) && at === 1))
      return { possessive: ['their'], end: at + 1 };
  }
  return { possessive: [], end: 0 };
}

/**
 * "My parents have sold their car" read as "… sold the car" when the German prompt has the
 * article there (das Auto): English names a thing the subject owns (a car, a house, a key) with
 * the subject's possessive. The possessive must agree with the subject, and the answer must have
 * more possessives than the prompt, so a possessive the prompt has (ihr Auto) is not read away.
 */
export function articleForOwnPossessive(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined) return [];
  const { possessive, end } = subjectPossessive(words);
  if (possessive.length === 0) return [];
  const german = prompt.match(GERMAN_POSSESSIVE)?.length ?? 0;
  const english = words.filter((word) => ENGLISH_POSSESSIVE.has(word)).length;
  if (english <= german) return [];
  const out: string[][] = [];
  for (let at = end; at + 1 < words.length; at += 1)
    if (possessive.includes(words[at] ?? '') && POSSESSION.test(words[at + 1] ?? ''))
      out.push(words.map((word, index) => (index === at ? 'the' : word)));
  return out;
}

/**
 * A German time word that makes a present a future: morgen (lower case, or opening the sentence),
 * übermorgen, heute Abend, bald, später, nächste Woche, am Montag, in zwei Tagen. Not am
 * Wochenende, which is as often a habit.
 */
const FUTURE_TIME_DE = [
  /(?<!\p{L})morgen(?!\p{L})|^\s*Morgen(?!\p{L})/u,
  /(?<!\p{L})(übermorgen|bald|später|heute (abend|nachmittag)|nächste[nms]?|am (montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)|in (zwei|drei|einer|einem) (tag|tagen|woche|wochen|monat|monaten|stunde|stunden))(?!\p{L})/iu,
];

/** A past or a perfect in the prompt: the time word belongs to another clause. */
const PAST_DE =
  /\b(gestern|vorgestern|letzte[nms]?|war|waren|warst|hatte|hatten|hattest|wollte|wollten|musste|konnte)\b/i;

/** The be-forms of a subject: a pronoun's own, or is and are for a noun phrase. */
function beForms(subject: readonly string[]): string[] {
  if (subject.length === 1) {
    const be = BE_OF_PRONOUN[subject[0] ?? ''];
    if (be !== undefined) return [be];
  }
  return ['is', 'are'];
}

/** The simple present of a verb for a subject: he goes, they go; both for a noun phrase. */
function presentForms(subject: readonly string[], base: string): string[] {
  if (subject.length === 1) {
    const first = subject[0] ?? '';
    if (['i', 'you', 'we', 'they'].includes(first)) return [base];
    if (['he', 'she', 'it'].includes(first)) return [thirdPerson(base)];
  }
  return [thirdPerson(base), base];
}

/**
 * The learner's will-future, will be -ing or going to read as the present progressive and the
 * simple present when the German prompt is a present made future by a time word (Ich fahre
 * morgen nach Köln: I will drive, I'm going to drive, I'll be driving to Cologne tomorrow). The
 * listed answers (am driving, drive) decide; going to keeps the learner's be-form, which must
 * agree; a verb English does not put in the progressive is only rewritten to the simple present.
 */
export function presentForFuture(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || WERDEN.test(prompt) || PERFECT.test(prompt) || PAST_DE.test(prompt)) return [];
  if (!FUTURE_TIME_DE.some((time) => time.test(prompt)) || HABIT_DE.test(prompt)) return [];
  const out: string[][] = [];
  const progressive = (base: string) => (STATIVE.has(base) ? [] : ingForm(base));
  const at = words.indexOf('will');
  if (at >= 0) {
    const question = at === 0;
    for (const length of question ? [1, 2] : [at]) {
      const subject = question ? words.slice(1, 1 + length) : words.slice(0, at);
      const afterSubject = question ? 1 + length : at + 1;
      const negated = words[afterSubject] === 'not';
      const verbAt = afterSubject + (negated ? 1 : 0);
      let base = words[verbAt] ?? '';
      const rest = words.slice(verbAt + 1);
      if (base === '' || NOT_A_VERB.has(base) || subject.length === 0) continue;
      const not = negated ? ['not'] : [];
      // will be driving → is driving
      const beIng = base === 'be' && (rest[0] ?? '').endsWith('ing');
      const ings = beIng ? [rest[0] ?? ''] : progressive(base);
      const tail = beIng ? rest.slice(1) : rest;
      for (const be of beForms(subject))
        for (const ing of ings)
          out.push(
            question ? [be, ...subject, ...not, ing, ...tail] : [...subject, be, ...not, ing, ...tail],
          );
      if (beIng) continue;
      if (base === 'be') base = '';
      if (base === '') continue;
      const does = presentForms(subject, 'do');
      if (question || negated)
        for (const aux of does)
          out.push(
            question ? [aux, ...subject, ...not, base, ...rest] : [...subject, aux, ...not, base, ...rest],
          );
      else for (const form of presentForms(subject, base)) out.push([...subject, form, ...rest]);
    }
  }
  // am/is/are (not) going to V → am/is/are (not) V-ing
  for (let going = 1; going + 2 < words.length; going += 1) {
    if (words[going] !== 'going' || words[going + 1] !== 'to') continue;
    const base = words[going + 2] ?? '';
    if (NOT_A_VERB.has(base)) continue;
    const ings = base === 'go' ? ['going'] : progressive(base);
    for (const ing of ings) out.push([...words.slice(0, going), ing, ...words.slice(going + 3)]);
    break;
  }
  return out;
}

/** A form of können in the German prompt: then can remember is what it says. */
const KOENNEN_DE = /(?<!\p{L})(kann|kannst|können|könnt|konnte|konntest|konnten|könnte|könntest)(?!\p{L})/iu;

/**
 * can remember for remember when the German prompt is a form of sich erinnern without können
 * (Erinnerst du dich an mich?: Can you remember me?; Ich erinnere mich nicht …: I can't remember
 * …): a question's can becomes do or does, a negation's can not becomes do or does not, and a
 * statement's can is left out with the verb agreeing; the listed answers decide the person.
 */
export function canRememberForRemember(words: readonly string[], prompt: string | undefined): string[][] {
  if (prompt === undefined || !/erinner/iu.test(prompt) || KOENNEN_DE.test(prompt)) return [];
  const at = words.indexOf('can');
  if (at < 0) return [];
  const remember = words.indexOf('remember', at + 1);
  if (remember < 0 || remember > at + 4) return [];
  const out: string[][] = [];
  if (at === 0 || /^(what|who|whom|which|where|when|how|why)$/.test(words[at - 1] ?? '')) {
    // a question: can you (not) remember → do you (not) remember
    const subject = words.slice(at + 1, words[remember - 1] === 'not' ? remember - 1 : remember);
    if (subject.length === 0) return [];
    for (const aux of presentForms(subject, 'do'))
      out.push([...words.slice(0, at), aux, ...words.slice(at + 1)]);
    return out;
  }
  const subject = words.slice(0, at);
  if (remember === at + 2 && words[at + 1] === 'not')
    for (const aux of presentForms(subject, 'do'))
      out.push([...words.slice(0, at), aux, ...words.slice(at + 1)]);
  else if (remember === at + 1)
    for (const form of presentForms(subject, 'remember'))
      out.push([...words.slice(0, at), form, ...words.slice(at + 2)]);
  return out;
}
