import type { SplitType } from '../db/split';

/**
 * What makes a split valid beyond its fields' own shapes, apart from the request schemas so the split service
 * (which every payment that may carry a split reaches) checks a stored or changed split without building them.
 * The contract checks requests with these rules, so they name only what they read of a share.
 */

/** The rules every split keeps (create, add, dynamic): no subaccount twice, percentages within 100, a bearer among them. */
export function splitProblems(split: {
  type: SplitType;
  subaccounts: ReadonlyArray<{ subaccount: string; share: number }>;
  bearer_type?: string | undefined;
  bearer_subaccount?: string | undefined;
}): Array<{ path: string; message: string }> {
  const problems: Array<{ path: string; message: string }> = [];
  const codes = split.subaccounts.map((entry) => entry.subaccount);
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated) problems.push({ path: 'subaccounts', message: `subaccount ${repeated} appears more than once` });
  const total = split.subaccounts.reduce((sum, entry) => sum + entry.share, 0);
  if (split.type === 'percentage' && total > 100) problems.push({ path: 'subaccounts', message: `percentage shares add up to ${total}: at most 100` });
  if (split.bearer_type === 'subaccount') {
    if (!split.bearer_subaccount) problems.push({ path: 'bearer_subaccount', message: 'bearer_subaccount is required when bearer_type is subaccount' });
    else if (!codes.includes(split.bearer_subaccount)) problems.push({ path: 'bearer_subaccount', message: 'bearer_subaccount must be one of the split’s subaccounts' });
  }
  return problems;
}
