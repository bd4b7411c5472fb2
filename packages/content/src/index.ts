// The public entry of @grundlagen/content: the catalogue of the 13 chapters and its tables.
export {
  answerColumns,
  answerTables,
  drillTables,
  exerciseTables,
  progressColumns,
  progressTable,
} from './catalogue/tables.ts';
export {
  allMenuItems,
  catalogue,
  chapterPath,
  chapterRoutes,
  drillsIndexPath,
  findMenuItemByCode,
  findMenuItemByPath,
  getChapter,
  itemRoutes,
  sectionItems,
  sectionLabel,
  sections,
} from './catalogue/index.ts';
export type { CatalogueMenuItem } from './catalogue/index.ts';
export { loadCatalogue } from './catalogue/load.ts';
export {
  catalogueSchema,
  chapterSchema,
  menuItemSchema,
  navigationLinkSchema,
  pageKindSchema,
  sectionFields,
  sectionLetters,
  subPageSchema,
} from './catalogue/schema.ts';
export type { Chapter, MenuItem, NavigationLink, PageKind, Section, SubPage } from './catalogue/schema.ts';
export { vocabularyEntries } from './vocabulary/index.ts';
export type { ChapterVocabularyEntry } from './vocabulary/index.ts';
export { vocabularyEntrySchema } from './vocabulary/schema.ts';
export type { VocabularyEntry } from './vocabulary/schema.ts';
export { setItemCount, writtenSetCounts } from './sets/item-count.ts';
export { hasPracticeSet, loadPracticeSet, practiceSetTables, questionCount } from './sets/registry.ts';
export { resolveWord } from './sets/resolve-word.ts';
export type { WordEntry } from './sets/resolve-word.ts';
export {
  BLANK,
  BLANK_2,
  BLANKS,
  blankSlot,
  practiceSetSchema,
  verbConjugationSchema,
} from './sets/schema.ts';
export type {
  ChoiceDrill,
  ExerciseSet,
  FillInDrill,
  PracticeSet,
  SentencePart,
  SubjectPronounDrill,
  VerbConjugation,
  WordInfo,
  WordOrderDrill,
} from './sets/schema.ts';
export { hasNewMaterial, loadNewMaterial } from './lessons/registry.ts';
export { newMaterialSchema } from './lessons/schema.ts';
export type {
  ConceptLesson,
  LessonBlock,
  MemorizationUnit,
  MemoryTable,
  NewMaterial,
  UnitPage,
} from './lessons/schema.ts';
export { verbsUpTo } from './sets/verbs.ts';
export {
  CASES,
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  genderOf,
  indefiniteArticles,
} from './grammar/articles.ts';
export type { Gender, GrammaticalCase } from './grammar/articles.ts';
