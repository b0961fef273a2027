import type { QueryParams, RequestBody, Schemas } from '../../api-types.ts';
import { cancelQueuedJobRow, findJobRow, insertJobRow, listJobRows } from '../../db/repositories/jobs.ts';
import { findTenant } from '../../db/repositories/tenants.ts';
import type { JobRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { auditActor } from '../../identity/actor.ts';
import type { Services } from '../../services.ts';
import { type RequestMeta, recordAuditEvent } from '../audit/record-audit-event.ts';
import { newId } from '../ids.ts';
import { clampLimit, decodeCursor, pageOf } from '../pagination.ts';

export function jobView(row: JobRow): Schemas['Job'] {
  return {
    id: row.id,
    type: row.type as Schemas['Job']['type'],
    status: row.status,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at.toISOString(),
    lastError: row.last_error,
    result: row.result,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function listJobs(services: Services, query: QueryParams<'listJobs'>): Promise<Schemas['JobPage']> {
  const limit = clampLimit(query?.limit);
  const rows = await listJobRows(services.db, { limit, beforeId: decodeCursor(query?.cursor), status: query?.status, type: query?.type });
  return pageOf(rows, limit, jobView);
}

export async function getJob(services: Services, jobId: string): Promise<Schemas['Job']> {
  const row = await findJobRow(services.db, jobId);
  if (!row) throw new AppError('NOT_FOUND');
  return jobView(row);
}

async function assertTenantExists(services: Services, tenantId: string): Promise<void> {
  if (!(await findTenant(services.db, tenantId)))
    throw new AppError('VALIDATION_FAILED', `body.payload.tenantId names no tenant: ${tenantId}.`);
}

export async function createJob(services: Services, meta: RequestMeta, input: RequestBody<'createJob'>): Promise<Schemas['Job']> {
  if (input.type === 'webhooks.redeliver') await assertTenantExists(services, input.payload.tenantId);
  const createdBy = auditActor(meta.actor).id ?? meta.actor.kind;
  const row = await services.db.transaction().execute(async (trx) => {
    const job = await insertJobRow(trx, {
      id: newId('job'),
      type: input.type,
      payload: input.payload,
      max_attempts: services.config.jobs.maxAttempts,
      ...(input.runAt ? { run_at: new Date(input.runAt) } : {}),
      created_by: createdBy,
    });
    await recordAuditEvent(trx, meta, {
      action: 'job.created',
      target: { type: 'job', id: job.id },
      metadata: { type: input.type, payload: input.payload, runAt: job.run_at.toISOString() },
    });
    return job;
  });
  services.jobs.nudge();
  return jobView(row);
}

export async function cancelJob(services: Services, meta: RequestMeta, jobId: string): Promise<Schemas['Job']> {
  return services.db.transaction().execute(async (trx) => {
    const cancelled = await cancelQueuedJobRow(trx, jobId, `Cancelled by ${auditActor(meta.actor).id ?? meta.actor.kind}.`);
    if (!cancelled) {
      const row = await findJobRow(trx, jobId);
      if (!row) throw new AppError('NOT_FOUND');
      throw new AppError('CONFLICT', `The job is ${row.status}; only a queued job can be cancelled.`);
    }
    await recordAuditEvent(trx, meta, { action: 'job.cancelled', target: { type: 'job', id: jobId }, metadata: { type: cancelled.type } });
    return jobView(cancelled);
  });
}
