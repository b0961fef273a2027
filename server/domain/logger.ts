/**
 * What the domain needs of a logger, declared here rather than taken from the web framework
 * (pino's logger, and so Fastify's, fits it), so that jobs and mail log without importing fastify.
 */
export interface Logger {
  debug(details: object, message?: string): void;
  info(details: object, message?: string): void;
  warn(details: object | string, message?: string): void;
  error(details: object, message?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}
