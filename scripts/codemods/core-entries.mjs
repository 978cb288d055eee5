#!/usr/bin/env node
// Moves imports of the core's old single entry (`@storefront/core`) to its per-context entries
// (`@storefront/core/cart`, `/search`, `/returns`, …; decision 0810).
//
//   node scripts/codemods/core-entries.mjs           rewrites the workspace's files
//   node scripts/codemods/core-entries.mjs --check   changes nothing, exits 1 if a file would change
//
// Which entry exports which name is read from the core itself: every subpath of
// packages/core/package.json's `exports` is mapped to its source file and the TypeScript checker
// lists that module's exports, so a name added to an entry is found without touching this script.
// It can run again at any time (after a merge brings new `@storefront/core` imports): files that
// import no bare `@storefront/core` are left as they are. In a file it rewrites, all its imports of
// the core (bare and per-entry) are merged into one declaration per entry, at the first one's place,
// `import type` when every name taken from that entry is a type.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..', '..');
const coreDir = join(root, 'packages', 'core');
const BARE = '@storefront/core';
const PRINT_WIDTH = 150;
const check = process.argv.includes('--check');

/** Each public entry of the core (`@storefront/core/cart`) with the source file it is built from. */
function coreEntries() {
  const manifest = JSON.parse(readFileSync(join(coreDir, 'package.json'), 'utf8'));
  const entries = [];
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    if (subpath === '.' || typeof target !== 'object' || typeof target.types !== 'string') continue;
    const source = target.types.replace(/^\.\/dist\//, 'src/').replace(/\.d\.ts$/, '.ts');
    entries.push({ specifier: `${BARE}/${subpath.replace(/^\.\//, '')}`, file: join(coreDir, source) });
  }
  return entries;
}

/** The entry each exported name of the core comes from. A name two entries export is an error. */
function entryOfName(entries) {
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, target: ts.ScriptTarget.ES2023, noEmit: true, skipLibCheck: true },
  );
  const checker = program.getTypeChecker();
  const byName = new Map();
  const clashes = [];
  for (const entry of entries) {
    const sourceFile = program.getSourceFile(entry.file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`The core's entry ${entry.specifier} has no module at ${relative(root, entry.file)}.`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const name = symbol.getName();
      const other = byName.get(name);
      if (other && other !== entry.specifier) clashes.push(`${name} (${other} and ${entry.specifier})`);
      byName.set(name, entry.specifier);
    }
  }
  if (clashes.length > 0) throw new Error(`Names exported by two entries of the core: ${clashes.join(', ')}`);
  return byName;
}

/** The workspace's source files outside the core, tracked or new (not ignored). */
function workspaceFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', 'packages', 'scripts'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((file) => /\.(m|c)?(t|j)sx?$/.test(file) && !file.startsWith('packages/core/') && !file.startsWith('scripts/codemods/'))
    .map((file) => join(root, file));
}

function scriptKindOf(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.(m|c)?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

function isCoreSpecifier(text, entrySpecifiers) {
  return text === BARE || entrySpecifiers.has(text);
}

function renderImport(specifier, names, singleLine) {
  const typeOnly = names.every((name) => name.typeOnly);
  const parts = names.map((name) => {
    const alias = name.local === name.imported ? name.imported : `${name.imported} as ${name.local}`;
    return typeOnly || !name.typeOnly ? alias : `type ${alias}`;
  });
  const keyword = typeOnly ? 'import type' : 'import';
  const line = `${keyword} { ${parts.join(', ')} } from '${specifier}';`;
  if (singleLine || line.length <= PRINT_WIDTH) return line;
  return `${keyword} {\n${parts.map((part) => `  ${part},`).join('\n')}\n} from '${specifier}';`;
}

/** The file's text with its core imports moved to the entries, or `undefined` when it has no bare import. */
function migrate(file, text, byName, entrySpecifiers, problems) {
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKindOf(file));
  const declarations = [];
  let hasBare = false;
  for (const statement of sourceFile.statements) {
    const isImport = ts.isImportDeclaration(statement);
    const isExport = ts.isExportDeclaration(statement);
    if (!isImport && !isExport) continue;
    const moduleSpecifier = statement.moduleSpecifier;
    if (!moduleSpecifier || !ts.isStringLiteral(moduleSpecifier) || !isCoreSpecifier(moduleSpecifier.text, entrySpecifiers)) continue;
    const where = `${relative(root, file)}:${sourceFile.getLineAndCharacterOfPosition(statement.getStart()).line + 1}`;
    if (moduleSpecifier.text === BARE) hasBare = true;
    if (isExport) {
      if (moduleSpecifier.text === BARE) problems.push(`${where}: re-exports from ${BARE}; name the entry by hand`);
      continue;
    }
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (!clause || clause.name || !bindings || !ts.isNamedImports(bindings)) {
      if (moduleSpecifier.text === BARE) problems.push(`${where}: only named imports of ${BARE} can be moved`);
      continue;
    }
    const names = bindings.elements.map((element) => ({
      imported: (element.propertyName ?? element.name).text,
      local: element.name.text,
      typeOnly: clause.isTypeOnly || element.isTypeOnly,
    }));
    declarations.push({ statement, names, where });
  }
  if (!hasBare) return undefined;

  const groups = new Map();
  for (const { names, where } of declarations) {
    for (const name of names) {
      const entry = byName.get(name.imported);
      if (!entry) {
        problems.push(`${where}: ${name.imported} is exported by no entry of the core`);
        continue;
      }
      const group = groups.get(entry) ?? [];
      const same = group.find((known) => known.imported === name.imported && known.local === name.local);
      if (same) same.typeOnly &&= name.typeOnly;
      else group.push({ ...name });
      groups.set(entry, group);
    }
  }
  // A file that wrote its imports on one line each keeps doing so; otherwise long ones are broken up.
  const singleLine = declarations.every(({ statement }) => !statement.getText().includes('\n'));
  const rendered = [...groups.keys()]
    .sort()
    .map((entry) => renderImport(entry, groups.get(entry), singleLine))
    .join('\n');

  // Replace the first declaration, drop the others (with their line break), from the end backwards.
  let result = text;
  const ordered = [...declarations].sort((a, b) => b.statement.getStart() - a.statement.getStart());
  for (const [index, { statement }] of ordered.entries()) {
    const start = statement.getStart();
    let end = statement.getEnd();
    const isFirst = index === ordered.length - 1;
    if (!isFirst && result[end] === '\n') end += 1;
    result = result.slice(0, start) + (isFirst ? rendered : '') + result.slice(end);
  }
  return result;
}

const entries = coreEntries();
const entrySpecifiers = new Set(entries.map((entry) => entry.specifier));
const byName = entryOfName(entries);
const problems = [];
const changed = [];
for (const file of workspaceFiles()) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(BARE)) continue;
  const migrated = migrate(file, text, byName, entrySpecifiers, problems);
  if (migrated === undefined || migrated === text) continue;
  changed.push(relative(root, file));
  if (!check) writeFileSync(file, migrated);
}

for (const problem of problems) console.error(`✖ ${problem}`);
if (check) {
  for (const file of changed) console.error(`would change ${file}`);
  console.log(changed.length === 0 ? `Every import of the core names its entry (${entries.length} entries).` : `${changed.length} file(s) still import ${BARE}.`);
  process.exit(changed.length > 0 || problems.length > 0 ? 1 : 0);
}
console.log(`Moved the imports of ${BARE} to its ${entries.length} entries in ${changed.length} file(s).`);
process.exit(problems.length > 0 ? 1 : 0);
