import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { needsBuild } from './build-assets';

function touch(file: string, secondsAgo: number): void {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, 'x');
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(file, when, when);
}

describe('needsBuild', () => {
  const asset = { what: 'the app', script: 'build:app', output: 'app/dist/index.html', source: 'app/build.ts', inputs: ['app/src'] };

  test('It should build when the output is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'aso-build-'));
    touch(join(root, 'app/src/main.ts'), 60);
    expect(needsBuild(root, asset)).toBe(true);
  });

  test('It should rebuild when a source is newer than the output, and not otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'aso-build-'));
    touch(join(root, 'app/src/deep/main.ts'), 60);
    touch(join(root, 'app/dist/index.html'), 30);
    expect(needsBuild(root, asset)).toBe(false);
    touch(join(root, 'app/src/deep/main.ts'), 0);
    expect(needsBuild(root, asset)).toBe(true);
  });
});
