import { headingAnchor } from '@grundlagen/core';
import { conceptLessonOf, findMenuItemByCode, type CatalogueMenuItem } from '../catalogue/index.ts';

/**
 * The lesson that teaches what a drill or extra-practice set asks, by the set's progress code,
 * with the heading of the section where it is taught, when one section teaches it. Sets not
 * named here use the chapter's concept page of the same name (conceptLessonOf); exercises,
 * which use the whole chapter, link to the chapter's page. Every drill has its lesson.
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
  '4dsc': ['4nsc'],
  '4dpa': ['4npa'],
  '4dk': ['4nk'],
  '4dkn': ['4nk', 'kein or nicht?'],
  '5dap': ['5npa'],
  '5ddp': ['5npd'],
  '5dpa': ['5nap'],
  '5dpd': ['5ndp'],
  // Prepositions with pronouns: the case a preposition takes is taught with the prepositions.
  '5dpp': ['5npa'],
  '6dsv': ['6nie'],
  '6dg': ['6npg'],
  '7dnn': ['7nnn'],
  '7dn2': ['7nnn'],
  '7dg': ['7ndv', 'gefallen: what you like is the subject'],
  '7dq': ['7nq'],
  '8dsh': ['8npt', 'haben or sein?'],
  '8dpp': ['8npt'],
  // The predicate nominative is taught with werden (and sein, bleiben).
  '9dpn': ['9nw'],
  '9df': ['9nf', 'Word order'],
  '9dtc': ['9ntc'],
  '9d2c': ['9ntc'],
  '9da': ['9na', 'Where adverbs go'],
  '10di': ['10ni'],
  '10dtc': ['10ntc', 'The rule: Wohin? or Wo?'],
  '10dtc2': ['10ntc', 'The rule: Wohin? or Wo?'],
  '11dmc': ['11nmv'],
  '11ddc': ['11ndc', 'The conjugated verb goes last'],
  '11ddw': ['11ndc', 'The conjugated verb goes last'],
  '11ddc2': ['11ndc', 'The dependent clause first: verb, comma, verb'],
  '12drp': ['12nrp'],
  '12drc1': ['12nrp'],
  '12drc2': ['12nrp'],
  '12dsa': ['12ns', 'When to use sondern'],
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
