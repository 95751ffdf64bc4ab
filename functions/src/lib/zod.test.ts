import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as z from './zod';

const sourceRoot = join(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether `node` is `/* @__PURE__ *\/ z.pure(…)`. */
function isPureSchema(node: ts.Expression, text: string): boolean {
  if (!ts.isCallExpression(node) || node.expression.getText() !== 'z.pure') return false;
  return text.slice(node.pos, node.getStart()).includes('/* @__PURE__ */');
}

/**
 * Module-level values a file builds with zod (`z.…` anywhere in the initializer) that are not wrapped in
 * `z.pure`. A route's own `httpRoute({ … })` is left alone: its bundle uses every schema in it.
 */
function unwrappedSchemas(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  if (!/^import \* as z from /m.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration) => {
      const value = declaration.initializer;
      if (!value || ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return [];
      if (!/\bz\./.test(value.getText()) || /^httpRoute\(/.test(value.getText()) || isPureSchema(value, text)) return [];
      return [`${relative(sourceRoot, file)}: ${declaration.name.getText()}`];
    });
  });
}

describe('pure', () => {
  test('It should answer what it builds, built once', () => {
    const build = jest.fn(() => z.object({ name: z.string() }));
    const schema = z.pure(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(schema.parse({ name: 'Ada' })).toEqual({ name: 'Ada' });
  });

  test('It should wrap every module-level schema of the functions, so a bundle leaves out those its route never uses', () => {
    expect(sourceFiles(sourceRoot).flatMap(unwrappedSchemas)).toEqual([]);
  });
});
