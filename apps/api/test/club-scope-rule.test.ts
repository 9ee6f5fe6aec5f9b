import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One scoping rule (issue 21): only `src/db/` names the club column. Everywhere else a
 * query is put in its club through the helpers there: `inClub()` (db/scope.ts) for drizzle
 * queries, `aliasInClub()`, `sameClub()` and `clubIdColumn` (db/club-sql.ts) for SQL
 * written by hand. A filter written by hand is one that can be forgotten or mistyped in a
 * copy; the helpers are one place to read, and a search for them finds every club filter.
 *
 * The scan reads each file as TypeScript reads it, so comments may name the column
 * (explaining an index is fine) while any code that does is caught: SQL text, strings,
 * names. Tests may write their own SQL, and are not scanned.
 */
const srcRoot = path.resolve(import.meta.dirname, '../src');
const COLUMN = 'organisation_id';

/** Where the column is named in `source`'s code (not its comments), by line. */
function clubColumnNamed(source: string, fileName = 'sample.ts') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; kind: 'name' | 'text'; code: string }[] = [];
  const visit = (node: ts.Node) => {
    // Identifiers and the literals that hold text; comments are trivia, never nodes.
    const kind = ts.isIdentifier(node) || ts.isPrivateIdentifier(node) ? 'name' : 'text';
    // Literals: strings, numbers, regular expressions, JSX text and each piece of a template.
    const literal =
      node.kind >= ts.SyntaxKind.FirstLiteralToken && node.kind <= ts.SyntaxKind.LastTemplateToken;
    if (kind === 'name' || literal) {
      const text = node.getText(file);
      let at = text.indexOf(COLUMN);
      while (at >= 0) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart(file) + at);
        found.push({ line: line + 1, kind, code: source.split('\n')[line].trim() });
        at = text.indexOf(COLUMN, at + COLUMN.length);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Code outside db/ that may name the column, each with why. Only as a name (a property),
 * so SQL written in the same file is still caught.
 */
const allowed: { file: string; kind: 'name'; why: string }[] = [
  {
    // The local mailbox's file format (one JSON file per mail, read by developers and the
    // browser journeys): a field of a JSON document, not SQL.
    file: 'adapters/mail/mailbox.ts',
    kind: 'name',
    why: 'JSON field of a mailbox file',
  },
  // The local SMS box's file format, as the mailbox's.
  { file: 'adapters/sms/smsbox.ts', kind: 'name', why: 'JSON field of an SMS box file' },
];

const isAllowed = (file: string, hit: { kind: string }) =>
  allowed.some((a) => a.file === file && a.kind === hit.kind);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `file:line: code` for each place outside db/ that names the column and is not allowed. */
function offenders(root: string) {
  return sourceFiles(root)
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .filter((file) => !file.startsWith('db/'))
    .flatMap((file) =>
      clubColumnNamed(readFileSync(path.join(root, file), 'utf8'), file)
        .filter((hit) => !isAllowed(file, hit))
        .map((hit) => `${file}:${hit.line}: ${hit.code}`),
    );
}

describe('one scoping rule: only db/ names organisation_id', () => {
  it('no code outside src/db/ names the club column (use inClub, aliasInClub, sameClub)', () => {
    expect(offenders(srcRoot)).toEqual([]);
  });

  it('the scan catches the column in SQL, strings and names, by line', () => {
    // Sample source (a template literal: \` and \${ are its own backticks and holes).
    const sample = `const url = 'https://example.test/a'; // a comment after a string with //
const q = sql\`select 1 from shifts s
  where s.organisation_id = \${orgId}\`;
const col = sql.raw('organisation_id');
const nested = sql\`\${a} \${sql\`x.organisation_id\`} b\`;
const row = { organisation_id: 1 };
const re = /organisation_id/;`;
    expect(clubColumnNamed(sample).map(({ line, kind }) => [line, kind])).toEqual([
      [3, 'text'], // the filter inside the template, on its own line
      [4, 'text'], // a string
      [5, 'text'], // a template nested in a hole
      [6, 'name'], // a property
      [7, 'text'], // a regular expression
    ]);
  });

  it('the scan leaves comments alone', () => {
    const sample = `// where s.organisation_id = $1
/* the (organisation_id, start) index */
/**
 * Every statement names the club (\`organisation_id = $org\`).
 */
export const x = 1; // organisation_id
const q = sql\`select \${/* organisation_id */ a}\`;`;
    expect(clubColumnNamed(sample)).toEqual([]);
  });

  it('the mailbox may name it as a JSON field, but not in SQL', () => {
    const mailbox = 'adapters/mail/mailbox.ts';
    const named = clubColumnNamed('const e = { organisation_id: 1 };', mailbox);
    const inSql = clubColumnNamed('const q = sql`where organisation_id = 1`;', mailbox);
    expect(named).toHaveLength(1);
    expect(named.every((hit) => isAllowed(mailbox, hit))).toBe(true);
    expect(inSql).toHaveLength(1);
    expect(inSql.some((hit) => isAllowed(mailbox, hit))).toBe(false);
  });
});
