import { readStackState, type StackState } from '../../infra/local/stack-state';

/** The running test stack (started by global-setup): URLs, emulator endpoints, seeded accounts. */
export function testStack(): StackState {
  const data = process.env.LOCAL_STACK_DATA_DIR;
  if (!data) throw new Error('LOCAL_STACK_DATA_DIR is not set: run this test through jest.stack.config.js');
  const state = readStackState(data);
  if (!state) throw new Error(`No local stack state in ${data}`);
  return state;
}

export function shopUrl(): string {
  const url = process.env.SHOP_URL;
  if (!url) throw new Error('SHOP_URL is not set: run this test through jest.stack.config.js');
  return url;
}

export function payUrl(): string {
  const url = process.env.PAY_URL;
  if (!url) throw new Error('PAY_URL is not set: run this test through jest.stack.config.js');
  return url;
}
