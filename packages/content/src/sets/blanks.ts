// The blank markers, apart from the schemas so that the browser can use them without the
// schema library.

/** The blank markers of fill-in sentences: '!textbox!' is the first blank, '!textbox2!' … '!textbox6!' the others. */
export const BLANK = '!textbox!';
export const BLANK_2 = '!textbox2!';
export const BLANKS = [BLANK, BLANK_2, '!textbox3!', '!textbox4!', '!textbox5!', '!textbox6!'] as const;

/** The blank's slot (0 for '!textbox!'), or -1 when the part is not a blank. */
export function blankSlot(part: string): number {
  return (BLANKS as readonly string[]).indexOf(part);
}
