/**
 * The session epoch lives in the product's table beside its entities, under a key no entity uses (entity keys
 * start with `$`): the route chain reads it without knowing the product's entities.
 */
export function sessionEpochKey(userId: string): { pk: string; sk: string } {
  return { pk: `session-epoch#${userId}`, sk: 'session-epoch' };
}
