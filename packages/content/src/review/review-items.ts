import { dictionaryTerm, type AnswerCheck, type Language } from '@grundlagen/core';
import { allMenuItems, findMenuItemByCode, type CatalogueMenuItem } from '../catalogue/index.ts';
import { loadNewMaterial } from '../lessons/registry.ts';
import type { MemoryTable, MemorizationUnit } from '../lessons/schema.ts';
import { vocabularyEntries } from '../vocabulary/index.ts';
import type { VocabularyEntry } from '../vocabulary/schema.ts';

/**
 * One card of spaced review (issue 25): what is asked, how the answer is checked, and where
 * the point is taught. Its `id` is stable across content edits that do not change the word or
 * the table cell, so a learner's memory state stays with it.
 */
export interface ReviewItem {
  readonly id: string;
  readonly chapter: number;
  /** The page the card comes from, by name ("Vocabulary", "The Definite Article"). */
  readonly topic: string;
  /** The progress code whose passed test made the card. */
  readonly code: string;
  readonly prompt: string;
  readonly promptLang: Language;
  /** What to type, e.g. "German, nouns with their article". */
  readonly instruction: string;
  readonly check: AnswerCheck;
  /** Where the point is taught. */
  readonly link: string;
}

type Noun = Extract<VocabularyEntry, { type: 'noun' }>;

/** What the learner types for an entry in German: nouns with their article (as the trainer asks). */
export function germanAnswer(entry: VocabularyEntry): string {
  if (entry.type !== 'noun') return entry.germanRoot;
  const noun: Noun = entry;
  if (noun.onlyPlural) return `die ${noun.germanPl ?? noun.germanRoot}`;
  return noun.article ? `${noun.article} ${noun.germanRoot}` : noun.germanRoot;
}

/** The English answers of an entry, without the explanations in brackets ("me (acc.)" → "me"). */
export function englishAnswers(entry: VocabularyEntry): string[] {
  return entry.englishTransl.map((translation) => translation.replace(/\s*\(.*?\)\s*/g, ' ').trim());
}

const vocabularyCode = (chapter: number) => `${chapter}nv`;

function slug(text: string): string {
  return text.replace(/\s+/g, '_');
}

/**
 * Two cards for each word of a chapter whose vocabulary test was passed: English → German
 * (the test's direction, nouns with their article) and German → English (the trainer's).
 */
export function vocabularyReviewItems(chapter: number): ReviewItem[] {
  const item = findMenuItemByCode(vocabularyCode(chapter));
  if (!item) return [];
  const seen = new Set<string>();
  return vocabularyEntries()
    .filter((entry) => entry.chapter === chapter)
    .flatMap(({ entry }) => {
      let key = `${entry.type}:${slug(entry.germanRoot)}`;
      // Two entries may share a headword inside a chapter (sein: to be / his): number the second.
      for (let n = 2; seen.has(key); n += 1) key = `${entry.type}:${slug(entry.germanRoot)}:${n}`;
      seen.add(key);
      const common = { chapter, topic: item.name, code: item.code, link: `${item.link}/goal` };
      const toGerman: ReviewItem = {
        ...common,
        id: `v${chapter}:${key}:de`,
        prompt: entry.englishTransl.join(', '),
        promptLang: 'en',
        instruction: entry.type === 'noun' ? 'The German, with its article' : 'The German',
        check: { kind: 'words', accepted: [germanAnswer(entry)], language: 'de' },
      };
      const toEnglish: ReviewItem = {
        ...common,
        id: `v${chapter}:${key}:en`,
        prompt: dictionaryTerm(entry).term,
        promptLang: 'de',
        instruction: 'The English',
        check: {
          kind: 'words',
          accepted: englishAnswers(entry),
          language: 'en',
          caseInsensitive: true,
          ...(entry.type === 'verb' ? { verb: true } : {}),
        },
      };
      return [toGerman, toEnglish];
    });
}

const tags = /<[^>]*>/g;
const plain = (text: string) => text.replace(tags, '').trim();

/** One card for each cell to recall in the tables of a unit's test pages. */
export function tableReviewItems(item: CatalogueMenuItem, unit: MemorizationUnit): ReviewItem[] {
  return Object.entries(unit.pages)
    .filter(([, page]) => page.mode === 'test')
    .flatMap(([path, page]) =>
      page.tables.flatMap((table: MemoryTable, tableIndex) =>
        table.rows.flatMap((row, rowIndex) =>
          row.cells.flatMap((cell, cellIndex): ReviewItem[] => {
            if (cell.given) return [];
            const column = plain(table.head[cellIndex + 1] ?? '');
            const where = [plain(row.label), column].filter((part) => part !== '').join(', ');
            return [
              {
                id: `t:${item.code}:${path}:${tableIndex}-${rowIndex}-${cellIndex}`,
                chapter: item.chapter,
                topic: item.name,
                code: item.code,
                prompt: `${plain(table.caption)}: ${where}`,
                promptLang: 'en',
                instruction: 'The form from the table',
                check: { kind: 'words', accepted: [cell.answer, ...(cell.accepted ?? [])], language: 'de' },
                link: item.link,
              },
            ];
          }),
        ),
      ),
    );
}

/**
 * Every review card a learner has earned, from their progress codes: both directions of each
 * word of a chapter whose vocabulary test was passed, and every cell of each memorisation or
 * review unit whose test was passed. Units load on demand, so this is async.
 *
 * @example (await reviewItemsFor(['1nv'])).length // two cards for each word of chapter 1
 */
export async function reviewItemsFor(codes: readonly string[]): Promise<ReviewItem[]> {
  const passed = new Set(codes);
  const units = allMenuItems().filter(
    (item) => (item.kind === 'memorization' || item.kind === 'review') && passed.has(item.code),
  );
  const tables = await Promise.all(
    units.map(async (item) => {
      const material = await loadNewMaterial(item.code).catch(() => undefined);
      return material?.kind === 'memorization' ? tableReviewItems(item, material) : [];
    }),
  );
  const vocabulary = allMenuItems()
    .filter((item) => item.kind === 'vocabulary' && passed.has(item.code))
    .flatMap((item) => vocabularyReviewItems(item.chapter));
  return [...vocabulary, ...tables.flat()].sort((a, b) => a.chapter - b.chapter);
}
