import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChildProcesses } from './child-processes';

describe('ChildProcesses', () => {
  const folder = mkdtempSync(join(tmpdir(), 'aso-children-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('It should start a worker marked restartOnExit again when it dies, without reporting the stack broken', async () => {
    const children = new ChildProcesses();
    const unexpected = jest.fn();
    children.onUnexpectedExit(unexpected);
    const first = children.start({ name: 'worker', command: process.execPath, args: ['-e', 'setTimeout(() => {}, 60000)'], logFile: join(folder, 'worker.log'), restartOnExit: true });
    const firstPid = first.process.pid;
    first.process.kill('SIGKILL');
    await first.exited;
    await new Promise((wake) => setTimeout(wake, 100));
    const running = (children as unknown as { children: { process: { pid?: number }; alive(): boolean }[] }).children;
    expect(running).toHaveLength(1);
    expect(running[0]?.process.pid).not.toBe(firstPid);
    expect(running[0]?.alive()).toBe(true);
    expect(unexpected).not.toHaveBeenCalled();
    await children.stopAll();
    expect(running[0]?.alive()).toBe(false);
  });

  test('It should report a service that dies as an unexpected exit', async () => {
    const children = new ChildProcesses();
    const unexpected = jest.fn();
    children.onUnexpectedExit(unexpected);
    const service = children.start({ name: 'service', command: process.execPath, args: ['-e', 'process.exit(3)'], logFile: join(folder, 'service.log') });
    await service.exited;
    await new Promise((wake) => setTimeout(wake, 50));
    expect(unexpected).toHaveBeenCalledWith(service, 3);
  });
});
