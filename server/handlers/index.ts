// The glue's service object: one handler per operationId of openapi.yaml. The mapped type
// makes a missing handler a type error; test/contract checks the same at run time.
import type { HandlerTable } from './handler.ts';
import { getMe } from './auth/getMe.ts';
import { login } from './auth/login.ts';
import { logout } from './auth/logout.ts';
import { refreshToken } from './auth/refreshToken.ts';
import { signup } from './auth/signup.ts';
import { getHealth } from './health/getHealth.ts';
import { getJwks } from './jwks/getJwks.ts';
import { getRootJwks } from './jwks/getRootJwks.ts';
import { activateTotp } from './mfa/activateTotp.ts';
import { disableTotp } from './mfa/disableTotp.ts';
import { enrollTotp } from './mfa/enrollTotp.ts';
import { verifyMfaChallenge } from './mfa/verifyMfaChallenge.ts';

export const handlers: HandlerTable = {
  getHealth,
  getJwks,
  getRootJwks,
  signup,
  login,
  refreshToken,
  logout,
  verifyMfaChallenge,
  getMe,
  enrollTotp,
  activateTotp,
  disableTotp,
};
