import { deleteExpiredEmailTokens } from '../../db/repositories/email-tokens.ts';
import { deleteExpiredChallenges } from '../../db/repositories/mfa-challenges.ts';
import { deleteExpiredWebauthnChallenges } from '../../db/repositories/passkeys.ts';
import { deleteExpiredSsoState } from '../../db/repositories/sso.ts';
import { deleteExpiredPreviousEmails } from '../../db/repositories/users.ts';
import type { JobOutcome, JobType } from '../jobs/job-type.ts';
import { pruneSecondFactorCounters } from '../mfa/second-factor-throttle.ts';
import { pruneLoginThrottles } from './login-throttle.ts';

/**
 * Scheduled `auth.prune_throttles`: guessing leaves a row per (email, address) tried, so
 * without this the throttle tables grow with every attack. Only rows that can no longer
 * change a decision go: closed windows, ended locks, expired challenges and expired mailed
 * tokens (which signup and reset requests add one of each time), former addresses past
 * their 30 days on record (issue 31), and SSO sign-ins never finished, codes never exchanged and
 * SAML assertion ids past their NotOnOrAfter (issue 32), and passkey ceremonies never finished
 * (issue 34).
 */
export const pruneThrottlesJob: JobType = {
  async run({ services }): Promise<JobOutcome> {
    const login = await pruneLoginThrottles(services);
    const secondFactor = await pruneSecondFactorCounters(services.db);
    const challenges = await deleteExpiredChallenges(services.db);
    const emailTokens = await deleteExpiredEmailTokens(services.db);
    const previousEmails = await deleteExpiredPreviousEmails(services.db);
    const sso = await deleteExpiredSsoState(services.db);
    const passkeyCeremonies = await deleteExpiredWebauthnChallenges(services.db);
    return { status: 'succeeded', result: { login, secondFactor, challenges, emailTokens, previousEmails, sso, passkeyCeremonies } };
  },
};
