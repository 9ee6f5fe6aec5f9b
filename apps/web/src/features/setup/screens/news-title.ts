/** Longest title shown for a news item in lists and dialogs. */
const TITLE_LENGTH = 80;

/**
 * What a news item is called (news has no title field: spec "News item: id, content,
 * posted, show_until"): its first line of text with the markdown marks taken off, cut at
 * a word near 80 characters.
 */
export function newsTitle(content: string): string {
  const line =
    content
      .split('\n')
      .map((l) => plainText(l))
      .find((l) => l !== '') ?? '';
  if (line.length <= TITLE_LENGTH) return line;
  const cut = line.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > TITLE_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A markdown line as a reader sees it: no heading, quote or list marks, links as their text. */
function plainText(line: string): string {
  return line
    .replace(/^\s{0,3}(#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)+/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
