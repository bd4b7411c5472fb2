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
  CHAPTER_COUNT,
  chapterPath,
  chapterRoutes,
  conceptLessonOf,
  drillsIndexPath,
  findMenuItemByCode,
  findMenuItemByPath,
  getChapter,
  itemRoutes,
  newMaterialNeighbours,
  subPageRedirects,
  sectionItems,
  sectionLabel,
  sections,
} from './catalogue/index.ts';
export type { CatalogueMenuItem, PageLink } from './catalogue/index.ts';
export { loadCatalogue } from './catalogue/load.ts';
export {
  catalogueSchema,
  chapterSchema,
  menuItemSchema,
  navigationLinkSchema,
  pageKindSchema,
  subPageSchema,
} from './catalogue/schema.ts';
export { sectionFields, sectionLetters } from './catalogue/sections.ts';
export type { Chapter, MenuItem, NavigationLink, PageKind, Section, SubPage } from './catalogue/schema.ts';
export { courseLexicon } from './lexicon/course-lexicon.ts';
export { diagnoseAnswer } from './diagnose-answer.ts';
export { vocabularyEntries } from './vocabulary/index.ts';
export type { ChapterVocabularyEntry } from './vocabulary/index.ts';
export { vocabularyEntrySchema } from './vocabulary/schema.ts';
export type { VocabularyEntry } from './vocabulary/schema.ts';
export { setItemCount, writtenSetCounts } from './sets/item-count.ts';
export { hasPracticeSet, loadPracticeSet, practiceSetTables, questionCount } from './sets/registry.ts';
export { resolveWord } from './sets/resolve-word.ts';
export type { WordEntry } from './sets/resolve-word.ts';
export { answerLayout, exerciseAnswerLanguage } from './sets/answer-layout.ts';
export type { AnswerColumn, AnswerLayout } from './sets/answer-layout.ts';
export { BLANK, BLANK_2, BLANKS, blankSlot } from './sets/blanks.ts';
export { practiceSetSchema, verbConjugationSchema } from './sets/schema.ts';
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
export { hasNewMaterial, hasPracticePage, loadNewMaterial, loadPracticePage } from './lessons/registry.ts';
export { newMaterialSchema, practicePageSchema } from './lessons/schema.ts';
export type {
  ConceptLesson,
  LessonBlock,
  MemorizationUnit,
  MemoryTable,
  NewMaterial,
  PracticeItem,
  PracticePage,
  UnitPage,
} from './lessons/schema.ts';
export { VERB_PRACTICE_PERSONS, verbsForPracticeMode, verbsUpTo } from './sets/verbs.ts';
export {
  CASES,
  definiteArticles,
  endingsAfterDefinite,
  endingsAfterIndefinite,
  genderOf,
  indefiniteArticles,
} from './grammar/articles.ts';
export type { Gender, GrammaticalCase } from './grammar/articles.ts';
export {
  COMPARISON_CHAPTER,
  attributiveStem,
  comparisonExceptions,
  comparisonForms,
  comparisonOf,
  inflectedForms,
  isCompared,
} from './grammar/comparison.ts';
export type { Comparison } from './grammar/comparison.ts';
export { derWordEndings, derWords, derWordTable } from './grammar/der-words.ts';
export type { DerWord, DerWordTable } from './grammar/der-words.ts';
export { N_NOUNS_CHAPTER, expectedNNounPlural, nNounForms } from './grammar/n-nouns.ts';
export type { NNoun, NNounForms } from './grammar/n-nouns.ts';
export { OBJECT_PRONOUNS_CHAPTER, PERSONS, personalPronouns } from './grammar/personal-pronouns.ts';
export type { Person, PersonalPronoun } from './grammar/personal-pronouns.ts';
export {
  POSSESSIVES_CHAPTER,
  einWordEndings,
  einWordTable,
  keinTable,
  possessiveAdjectives,
} from './grammar/possessives.ts';
export type { CaseForms, GenderTable, PossessiveAdjective } from './grammar/possessives.ts';
export { contractions, prepositions } from './grammar/prepositions.ts';
export type { Contraction, Preposition, PrepositionCases } from './grammar/prepositions.ts';
export { REFLEXIVE_CHAPTER, reflexiveByVerbPerson, reflexivePronouns } from './grammar/reflexive-pronouns.ts';
export type { ReflexivePronoun } from './grammar/reflexive-pronouns.ts';
export { RELATIVE_PRONOUNS_CHAPTER, relativePronouns } from './grammar/relative-pronouns.ts';
export { umlaut } from './grammar/umlaut.ts';
export {
  IRREGULAR_IMPERATIVES,
  SEPARABLE_PREFIXES,
  STEM_CHANGES,
  changedStem,
  imperative2psForms,
  needsLinkingE,
  presentStem,
  regularPresent,
  splitSeparable,
  stemChangedPresent,
} from './grammar/verbs.ts';
export type { PresentForms, StemChange } from './grammar/verbs.ts';
export { IMPERATIVES_CHAPTER, PARTICIPLES_CHAPTER, formIndex } from './progression/form-index.ts';
export {
  englishAnswers,
  germanAnswer,
  reviewItemsFor,
  tableReviewItems,
  vocabularyReviewItems,
} from './review/review-items.ts';
export type { ReviewItem } from './review/review-items.ts';
export { teachingLesson } from './review/teaching-lesson.ts';
export type { TeachingLesson } from './review/teaching-lesson.ts';
