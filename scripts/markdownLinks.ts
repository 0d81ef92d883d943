/** Reads the local links of a markdown file and the anchors its headings make, as GitHub renders them. */

export interface MarkdownLink {
  /** The target as written: a path, a path with `#anchor`, or `#anchor` alone. */
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
const INLINE_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
const HTML_TARGET = /<(?:a|img)\s[^>]*?(?:href|src)="([^"]+)"/g;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Lines outside fenced code blocks, with inline code spans blanked (a link inside code is text, not a link). */
function proseLines(markdown: string): Array<{ text: string; line: number }> {
  const lines: Array<{ text: string; line: number }> = [];
  let inFence = false;
  markdown.split('\n').forEach((text, index) => {
    if (FENCE.test(text)) {
      inFence = !inFence;
      return;
    }
    if (!inFence) lines.push({ text: text.replace(/`+[^`]*`+/g, (code) => ' '.repeat(code.length)), line: index + 1 });
  });
  return lines;
}

/** Links that point into the repository (no scheme such as https: or mailto:). */
export function localLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  for (const { text, line } of proseLines(markdown)) {
    for (const [, target = ''] of text.matchAll(INLINE_LINK)) links.push({ target, line });
    for (const [, target = ''] of text.matchAll(HTML_TARGET)) links.push({ target, line });
    const definition = REFERENCE_DEFINITION.exec(text);
    if (definition?.[1]) links.push({ target: definition[1], line });
  }
  return links.filter((link) => link.target !== '' && !SCHEME.test(link.target) && !link.target.startsWith('//'));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a file offers: its headings' slugs (repeats get -1, -2 …) and explicit id/name attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (heading) {
      const slug = headingSlug(heading[1] ?? '');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const [, anchor = ''] of text.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(anchor);
  }
  return anchors;
}
