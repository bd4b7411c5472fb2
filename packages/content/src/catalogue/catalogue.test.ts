import { describe, expect, it } from 'vitest';
import {
  allMenuItems,
  catalogue,
  chapterRoutes,
  conceptLessonOf,
  findMenuItemByCode,
  findMenuItemByPath,
  getChapter,
  itemRoutes,
  newMaterialNeighbours,
  sectionItems,
  sectionLabel,
  sections,
  subPageRedirects,
} from './index.ts';
import { loadCatalogue } from './load.ts';
import { catalogueSchema, chapterSchema, progressCodePattern } from './schema.ts';
import type { Chapter, MenuItem } from './schema.ts';
import { answerTables, drillTables, exerciseTables } from './tables.ts';

const chapterNumbers = Array.from({ length: 13 }, (_, index) => index + 1);

function item(code: string): MenuItem {
  const found = findMenuItemByCode(code);
  if (found === undefined) throw new Error(`no item ${code}`);
  return found;
}

/** Drills, then the two exercises: the pages chained by previous/next links in each chapter. */
function practiceChain(chapter: Chapter): MenuItem[] {
  return [...chapter.drillsContents, ...chapter.exercisesContents];
}

describe('the catalogue validates', () => {
  it('has the 13 chapters in order, each valid on its own and together', () => {
    expect(catalogue.map((chapter) => chapter.number)).toEqual(chapterNumbers);
    for (const chapter of catalogue) expect(chapterSchema.safeParse(chapter).error).toBeUndefined();
    expect(catalogueSchema.safeParse(catalogue).error).toBeUndefined();
  });

  it('names the chapter and field of a malformed value', () => {
    const broken = structuredClone(catalogue) as Chapter[];
    const drill = broken[3]?.drillsContents[2];
    if (drill === undefined) throw new Error('chapter 4 has a third drill');
    drill.table = 'Chapter Four Kein';
    expect(() => loadCatalogue(broken)).toThrow(/^Catalogue chapter 4, drillsContents\[2\]\.table: /);
  });

  it('reports a progress code used twice, and a code of another chapter', () => {
    const broken = structuredClone(catalogue) as Chapter[];
    const [first, second] = broken;
    if (first === undefined || second === undefined) throw new Error('two chapters');
    second.conceptsContents[0] = { ...second.conceptsContents[0]!, code: '1nsp' };
    expect(() => loadCatalogue(broken)).toThrow(/Catalogue chapter 2, conceptsContents\[0\]\.code: 1nsp/);
    first.exercisesContents[1] = { ...first.exercisesContents[1]!, code: '1deg' };
    expect(() => loadCatalogue(broken)).toThrow(
      /Catalogue chapter 1, exercisesContents\[1\]\.code: 1deg lacks the section letter e/,
    );
  });

  it('reports a missing chapter', () => {
    expect(() => loadCatalogue(catalogue.slice(0, 12))).toThrow(/^Catalogue: /);
  });

  it('cannot be changed by a consumer', () => {
    expect(() => {
      (getChapter(1).conceptsContents as MenuItem[]).pop();
    }).toThrow(TypeError);
  });
});

describe('progress codes', () => {
  const codes = allMenuItems().map((menuItem) => menuItem.code);

  it('are unique and follow the pattern', () => {
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code, code).toMatch(progressCodePattern);
  });

  it("start with their chapter's number and their group's letter", () => {
    const letters = { concepts: 'n', drills: 'd', exercises: 'e', extras: 'x' };
    for (const menuItem of allMenuItems()) {
      expect(menuItem.code, menuItem.link).toMatch(
        new RegExp(`^${menuItem.chapter}${letters[menuItem.section]}`),
      );
    }
  });
});

describe('answer tables', () => {
  // docs/product/saving.md "Where answers live", with {hash} = ch11_dependent_first_position (docs/decisions/content.md), plus
  // chapter 13's two drills (docs/product/content.md "A chapter": real drills).
  const catalogueDrillTables = [
    'ch1_subj_pronoun',
    'ch1_verb_conj',
    'ch2_definite_article',
    'ch2_indefinite_article',
    'ch2_genitives',
    'ch2_extras_def_art',
    'ch2_extras_indef_art',
    'ch3_definite_article',
    'ch3_indefinite_article',
    'ch3_word_order',
    'ch3_extras_def_art',
    'ch3_extras_indef_art',
    'ch4_irreg_verbs',
    'ch4_poss_adj',
    'ch4_kein',
    'ch4_kein_nicht',
    'ch5_acc_prep',
    'ch5_dat_prep',
    'ch5_acc_pronouns',
    'ch5_dat_pronouns',
    'ch5_noun_pronoun',
    'ch5_preps_pronouns',
    'ch6_stem_changers',
    'ch6_genitives',
    'ch7_nnouns',
    'ch7_nnouns_2',
    'ch7_gefallen',
    'ch7_dative_verbs',
    'ch7_questions',
    'ch8_sein_haben',
    'ch8_perfect',
    'ch8_present_to_perfect',
    'ch8_word_order',
    'ch9_future',
    'ch9_nominative_or_not',
    'ch9_tc_prepositions',
    'ch9_tc_prepositions_2',
    'ch9_adverbs',
    'ch10_imperatives',
    'ch10_tc_prepositions',
    'ch10_tc_prepositions_2',
    'ch10_word_order',
    'ch11_modal_verbs',
    'ch11_modal_conversions',
    'ch11_weil_clauses',
    'ch11_dependent_clauses',
    'ch11_dependent_first_position',
    'ch12_der_words',
    'ch12_relative_pronoun',
    'ch12_relative_clauses_1',
    'ch12_relative_clauses_2',
    'ch12_passive_voice',
    'ch12_sondern_aber',
    'ch12_wissen_kennen',
  ];

  it('are unique across the course', () => {
    const tables = allMenuItems().flatMap((menuItem) =>
      menuItem.table === undefined ? [] : [menuItem.table],
    );
    expect(new Set(tables).size).toBe(tables.length);
    // The catalogue's tables (docs/product/saving.md "Where answers live"): its drill and extra tables and two exercises a chapter.
    const expected = [
      ...catalogueDrillTables,
      ...chapterNumbers.flatMap((n) => [`ch${n}_ex_to_english`, `ch${n}_ex_to_german`]),
    ].sort();
    expect([...tables].sort()).toEqual(expected);
    expect([...answerTables].sort()).toEqual(expected);
  });

  it("are the catalogue's drill and extra-practice tables", () => {
    expect([...drillTables].sort()).toEqual([...catalogueDrillTables].sort());
  });

  it('are ch{n}_ex_to_english and ch{n}_ex_to_german for every chapter', () => {
    expect(exerciseTables).toEqual(
      chapterNumbers.flatMap((n) => [`ch${n}_ex_to_english`, `ch${n}_ex_to_german`]),
    );
  });

  it('belong to drills, exercises and the extra-practice pages with saved answers only', () => {
    for (const menuItem of allMenuItems()) {
      const saves = menuItem.section !== 'concepts' && menuItem.kind !== 'lesson';
      expect(menuItem.table !== undefined, menuItem.link).toBe(saves);
    }
  });

  it('each have a data-type label, unique so that error messages tell the pages apart', () => {
    const labels = allMenuItems().flatMap((menuItem) => {
      if (menuItem.table === undefined) return [];
      expect(menuItem.label, menuItem.link).toBeDefined();
      return [menuItem.label];
    });
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('routes', () => {
  const routes = chapterRoutes();
  const routeSet = new Set(routes);

  it('are unique', () => {
    expect(routeSet.size).toBe(routes.length);
  });

  it('include every chapter page and the drills index of every chapter with drills', () => {
    for (const n of chapterNumbers) {
      expect(routes).toContain(`/ch${n}`);
      // Chapter 13 has no drills route (docs/product/content.md "A chapter".14).
      if (n < 13) expect(routes).toContain(`/ch${n}/drills`);
      else expect(routes.some((route) => route.startsWith('/ch13/drills'))).toBe(false);
    }
  });

  it('include sub-pages and :mode values', () => {
    expect(routes).toContain('/ch1/subject_pronoun/memorization/work');
    expect(routes).toContain('/ch4/possessive_adjective/review/whole_table');
    expect(routes).toContain('/ch2/four_cases/multi/genitive');
    expect(routes).toContain('/ch2/definite_article/masc');
    expect(routes).toContain('/ch13/vocab/sing_pl');
    expect(routes).toContain('/ch6/practice_verb_conjugation/ie');
    expect(routes).toContain('/ch2/article_practice/both');
    expect(chapterRoutes(3).every((route) => route.startsWith('/ch3'))).toBe(true);
  });

  it("lie under each item's own chapter", () => {
    for (const menuItem of allMenuItems()) {
      for (const route of itemRoutes(menuItem))
        expect(route, menuItem.code).toMatch(new RegExp(`^/ch${menuItem.chapter}/`));
    }
  });

  it('are all absolute, including the chapter 4 links the catalogue writes without a slash', () => {
    expect(item('4nvc').link).toBe('/ch4/practice_verb_conjugation');
    expect(item('4dsc').link).toBe('/ch4/drills/stem_changing_verbs');
    expect(item('4dpa').link).toBe('/ch4/drills/possessive_adjective');
    expect(item('4dk').link).toBe('/ch4/drills/kein');
    expect(item('4dkn').link).toBe('/ch4/drills/kein_vs_nicht');
  });
});

describe('previous and next links', () => {
  const routeSet = new Set(chapterRoutes());

  it('all lead to pages that exist', () => {
    for (const menuItem of allMenuItems()) {
      for (const link of [menuItem.previous, menuItem.next, menuItem.secondNext]) {
        if (link !== undefined) expect(routeSet.has(link.path), `${menuItem.code} → ${link.path}`).toBe(true);
      }
    }
  });

  it('chain every drill and exercise to its neighbours, from Vocabulary to the next chapter', () => {
    for (const chapter of catalogue) {
      const chain = practiceChain(chapter);
      // Chapter 13 has no drills: its exercises follow its last practice page.
      expect(chain[0]?.previous?.path, `chapter ${chapter.number}`).toBe(
        chapter.number < 13 ? `/ch${chapter.number}/vocab` : '/ch13/practice_comparative_adjectives',
      );
      chain.forEach((page, index) => {
        const following = chain[index + 1];
        if (following === undefined) return;
        expect(page.next?.path, page.code).toBe(following.link);
        expect(following.previous?.path, following.code).toBe(page.link);
      });
      const last = chain.at(-1);
      expect(last?.next?.path, last?.code).toBe(chapter.number < 13 ? `/ch${chapter.number + 1}` : undefined);
    }
  });

  it('chain the Extra Practice pages after the exercises, offered as a second next link', () => {
    for (const chapter of catalogue) {
      const extras = sectionItems(chapter, 'extras');
      const englishToGerman = chapter.exercisesContents[1];
      expect(englishToGerman?.secondNext?.path).toBe(extras[0]?.link);
      if (extras.length === 0) continue;
      expect(extras[0]?.previous?.path).toBe(englishToGerman?.link);
      extras.forEach((page, index) => {
        expect(page.next?.path, page.code).toBe(extras[index + 1]?.link ?? `/ch${chapter.number + 1}`);
        if (index > 0) expect(page.previous?.path, page.code).toBe(extras[index - 1]?.link);
      });
    }
  });

  it('have labels in the "To …" style, without the source’s typos and placeholders', () => {
    for (const menuItem of allMenuItems()) {
      for (const link of [menuItem.previous, menuItem.next, menuItem.secondNext]) {
        if (link === undefined) continue;
        expect(link.text, menuItem.code).toMatch(/^To [A-Z]/);
        expect(link.text, menuItem.code).not.toMatch(/Drillss|XXX/);
      }
    }
  });

  it('fix the broken links of chapters 7, 10 and 13 (docs/decisions/content.md)', () => {
    expect(item('7ege').previous).toEqual({ path: '/ch7/drills/questions', text: 'To Questions Drills' });
    expect(item('10ege').previous).toEqual({ path: '/ch10/drills/word_order', text: 'To Word Order Drills' });
    expect(item('13ege').previous).toEqual({
      path: '/ch13/practice_comparative_adjectives',
      text: 'To Practice',
    });
  });
});

describe('New Material: previous and next', () => {
  it('links every New Material page and sub-page to its neighbours in the catalogue’s order', () => {
    let pages = 0;
    for (const chapter of catalogue) {
      const routes = sectionItems(chapter, 'concepts').flatMap(itemRoutes);
      for (const [index, route] of routes.entries()) {
        const links = newMaterialNeighbours(route);
        expect(links?.previous?.path, route).toBe(routes[index - 1] ?? `/ch${chapter.number}`);
        if (index + 1 < routes.length) expect(links?.next?.path, route).toBe(routes[index + 1]);
        else
          expect(links?.next?.path, route).toMatch(
            new RegExp(`^/ch${chapter.number}/(drills|german_to_english)$`),
          );
        pages += 1;
      }
    }
    expect(pages).toBeGreaterThanOrEqual(133);
    expect(newMaterialNeighbours('/ch1/subject_pronoun')).toEqual({
      previous: { path: '/ch1', name: 'Chapter 1' },
      next: { path: '/ch1/subject_pronoun/memorization/goal', name: 'The Subject Pronoun: Goal' },
    });
    expect(newMaterialNeighbours('/ch1/drills/subj_pronoun')).toBeUndefined();
  });
});

describe('content counts (docs/product/content.md "Counts")', () => {
  // German to English, English to German; chapter 4 gets the content guide's 10 English-to-German
  // sentences and chapter 11 its 14, chapter 13 real sets of 15 and 10 (docs/decisions/content.md).
  const exerciseCounts: Record<number, [number, number]> = {
    1: [15, 10],
    2: [23, 9],
    3: [12, 8],
    4: [18, 10],
    5: [12, 9],
    6: [18, 9],
    7: [19, 10],
    8: [15, 9],
    9: [18, 10],
    10: [19, 11],
    11: [23, 14],
    12: [25, 16],
    13: [15, 10],
  };

  it('give every exercise set its number of sentences', () => {
    for (const chapter of catalogue) {
      expect(
        chapter.exercisesContents.map((exercise) => exercise.itemCount),
        `chapter ${chapter.number}`,
      ).toEqual(exerciseCounts[chapter.number]);
    }
  });

  it('fix the drills the catalogue counts, and leave the others to the content', () => {
    const counted = Object.fromEntries(
      allMenuItems()
        .filter((menuItem) => menuItem.section === 'drills' && menuItem.itemCount !== undefined)
        .map((menuItem) => [menuItem.code, menuItem.itemCount]),
    );
    expect(counted).toEqual({ '1dsp': 32, '3dwo': 31, '4dkn': 40, '8dwo': 18, '10dwo': 15 });
  });
});

describe('groups', () => {
  it('have Extra Practice in chapters 2 and 3 only', () => {
    const withExtras = catalogue.filter((chapter) => chapter.extraWorkContents !== null);
    expect(withExtras.map((chapter) => chapter.number)).toEqual([2, 3]);
    for (const chapter of withExtras) expect(chapter.extraWorkContents?.length).toBeGreaterThan(0);
  });

  it('have drills in chapters 1–12 and none in chapter 13 (its practice pages carry the practice)', () => {
    for (const chapter of catalogue.filter((entry) => entry.number < 13))
      expect(chapter.drillsContents.length, `${chapter.number}`).toBeGreaterThan(0);
    expect(getChapter(13).drillsContents).toEqual([]);
  });

  it('have the two translation exercises at their fixed paths, codes and tables', () => {
    for (const chapter of catalogue) {
      const n = chapter.number;
      expect(
        chapter.exercisesContents.map(({ name, link, code, table, kind }) => ({
          name,
          link,
          code,
          table,
          kind,
        })),
      ).toEqual([
        {
          name: 'German to English',
          link: `/ch${n}/german_to_english`,
          code: `${n}ege`,
          table: `ch${n}_ex_to_english`,
          kind: 'translation-exercise',
        },
        {
          name: 'English to German',
          link: `/ch${n}/english_to_german`,
          code: `${n}eeg`,
          table: `ch${n}_ex_to_german`,
          kind: 'translation-exercise',
        },
      ]);
    }
  });

  it('are labelled as the sidebar shows them', () => {
    expect(sections.map((section) => sectionLabel[section])).toEqual([
      'New Material',
      'Drills',
      'Exercises',
      'Extra Practice',
    ]);
  });

  it('end New Material with the Vocabulary unit, with its standard sub-pages', () => {
    for (const chapter of catalogue) {
      const vocabulary = chapter.conceptsContents.at(-1);
      expect(vocabulary?.link).toBe(`/ch${chapter.number}/vocab`);
      expect(vocabulary?.kind).toBe('vocabulary');
      expect(vocabulary?.subPages?.map((subPage) => subPage.path)).toEqual(
        chapter.number === 1
          ? ['goal', 'to_english', 'to_german', 'test']
          : ['goal', 'to_english', 'to_german', 'genders', 'sing_pl', 'test'],
      );
    }
  });
});

describe('the catalogue’s own values, verbatim', () => {
  it('chapter 1: the subject pronoun drill', () => {
    expect(item('1dsp')).toMatchObject({
      name: 'Using the Subject Pronoun',
      link: '/ch1/drills/subj_pronoun',
      table: 'ch1_subj_pronoun',
      label: 'subject pronouns',
      kind: 'subject-pronoun-drill',
      previous: { path: '/ch1/vocab', text: 'To Vocabulary' },
      next: { path: '/ch1/drills/verb_use', text: 'To Verb Use Drills' },
    });
    expect(item('1ege')).toMatchObject({
      label: 'Ch1 exercises - german to english',
      previous: { path: '/ch1/drills/verb_use', text: 'To Verb Use Drills' },
      next: { path: '/ch1/english_to_german', text: 'To English to German' },
    });
  });

  it('chapter 2: the values the catalogue leaves out stay unset', () => {
    const definiteArticle = item('2dda');
    expect(definiteArticle.itemCount).toBeUndefined();
    expect(definiteArticle.loaderNumber).toBeUndefined();
    for (const code of ['2xcc', '2xgs']) {
      expect(item(code).table, code).toBeUndefined();
      expect(item(code).label, code).toBeUndefined();
      expect(item(code).loaderNumber, code).toBeUndefined();
    }
    expect(item('2xda')).toMatchObject({ label: 'extras: definite article', loaderNumber: 3 });
    expect(item('2xia')).toMatchObject({ label: 'extras: indefinite article', loaderNumber: 3 });
    expect(item('2ege')).toMatchObject({
      label: 'Ch2 german to english exercises',
      previous: { path: '/ch2/drills/genitives', text: 'To Genitive + Dative Drills' },
    });
    expect(item('2xcc').subPages?.map((subPage) => subPage.path)).toEqual(['nom_acc', 'acc_dat', 'all_four']);
  });

  it('chapter 3: the word-order drill and its links', () => {
    expect(item('3dwo')).toMatchObject({
      name: 'Word Order (I)',
      link: '/ch3/drills/word_order',
      table: 'ch3_word_order',
      label: 'word order (ch3)',
      kind: 'word-order-drill',
      previous: { path: '/ch3/drills/indefinite_article', text: 'To Indefinite Article Drills' },
      next: { path: '/ch3/german_to_english', text: 'To German to English Exercises' },
    });
    expect(item('3ege')).toMatchObject({
      previous: { path: '/ch3/drills/word_order', text: 'To Word Order Drills' },
      next: { path: '/ch3/english_to_german', text: 'To English to German Exercises' },
    });
    expect([item('3dda').loaderNumber, item('3dia').loaderNumber]).toEqual([6, 5]);
  });

  it('chapter 4: Kein Vs. Nicht and its links', () => {
    expect(item('4dkn')).toMatchObject({
      name: 'Kein Vs. Nicht',
      table: 'ch4_kein_nicht',
      label: 'kein vs. nicht',
      kind: 'choice-drill',
      previous: { path: '/ch4/drills/kein', text: 'To Kein Drills' },
      next: { path: '/ch4/german_to_english', text: 'To Exercises' },
    });
    expect(item('4ege').previous).toEqual({
      path: '/ch4/drills/kein_vs_nicht',
      text: 'To Kein Vs. Nicht Drills',
    });
  });

  it('later chapters: given labels, loader numbers and link labels', () => {
    expect(item('5dpp')).toMatchObject({ label: 'prepositions and pronouns', loaderNumber: 4 });
    expect(item('6dg')).toMatchObject({ label: 'genitives', loaderNumber: 4 });
    expect([item('7dnn').label, item('7dn2').label]).toEqual(['N-Nouns', 'N-Nouns 2']);
    expect(item('8dwo').label).toBe('word order (ch8)');
    expect(item('9da').label).toBe('Ch9 Adverbs');
    expect(item('10dwo').label).toBe('Ch10 word order');
    expect(item('11ddc2').label).toBe('Ch11 dependent clause first position');
    expect(item('12ege')).toMatchObject({
      label: 'Ch12 Exercises - German to English',
      previous: { path: '/ch12/drills/wissen_kennen', text: 'To Wissen vs. Kennen Drills' },
    });
    expect(item('11ege').previous?.text).toBe('To Dependent Clauses (First Position)');
    expect(item('6ege').previous?.text).toBe('To Genitive Prepositions');
  });

  it('keeps the catalogue’s menu order', () => {
    expect(getChapter(9).drillsContents.map((drill) => drill.code)).toEqual([
      '9dpn',
      '9df',
      '9dtc',
      '9d2c',
      '9da',
    ]);
    expect(getChapter(11).drillsContents.map((drill) => drill.code)).toEqual([
      '11dmv',
      '11dmc',
      '11ddc',
      '11ddw',
      '11ddc2',
    ]);
    expect(getChapter(12).drillsContents.map((drill) => drill.link)).toContain(
      '/ch12/drills/relative_clauses_1',
    );
  });

  it('gives every item a name, with no dash left', () => {
    for (const menuItem of allMenuItems()) expect(menuItem.name, menuItem.link).not.toMatch(/^—|—$/);
  });
});

describe('page kinds and sub-pages', () => {
  it('give each verb-conjugation practice its kind, and :mode values only in chapters 1, 2, 4 and 6', () => {
    const withModes = allMenuItems().filter((menuItem) => menuItem.modes !== undefined);
    expect(withModes.map((menuItem) => menuItem.code)).toEqual(['1ncv', '2nap', '4nvc', '6npv']);
    expect(item('1ncv').modes?.map((mode) => mode.slug)).toEqual(['all', 'regular', 'special', 'irregular']);
    expect(item('4nvc').modes?.map((mode) => mode.slug)).toEqual(['all', 'stem_changing', 'nehmen']);
    expect(item('6npv').modes?.map((mode) => mode.slug)).toEqual(['all', 'ie', 'a']);
    expect(item('2nap').modes?.map((mode) => mode.slug)).toEqual(['definite', 'indefinite', 'both']);
    for (const menuItem of allMenuItems()) {
      const conjugation = menuItem.link.endsWith('/practice_verb_conjugation');
      expect(menuItem.kind === 'verb-practice', menuItem.link).toBe(conjugation);
    }
  });

  it('make the two-choice drills choice drills and the drag-and-drop drills word-order drills', () => {
    const kindOf = (kind: string) =>
      allMenuItems()
        .filter((menuItem) => menuItem.kind === kind)
        .map((menuItem) => menuItem.code);
    expect(kindOf('choice-drill')).toEqual(['4dkn', '8dsh', '12dsa']);
    expect(kindOf('word-order-drill')).toEqual(['3dwo', '8dwo', '10dwo']);
    expect(kindOf('subject-pronoun-drill')).toEqual(['1dsp']);
    expect(kindOf('article-practice')).toEqual(['2nap', '3naa']);
  });

  it('put grouped sub-pages below their group', () => {
    expect(item('1nsp').subPages).toEqual([
      { path: 'memorization/goal', name: 'Goal', group: 'memorization' },
      { path: 'memorization/work', name: 'Work', group: 'memorization' },
      { path: 'memorization/test', name: 'Test', group: 'memorization' },
    ]);
    expect(item('2nfc').subPages?.map((subPage) => subPage.path)).toEqual([
      'full',
      'multi/overview',
      'multi/nominative',
      'multi/accusative',
      'multi/dative',
      'multi/genitive',
      'multi/summary',
    ]);
    expect(item('4npa').kind).toBe('memorization');
    expect(item('4npa').subPages?.filter((subPage) => subPage.group === 'review')).toHaveLength(6);
    expect(item('4nk').kind).toBe('review');
    expect(item('2nda').subPages?.map((subPage) => subPage.name)).toEqual([
      'Goal',
      'Masculine',
      'Feminine',
      'Neuter',
      'Plural',
      'Whole Table',
      'Test',
    ]);
  });

  it('give chapter 11’s wissen unit a wissen practice page', () => {
    expect(item('11nw').subPages?.map((subPage) => subPage.path)).toEqual([
      'memorization/practice_wissen',
      'memorization/test',
    ]);
  });

  it('lead the catalogue’s own name of the wissen practice (practice_nehmen) to it', () => {
    expect(subPageRedirects(item('11nw'))).toEqual([
      { from: '/ch11/wissen/memorization/practice_nehmen', to: '/ch11/wissen/memorization/practice_wissen' },
    ]);
    const routes = new Set(allMenuItems().flatMap((menuItem) => itemRoutes(menuItem)));
    for (const { from, to } of allMenuItems().flatMap((menuItem) => subPageRedirects(menuItem))) {
      expect(routes.has(to), to).toBe(true);
      expect(routes.has(from), from).toBe(false);
    }
  });

  it('show only span markup in subheadings', () => {
    for (const menuItem of allMenuItems()) {
      const subheading = menuItem.subheading;
      if (subheading === undefined || !subheading.includes('<')) continue;
      // docs/product/screens.md "Markup in content": markup is text that begins with "<" and ends with ">"; only span tags.
      expect(subheading, menuItem.code).toMatch(/^<.*>$/);
      const tags = subheading.match(/<\/?([a-z]+)/g) ?? [];
      for (const tag of tags) expect(tag, menuItem.code).toMatch(/^<\/?span$/);
    }
  });
});

describe('finding an item by path', () => {
  it('finds an item by its link, a sub-page or a :mode value', () => {
    expect(findMenuItemByPath('/ch4/drills/kein_vs_nicht')?.code).toBe('4dkn');
    expect(findMenuItemByPath('/ch1/irregular_verbs/memorization/practice_haben')?.code).toBe('1niv');
    expect(findMenuItemByPath('/ch2/four_cases/multi/dative')).toMatchObject({ code: '2nfc', chapter: 2 });
    expect(findMenuItemByPath('/ch6/practice_verb_conjugation/a')).toMatchObject({
      code: '6npv',
      section: 'concepts',
    });
  });

  it('ignores a missing leading slash, a trailing slash, a query and a fragment', () => {
    expect(findMenuItemByPath('ch4/practice_verb_conjugation/nehmen')?.code).toBe('4nvc');
    expect(findMenuItemByPath('/ch3/extras_definite_article/')?.section).toBe('extras');
    expect(findMenuItemByPath('/ch8/drills/word_order?x=1#top')?.code).toBe('8dwo');
  });

  it('finds nothing for chapter pages, drills indexes and unknown paths', () => {
    expect(findMenuItemByPath('/ch1')).toBeUndefined();
    expect(findMenuItemByPath('/ch1/drills')).toBeUndefined();
    expect(findMenuItemByPath('/ch1/practice_verb_conjugation/everything')).toBeUndefined();
    expect(findMenuItemByPath('/ch10/drills/adverbs')).toBeUndefined();
  });

  it('refuses a chapter that does not exist', () => {
    expect(() => getChapter(14)).toThrow(RangeError);
    expect(() => getChapter(0)).toThrow(RangeError);
  });
});

describe('conceptLessonOf', () => {
  it("finds the lesson of each word-order drill, whose rules the drill's instructions link to", () => {
    for (const [drill, lesson] of [
      ['/ch3/drills/word_order', '/ch3/word_order'],
      ['/ch8/drills/word_order', '/ch8/word_order'],
      ['/ch10/drills/word_order', '/ch10/word_order'],
    ] as const) {
      const item = findMenuItemByPath(drill);
      expect(item, drill).toBeDefined();
      expect(conceptLessonOf(item!)?.link).toBe(lesson);
    }
  });
});
