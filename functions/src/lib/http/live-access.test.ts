import { AdminListGroupsForUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { fakeDynamoDb } from '../testing/fake-dynamodb';
import { assertAdminNow } from './live-access';
import { endSessionsBefore } from './session-epoch';
import { sessionEpochKey } from './session-epoch-key';
import type { Identity } from './identity';

process.env.USER_POOL_ID = 'pool-1';
process.env.TABLE_NAME = 'table-1';

const admin: Identity = { userId: 'sub-1', username: 'uuid-1', groups: ['admin'], isAdmin: true, authTime: 1_700_000_000 };

function poolAnswers(answer: () => unknown): jest.SpyInstance {
  return jest.spyOn(CognitoIdentityProviderClient.prototype, 'send').mockImplementation(async () => answer());
}

function notFound(): Error {
  return Object.assign(new Error('User does not exist.'), { name: 'UserNotFoundException' });
}

afterEach(() => jest.restoreAllMocks());

describe('assertAdminNow', () => {
  test('It should pass a member of the admin group whose session began after the last epoch', async () => {
    const send = poolAnswers(() => ({ Groups: [{ GroupName: 'admin' }] }));
    const sent = fakeDynamoDb(() => ({ Item: { endedAt: 1_699_999_999_000 } }));
    await expect(assertAdminNow(admin)).resolves.toBeUndefined();
    const command = send.mock.calls[0]?.[0] as AdminListGroupsForUserCommand;
    expect(command).toBeInstanceOf(AdminListGroupsForUserCommand);
    expect(command.input).toEqual({ UserPoolId: 'pool-1', Username: 'uuid-1' });
    expect(sent).toEqual([{ name: 'GetCommand', input: { TableName: 'table-1', Key: sessionEpochKey('sub-1'), ConsistentRead: true } }]);
  });

  test('It should refuse a token that still says admin once the group no longer lists the caller', async () => {
    poolAnswers(() => ({ Groups: [{ GroupName: 'editors' }] }));
    fakeDynamoDb(() => ({}));
    await expect(assertAdminNow(admin)).rejects.toMatchObject({ statusCode: 403 });
  });

  test('It should refuse a deleted admin', async () => {
    poolAnswers(() => {
      throw notFound();
    });
    fakeDynamoDb(() => ({}));
    await expect(assertAdminNow(admin)).rejects.toMatchObject({ statusCode: 403 });
  });

  test('It should end a session that began before its sessions were ended (password reset), from the next request', async () => {
    poolAnswers(() => ({ Groups: [{ GroupName: 'admin' }] }));
    fakeDynamoDb(() => ({ Item: { endedAt: 1_700_000_001_000 } }));
    await expect(assertAdminNow(admin)).rejects.toMatchObject({ statusCode: 401 });
    await expect(assertAdminNow({ ...admin, authTime: undefined })).rejects.toMatchObject({ statusCode: 401 });
    await expect(assertAdminNow({ ...admin, authTime: 1_700_000_001 })).resolves.toBeUndefined();
  });

  test('It should put the epoch at the next whole second and return only once it has begun', async () => {
    const sent = fakeDynamoDb(() => ({}));
    const at = Date.now();
    await endSessionsBefore('sub-1', at);
    const epoch = (Math.floor(at / 1000) + 1) * 1000;
    expect(sent).toEqual([{ name: 'PutCommand', input: { TableName: 'table-1', Item: { ...sessionEpochKey('sub-1'), userId: 'sub-1', endedAt: epoch } } }]);
    // A session opened from here on has an auth_time on or after the epoch.
    expect(Math.floor(Date.now() / 1000) * 1000).toBeGreaterThanOrEqual(epoch);
  });

  test('It should read every page of groups', async () => {
    const pages = [{ Groups: [{ GroupName: 'a' }], NextToken: 'n' }, { Groups: [{ GroupName: 'admin' }] }];
    const send = poolAnswers(() => pages.shift());
    fakeDynamoDb(() => ({}));
    await expect(assertAdminNow(admin)).resolves.toBeUndefined();
    expect((send.mock.calls[1]?.[0] as AdminListGroupsForUserCommand).input.NextToken).toBe('n');
  });
});
