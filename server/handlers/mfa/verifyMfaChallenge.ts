import { verifyMfaChallenge as verifyChallenge } from '../../domain/mfa/challenges.ts';
import type { Handler } from '../handler.ts';

export const verifyMfaChallenge: Handler<'verifyMfaChallenge'> = ({ services, meta, body }) =>
  verifyChallenge(services, meta, body.challengeToken, body.code);
