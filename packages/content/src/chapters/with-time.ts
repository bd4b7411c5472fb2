// The English answers of a sentence whose time expression may stand at the end or at the start
// ("We went home yesterday." / "Yesterday we went home."), shared by the chapter exercises.

/**
 * Words that keep their capital inside an English sentence: I (and I'm, I've, I'd, I'll) and the
 * course's names of people and places. A clause that starts with another name adds it here.
 */
const CAPITALISED =
  /^(I|I'm|I've|I'd|I'll|Paul|Lena|Anna|Jonas|Mr|Mrs|Ms|Berlin|Hamburg|Munich|Germany|German|English)\b/;

/**
 * A clause as it reads after a fronted time word: its first letter lower-cased, unless its first
 * word is I or a name (Yesterday there was …, Yesterday I …, Yesterday evening Paul …).
 */
export function afterFrontedTime(clause: string): string {
  return CAPITALISED.test(clause) ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
}

/**
 * The sentences of each clause with one of the time expressions at its end or at its start: one
 * segment of whole-sentence alternatives, so that the time expression is never left out or given
 * twice.
 */
export function withTime(times: readonly string[], clauses: readonly string[]): string[][] {
  const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [
    times.flatMap((time) =>
      clauses.flatMap((clause) => [
        `${upper(clause)} ${time}.`,
        `${upper(time)} ${afterFrontedTime(clause)}.`,
      ]),
    ),
  ];
}
