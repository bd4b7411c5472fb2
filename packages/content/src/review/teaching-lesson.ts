import { headingAnchor } from '@grundlagen/core';
import { conceptLessonOf, findMenuItemByCode, type CatalogueMenuItem } from '../catalogue/index.ts';

/**
 * The lesson that teaches what a drill or extra-practice set asks, by the set's progress code,
 * with the heading of the section where it is taught, when one section teaches it. Sets not
 * named here use the chapter's concept page of the same name (conceptLessonOf); exercises,
 * which use the whole chapter, link to the chapter's page.
 */
const lessons: Readonly<Record<string, readonly [lesson: string, heading?: string]>> = {
  '1dsp': ['1nsp', 'Three words for "you"'],
  '1duv': ['1nrv', 'Stem and ending'],
  '2dda': ['2nda'],
  '2dia': ['2nia'],
  '2dgd': ['2nfc'],
  '2xda': ['2nda'],
  '2xia': ['2nia'],
  '3dda': ['3nda', 'Only two endings: -e and -en'],
  '3dia': ['3nia'],
  '3xda': ['3nda', 'Only two endings: -e and -en'],
  '3xia': ['3nia'],
};

export interface TeachingLesson {
  /** The lesson's progress code (undefined for a chapter's page). */
  readonly code?: string;
  /** The lesson page's name. */
  readonly name: string;
  /** Its link, with the section's anchor when there is one (`/ch1/subject_pronoun#three-words-for-you`). */
  readonly link: string;
}

/**
 * Where the point of a set is taught.
 *
 * @example teachingLesson('1dsp')?.link // '/ch1/subject_pronoun#three-words-for-you'
 * @example teachingLesson('1ege')?.link // '/ch1'
 */
export function teachingLesson(setCode: string): TeachingLesson | undefined {
  const item = findMenuItemByCode(setCode);
  if (!item) return undefined;
  const named = lessons[setCode];
  const lesson: CatalogueMenuItem | undefined = named ? findMenuItemByCode(named[0]) : conceptLessonOf(item);
  if (lesson) {
    const heading = named?.[1];
    return {
      code: lesson.code,
      name: lesson.name,
      link: heading ? `${lesson.link}#${headingAnchor(heading)}` : lesson.link,
    };
  }
  return { name: `Chapter ${item.chapter}`, link: `/ch${item.chapter}` };
}
