import DOMPurify from 'dompurify';
import { ALLOWED_MARKUP_TAGS, isMarkup } from '@grundlagen/core';

/** Sanitised content markup: only span tags with a class survive (spec §5). */
export function sanitiseMarkup(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_MARKUP_TAGS],
    ALLOWED_ATTR: ['class', 'lang'],
  });
}

/** Content text: plain text as it is, markup ("<…>") sanitised. */
export function Markup({
  text,
  as: Tag = 'span',
  className,
}: {
  text: string;
  as?: 'span' | 'p' | 'div';
  className?: string;
}) {
  if (!isMarkup(text)) return <Tag className={className}>{text}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitiseMarkup(text) }} />;
}
