import { TooManyRequestsError } from '../../lib/http/errors';
import { RateLimitCounter } from '../db/rate-limit-counter';
import { isConditionFailure } from '../../lib/db/condition-failure';

/** A fixed-window limit: at most `limit` hits per `windowSeconds` per subject, the window opening at the first hit. */
export interface RateRule {
  scope: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

function retryAfter(windowEndsAt: number, now: number): number {
  return Math.max(1, Math.ceil((windowEndsAt - now) / 1000));
}

/** Throws 429 when the subject has used up the rule's window, without counting a hit. */
export async function assertNotLimited(rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  const { data } = await RateLimitCounter.get({ scope: rule.scope, subject }).go();
  if (data && data.windowEndsAt > now && data.hits >= rule.limit) {
    throw new TooManyRequestsError(rule.message, retryAfter(data.windowEndsAt, now));
  }
}

/** Adds a hit to an open window that still has room; false when there is no such window. */
async function addToOpenWindow(rule: RateRule, subject: string, now: number): Promise<boolean> {
  try {
    await RateLimitCounter.update({ scope: rule.scope, subject })
      .add({ hits: 1 })
      .where((attr, op) => `${op.gt(attr.windowEndsAt, now)} AND ${op.lt(attr.hits, rule.limit)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/** Opens a new window with this hit; false when another caller's window is already open. */
async function openWindow(rule: RateRule, subject: string, now: number): Promise<boolean> {
  const windowEndsAt = now + rule.windowSeconds * 1000;
  try {
    await RateLimitCounter.put({
      scope: rule.scope,
      subject,
      hits: 1,
      windowEndsAt,
      expiresAt: Math.ceil(windowEndsAt / 1000) + 60,
    })
      .where((attr, op) => `${op.notExists(attr.hits)} OR ${op.lte(attr.windowEndsAt, now)}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return false;
  }
}

/**
 * Counts one hit, or throws 429 when the window is full. Both steps are conditional writes, so
 * concurrent callers can never exceed the limit. A caller that loses the race to open the window tries
 * the now-open window again, so a burst's first hits are counted rather than refused.
 */
export async function countHit(rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  if (await addToOpenWindow(rule, subject, now)) return;
  if (await openWindow(rule, subject, now)) return;
  if (await addToOpenWindow(rule, subject, now)) return;
  const { data } = await RateLimitCounter.get({ scope: rule.scope, subject }).go();
  throw new TooManyRequestsError(rule.message, retryAfter(data?.windowEndsAt ?? now + rule.windowSeconds * 1000, now));
}

export async function clearHits(rule: RateRule, subject: string): Promise<void> {
  await RateLimitCounter.delete({ scope: rule.scope, subject }).go({ response: 'none' });
}

/**
 * Gives back a hit taken with `countHit` for an attempt that turned out fine (a right password), so only
 * failures stay counted. Never goes below zero; a window that has since ended is left alone.
 */
export async function releaseHit(rule: RateRule, subject: string, now = Date.now()): Promise<void> {
  try {
    await RateLimitCounter.update({ scope: rule.scope, subject })
      .add({ hits: -1 })
      .where((attr, op) => `${op.gt(attr.windowEndsAt, now)} AND ${op.gt(attr.hits, 0)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** One rule applied to one subject. */
export interface RateHit {
  rule: RateRule;
  subject: string;
}

/**
 * Takes a hit under each rule in turn; when one is full (429), the hits already taken are given back, so a
 * refused attempt counts against nothing.
 */
export async function countHits(hits: readonly RateHit[]): Promise<void> {
  const taken: RateHit[] = [];
  try {
    for (const hit of hits) {
      await countHit(hit.rule, hit.subject);
      taken.push(hit);
    }
  } catch (error) {
    await releaseHits(taken);
    throw error;
  }
}

/** Gives back the hits of an attempt that turned out fine. */
export async function releaseHits(hits: readonly RateHit[]): Promise<void> {
  await Promise.all(hits.map((hit) => releaseHit(hit.rule, hit.subject)));
}
