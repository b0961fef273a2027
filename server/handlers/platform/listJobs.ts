import { listJobs as list } from '../../domain/jobs/jobs.ts';
import type { Handler } from '../handler.ts';

export const listJobs: Handler<'listJobs'> = ({ services, query }) => list(services, query);
