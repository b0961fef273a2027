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
    'code',
    'key',
    'secret',
    'clientSecret',
    'recoveryCodes',
  ];
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-api-key"]',
        ...secretFields.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`]),
      ],
      censor: '[redacted]',
    },
  };
}
