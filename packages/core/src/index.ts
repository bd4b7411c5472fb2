// The public entry of @grundlagen/core: pure domain logic, no DOM, no I/O, no React.
export { checkWords } from './drill-check/check-words.ts';
export type { CheckWordsOptions, WordVerdict } from './drill-check/check-words.ts';
export { isOtherFormOf, judgeWords } from './drill-check/judge-words.ts';
export type { JudgeWordsOptions, WordHint, WordJudgement } from './drill-check/judge-words.ts';
export {
  addCode,
  isProgressCode,
  parseCompletedList,
  removeCode,
  serializeCompletedList,
} from './progress/progress-codes.ts';
export {
  choiceSetComplete,
  choiceState,
  isOrderCorrect,
  ONE_WORD_MINIMUM_LENGTH,
  shortestAnswerLength,
  SUBJECT_PRONOUN_MINIMUM_LENGTH,
  TRANSLATION_MINIMUM_LENGTH,
  typedSetComplete,
  wordOrderComplete,
} from './progress/completion.ts';
export type {
  ChoiceState,
  TypedInput,
  TypedSetOptions,
  VisitState,
  WordOrderItemState,
} from './progress/completion.ts';
export { DEFAULT_CHAPTER, parseChapterNumber } from './navigation/chapter-number.ts';
export {
  inputLengthLimit,
  inputWidth,
  SENTENCE_INPUT_LENGTH,
  STORED_ANSWER_MAX_LENGTH,
} from './practice/input-length.ts';
export type { AcceptedInput, InputWidth } from './practice/input-length.ts';
export { arrangeChunks, decodeWordOrder, encodeWordOrder, wordOrderSentence } from './practice/word-order.ts';
export type { WordOrderChunk } from './practice/word-order.ts';
export {
  offersSpecialCharacters,
  PRACTICE_GOAL,
  practiceGoalReached,
  SPECIAL_CHARACTERS_UNTIL_CHAPTER,
  testPassed,
  VOCABULARY_TEST_SIZE,
} from './practice/goals.ts';
export { dictionaryTerm } from './vocabulary/dictionary-term.ts';
export { spokenTerm } from './vocabulary/spoken-term.ts';
export type { DictionaryEntryFields, DictionaryTerm, VocabularyType } from './vocabulary/dictionary-term.ts';
export { ALLOWED_MARKUP_TAGS, isMarkup } from './display/markup.ts';
export { headingAnchor } from './display/heading-anchor.ts';
export { deviceClass, PHONE_LAYOUT_MAX_WIDTH } from './display/device-class.ts';
export type { DeviceClass } from './display/device-class.ts';
export {
  acceptedAnswerCount,
  acceptedAnswers,
  BLANK_MARK,
  blankContext,
  checkSentence,
  closestAnswer,
  compileTranslation,
  countAcceptedAnswers,
  diagnoseSentence,
  isGermanFunctionWord,
  judgeAnswer,
  maxInputLength,
  normaliseAnswer,
  showsComputedExplanation,
} from './answer-checking/index.ts';
export type {
  AcceptedAnswerCount,
  Alternatives,
  CaseName,
  AnswerCheck,
  AnswerJudgement,
  BlankContext,
  CaseRow,
  CheckSentenceOptions,
  CourseLexicon,
  GermanGrammar,
  GrammarContrast,
  GrammarDeterminer,
  GrammarNoun,
  GrammarVerb,
  DeclensionTable,
  DiagnoseOptions,
  Diagnosis,
  DiagnosisKind,
  DeclensionTables,
  EnglishParaphraseGroup,
  GermanSynonymGroup,
  LexiconCondition,
  JudgeAnswerOptions,
  LexiconNoun,
  NounGender,
  OptionalParticle,
  PastTenseVerb,
  SeparableSynonym,
  ClosestAnswer,
  CompiledTranslation,
  Language,
  Segment,
  SentenceCheck,
  SentenceHint,
  Translation,
  WordDifference,
} from './answer-checking/index.ts';
export { judgeReviewAnswer, reviewSolution } from './review/review-check.ts';
export type { ReviewOutcome, ReviewVerdict } from './review/review-check.ts';
export {
  DESIRED_RETENTION,
  isDue,
  newCardState,
  nextDue,
  reviewRating,
  scheduleReview,
} from './review/schedule.ts';
export type { CardState, ReviewRating } from './review/schedule.ts';
