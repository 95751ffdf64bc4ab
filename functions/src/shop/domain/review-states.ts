/** A review's moderation status: new reviews wait as `pending`; only `approved` ones are public and counted. */
export const reviewStatuses = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
/** The statuses an admin sets. */
export const moderationStatuses = ['approved', 'hidden'] as const;
export type ModerationStatus = (typeof moderationStatuses)[number];
