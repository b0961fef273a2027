import type { FastifyServerOptions } from 'fastify';

/**
 * pino, with every place a secret can sit redacted. Request bodies are never logged; these
 * paths guard against an error object or a future log line carrying one.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const secretFields = [
    'password',
    'refreshToken',
    'accessToken',
    'token',
    'challengeToken',
    'key',
    'secret',
    'clientSecret',
    'recoveryCodes',
  ];
  // A TOTP or recovery code only ever arrives in a body. Anywhere else `code` is an error's code
  // (err.code: SERVICE_UNAVAILABLE, 57P01…), which is what an operator reads the log for.
  const bodyOnlyFields = ['code'];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        ...secretFields.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`]),
        ...bodyOnlyFields.flatMap((f) => [`body.${f}`, `req.body.${f}`]),
      ],
      censor: '[redacted]',
    },
  };
}
