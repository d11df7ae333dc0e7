/** Calls for operators and load balancers, not for people. */
import { endpoint } from './endpoint.ts';

/** Liveness and readiness: answers 200 once the database is reachable. */
export const health = endpoint({ method: 'GET', base: '/api/v2/', path: 'health', access: 'public' });
export interface HealthData {
  readonly database: 'pglite' | 'postgres';
  readonly time: string;
}
