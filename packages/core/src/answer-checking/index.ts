// Sentence checking of translation exercises: normalise, compile a translation to a matcher,
// check with near-miss hints, and the accepted answers, their count and the input length limit.
export {
  acceptedAnswerCount,
  acceptedAnswers,
  countAcceptedAnswers,
  maxInputLength,
} from './accepted-answers.ts';
export type { AcceptedAnswerCount } from './accepted-answers.ts';
export { checkSentence, closestAnswer } from './check-sentence.ts';
export type { ClosestAnswer, WordDifference } from './closest-answer.ts';
export { compileTranslation } from './compile-translation.ts';
export type {
  CaseName,
  CaseRow,
  CourseLexicon,
  GermanGrammar,
  GrammarContrast,
  GrammarDeterminer,
  GrammarNoun,
  GrammarVerb,
  DeclensionTable,
  DeclensionTables,
  EnglishParaphraseGroup,
  GermanSynonymGroup,
  LexiconCondition,
  LexiconNoun,
  NounGender,
  OptionalParticle,
  PastTenseVerb,
  SeparableSynonym,
} from './course-lexicon.ts';
export type { CompiledTranslation } from './compile-translation.ts';
export { diagnoseSentence } from './diagnosis/index.ts';
export type { DiagnoseOptions, Diagnosis, DiagnosisKind } from './diagnosis/index.ts';
export { BLANK_MARK, blankContext, showsComputedExplanation } from './blanks.ts';
export { judgeAnswer } from './judge-answer.ts';
export type { AnswerCheck, AnswerJudgement, BlankContext, JudgeAnswerOptions } from './judge-answer.ts';
export { isGermanFunctionWord } from './german-function-words.ts';
export { normaliseAnswer } from './normalise.ts';
export type {
  Alternatives,
  CheckSentenceOptions,
  Language,
  Segment,
  SentenceCheck,
  SentenceHint,
  Translation,
} from './types.ts';
