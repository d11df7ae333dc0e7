/** Calls for operators and load balancers, not for people. */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const healthDataSchema = z.object({
  database: z.enum(['pglite', 'postgres']),
  /** ISO date-time of the server's clock. */
  time: z.string(),
});
export type HealthData = z.output<typeof healthDataSchema>;

/** Liveness and readiness: answers 200 once the database is reachable. */
export const health = endpoint({
  method: 'GET',
  base: '/api/v2/',
  path: 'health',
  access: 'public',
  response: healthDataSchema,
});
