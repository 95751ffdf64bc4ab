import { readFileSync } from 'node:fs';
import { payUrl, shopUrl, testStack } from '../support/stack';

/** Local addresses of the listening TCP sockets on a port, from the kernel's socket tables (Linux). */
function listenAddresses(port: number): string[] {
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const [local, , state] = line.trim().split(/\s+/).slice(1, 4);
      if (!local || state !== '0A') continue;
      const [address, hexPort] = local.split(':');
      if (address && Number.parseInt(hexPort ?? '', 16) === port) addresses.push(address);
    }
  }
  return addresses;
}

/** 127.0.0.1 and ::1 as the kernel writes them (32-bit words in host byte order). */
const loopback = new Set(['0100007F', '00000000000000000000000001000000']);

const portOf = (url: string) => Number(new URL(url).port);

describe('the local stack on loopback', () => {
  test('It should bind the Shop and Pay gateways and the Cognito, S3 and SES emulators to loopback only', () => {
    const { endpoints } = testStack();
    // DynamoDB Local has no option to choose its address (see README); it holds the tables, not the mailbox.
    const listeners = {
      shop: portOf(shopUrl()),
      pay: portOf(payUrl()),
      cognito: portOf(endpoints.cognito),
      s3: portOf(endpoints.s3),
      ses: portOf(endpoints.ses),
    };
    for (const [name, port] of Object.entries(listeners)) {
      const addresses = listenAddresses(port);
      expect({ name, listening: addresses.length > 0 }).toEqual({ name, listening: true });
      expect({ name, addresses: addresses.filter((address) => !loopback.has(address)) }).toEqual({ name, addresses: [] });
    }
  });
});
