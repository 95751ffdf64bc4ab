import { pollUntilStopped } from './poll-loop';

afterEach(() => {
  jest.restoreAllMocks();
  process.removeAllListeners('SIGTERM');
  process.removeAllListeners('SIGINT');
});

describe('pollUntilStopped', () => {
  test('It should write a line only for sweeps that did something, keep polling after a failed sweep, and stop on SIGTERM', async () => {
    const out: string[] = [];
    const err: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
    let polls = 0;
    const loop = pollUntilStopped('Test loop', 1, [
      {
        label: 'Mails',
        sweep: async () => {
          polls += 1;
          if (polls === 2) throw new Error('DynamoDB Local is restarting');
          if (polls === 4) process.emit('SIGTERM');
          return polls === 3 ? { sent: 1, skipped: 0 } : { sent: 0, skipped: 2 };
        },
      },
      { label: 'Transfers', sweep: async () => ({ confirmed: 0, waiting: 3 }), quiet: ['waiting'] },
    ]);
    await loop;
    expect(polls).toBe(4);
    expect(out).toEqual(['Test loop polling every 1 ms\n', 'Mails: {"sent":1,"skipped":0}\n']);
    expect(err).toEqual(['Mails sweep failed: DynamoDB Local is restarting\n']);
  });
});
