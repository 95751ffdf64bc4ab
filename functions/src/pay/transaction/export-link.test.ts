import { exportLinkMerchant, openExportLink, signExportLink } from './export-link';
import { csvCell, toCsv } from './transactions-csv';

describe('Pay transaction export', () => {
  const link = { merchantId: '1001', filters: { status: 'success' as const }, expiresAt: 2_000 };

  test('It should open a link it signed, until it expires', () => {
    const token = signExportLink(link, 'key');
    expect(exportLinkMerchant(token)).toBe('1001');
    expect(openExportLink(token, 'key', 1_999)).toEqual(link);
    expect(openExportLink(token, 'key', 2_000)).toBeUndefined();
  });

  test('It should refuse a link signed with another key or with its filters changed', () => {
    const token = signExportLink(link, 'key');
    expect(openExportLink(token, 'other key', 0)).toBeUndefined();
    const [, mac] = token.split('.');
    const widened = `${Buffer.from(JSON.stringify({ m: '1001', f: {}, e: 2_000 })).toString('base64url')}.${mac}`;
    expect(openExportLink(widened, 'key', 0)).toBeUndefined();
    expect(openExportLink('garbage', 'key', 0)).toBeUndefined();
    expect(exportLinkMerchant('%%%')).toBeUndefined();
    // A merchant id that is not one (empty, a key fragment) is refused before any look-up.
    expect(exportLinkMerchant(`${Buffer.from(JSON.stringify({ m: '', f: {}, e: 2_000 })).toString('base64url')}.x`)).toBeUndefined();
  });

  test('It should write RFC 4180 CSV and defuse spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(2500)).toBe('2500');
    const csv = toCsv([
      { id: 1, reference: 'r1', status: 'success', amount: 250000, fees: 13750, amount_refunded: 0, currency: 'NGN', channel: 'card', customer_id: 7, customer_code: 'CUS_x', customer_email: 'a@b.co', created_at: 't', paid_at: null, gateway_response: 'Approved' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'id,reference,status,amount,fees,amount_refunded,currency,channel,customer_id,customer_code,customer_email,created_at,paid_at,gateway_response',
      '1,r1,success,250000,13750,0,NGN,card,7,CUS_x,a@b.co,t,,Approved',
      '',
    ]);
  });
});
