import { getJob as get } from '../../domain/jobs/jobs.ts';
import type { Handler } from '../handler.ts';

export const getJob: Handler<'getJob'> = ({ services, params }) => get(services, params.jobId);
