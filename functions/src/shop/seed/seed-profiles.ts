import { ensureProfile } from '../shared/profile-store';
import { findPoolUser } from '../shared/pool-users';

/**
 * Gives the seeded accounts (made in Cognito by the local stack, outside sign-up) their Shop profile now
 * rather than at their first sign-in, so the back office's Users lists the demo customer from the start.
 * Safe to run again: an existing profile is kept. Local only, like the catalog seed. Answers how many exist.
 */
export async function seedProfiles(emails: readonly string[]): Promise<number> {
  let profiles = 0;
  for (const email of emails) {
    const poolUser = await findPoolUser(email);
    if (!poolUser) throw new Error(`The seeded account ${email} is not in the user pool`);
    await ensureProfile(poolUser.userId);
    profiles += 1;
  }
  return profiles;
}
