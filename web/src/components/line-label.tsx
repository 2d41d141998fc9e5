/** Words per line of a tile or card label (docs/product.md §9). */
export const WORDS_PER_LINE = 4;

/** linesOf splits a label into lines of WORDS_PER_LINE words. */
export function linesOf(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  for (let i = 0; i < words.length; i += WORDS_PER_LINE) lines.push(words.slice(i, i + WORDS_PER_LINE).join(' '));
  return lines;
}

/**
 * LineLabel shows a tile or card label in lines of four words. The breaks are visual only: the
 * text reads as one phrase to a screen reader and when copied.
 */
export function LineLabel({ text }: { text: string }) {
  return (
    <>
      {linesOf(text).map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {index > 0 && ' '}
          {line}
        </span>
      ))}
    </>
  );
}
