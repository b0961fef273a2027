import { cancelJob as cancel } from '../../domain/jobs/jobs.ts';
import type { Handler } from '../handler.ts';

export const cancelJob: Handler<'cancelJob'> = ({ services, meta, params }) => cancel(services, meta, params.jobId);
