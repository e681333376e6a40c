/**
 * A LIKE pattern matching `text` anywhere in a column: `%` and `_` a person typed are matched as
 * themselves (escaped with `\`, PostgreSQL's default escape), never as wildcards.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
