import { createElement, type ReactNode } from 'react';
import { ALLOWED_MARKUP_TAGS, isMarkup } from '@grundlagen/core';

/** Elements dropped with everything inside them; any other element not allowed keeps its text. */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
  'textarea',
]);

/** A piece of sanitised markup: text, or an allowed element with its class, lang and children. */
type Piece = string | { tag: string; className?: string; lang?: string; children: Piece[] };

/**
 * Reads markup with the browser's own parser into an inert document (nothing in it runs or
 * loads) and keeps only text and the allowed tags with `class` and `lang` (docs/product/screens.md "Markup in content").
 */
function piecesOf(node: Node): Piece[] {
  const pieces: Piece[] = [];
  for (const child of node.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) pieces.push(child.textContent ?? '');
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (ALLOWED_MARKUP_TAGS.includes(tag)) {
      pieces.push({
        tag,
        className: element.getAttribute('class') ?? undefined,
        lang: element.getAttribute('lang') ?? undefined,
        children: piecesOf(element),
      });
    } else if (!droppedWithContent.has(tag)) {
      pieces.push(...piecesOf(element));
    }
  }
  return pieces;
}

/** Content markup is a fixed set of strings, and rows re-render often: each is parsed once. */
const parsed = new Map<string, Piece[]>();

function parse(html: string): Piece[] {
  let pieces = parsed.get(html);
  if (!pieces) {
    pieces = piecesOf(new DOMParser().parseFromString(html, 'text/html').body);
    parsed.set(html, pieces);
  }
  return pieces;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function toHtml(pieces: readonly Piece[]): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeText(piece);
      const attributes = [
        piece.className === undefined ? '' : ` class="${escapeAttribute(piece.className)}"`,
        piece.lang === undefined ? '' : ` lang="${escapeAttribute(piece.lang)}"`,
      ].join('');
      return `<${piece.tag}${attributes}>${toHtml(piece.children)}</${piece.tag}>`;
    })
    .join('');
}

function toReact(pieces: readonly Piece[]): ReactNode[] {
  return pieces.map((piece, index) =>
    typeof piece === 'string'
      ? piece
      : createElement(
          piece.tag,
          { key: index, className: piece.className, lang: piece.lang },
          ...toReact(piece.children),
        ),
  );
}

/**
 * Sanitised content markup as HTML: only span tags with their class and lang survive (docs/product/screens.md "Markup in content").
 *
 * @example sanitiseMarkup('<span class="de">der</span><script>x</script>') // '<span class="de">der</span>'
 */
export function sanitiseMarkup(html: string): string {
  return toHtml(parse(html));
}

/** Content text: plain text as it is, markup ("<…>") rendered from its sanitised pieces. */
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
  return <Tag className={className}>{toReact(parse(text))}</Tag>;
}
