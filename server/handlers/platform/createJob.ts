import { createJob as create } from '../../domain/jobs/jobs.ts';
import type { Handler } from '../handler.ts';

export const createJob: Handler<'createJob'> = ({ services, meta, body }) => create(services, meta, body);
