import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is the first file a newcomer opens: a folder it does not name is a folder
// nobody is told about. This holds its tree to the folders as they are.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const doc = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

/** The annotated tree: the first fenced block after "## The tree". */
function treeLines(): string[] {
  const start = doc.indexOf('## The tree');
  const open = doc.indexOf('```', start);
  const close = doc.indexOf('```', open + 3);
  return doc
    .slice(open + 3, close)
    .split('\n')
    .slice(1);
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The names a part of the tree gives: the left column of each line below `heading` (until the tree
 * comes back to the heading's own indent), split at commas, each name's first path segment.
 */
function namesUnder(heading: string): Set<string> {
  const lines = treeLines();
  const at = lines.findIndex((line) => line.trim().split(/\s{2,}/)[0] === heading);
  if (at < 0) throw new Error(`docs/ARCHITECTURE.md's tree has no entry "${heading}"`);
  const depth = indentOf(lines[at]!);
  const names = new Set<string>();
  for (const line of lines.slice(at + 1)) {
    if (!line.trim()) continue;
    if (indentOf(line) <= depth) break;
    // The left column ends where two spaces open the description; an indented line with no name is a description.
    if (indentOf(line) > depth + 6) continue;
    const column = line.trim().split(/\s{2,}/)[0]!;
    for (const entry of column.split(',')) {
      const name = entry.trim().split('/')[0];
      if (name) names.add(name.replace(/\.tsx?$/, ''));
    }
  }
  return names;
}

const foldersOf = (dir: string) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('docs/ARCHITECTURE.md', () => {
  it.each([
    ['apps/server/src', 'apps/server/src/'],
    ['apps/web/src', 'apps/web/src/'],
    ['apps/web/src/features', 'features/'],
  ])('names every folder under %s', (dir, heading) => {
    const named = namesUnder(heading);
    const missing = foldersOf(dir).filter((folder) => !named.has(folder));
    expect(missing, `add these folders of ${dir} to docs/ARCHITECTURE.md's tree`).toEqual([]);
  });

  it('names no folder that is gone', () => {
    const features = new Set(foldersOf('apps/web/src/features'));
    const gone = [...namesUnder('features/')].filter((name) => !features.has(name));
    expect(gone, "remove these from docs/ARCHITECTURE.md's features/").toEqual([]);
  });

  it('has no merge leftovers: each entry of the tree once', () => {
    const entries = treeLines()
      .filter((line) => line.trim() && indentOf(line) <= 4)
      .map((line) => `${indentOf(line)}:${line.trim().split(/\s{2,}/)[0]}`);
    const twice = entries.filter((entry, i) => entries.indexOf(entry) !== i);
    expect(twice).toEqual([]);
  });
});
