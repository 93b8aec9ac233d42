import type { EndpointTable } from '../http/endpoint';

/** The process's own state, for load balancers and uptime checks. */
export const healthEndpoints = {
  // Public: a load balancer has no session; the answer holds no secret.
  getHealth: { method: 'GET', path: '/health', signedIn: false },
} as const satisfies EndpointTable;
