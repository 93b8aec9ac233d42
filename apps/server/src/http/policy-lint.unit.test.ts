import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule that keeps roles and authors out of route handlers (eslint.config.js,
 * policyNotInRouteHandlers), run on handlers that break it and on one that asks the policy.
 */

const eslint = new ESLint({
  cwd: new URL('../../../../', import.meta.url).pathname,
  // The rules that read every imported module are not the ones under test, and take seconds.
  overrideConfig: { rules: { 'import-x/no-cycle': 'off', 'import-x/no-restricted-paths': 'off' } },
});

async function policyErrorsIn(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'apps/server/src/example/example-routes.ts' });
  return (result?.messages ?? [])
    .filter(
      ({ ruleId }) =>
        ruleId === 'no-restricted-syntax' || ruleId === '@typescript-eslint/no-restricted-imports',
    )
    .map(({ message }) => message);
}

describe('the policy lint rule of route handlers', { timeout: 30_000 }, () => {
  it("refuses a handler that compares the caller's role", async () => {
    const errors = await policyErrorsIn(
      "export const ownerOnly = (request: { tripRole: string | null }) => request.tripRole === 'owner';\n",
    );
    expect(errors).toEqual([expect.stringContaining('mayOnPathTrip')]);
  });

  it("refuses a handler that reads the session trip's role or an item's author", async () => {
    const errors = await policyErrorsIn(
      [
        'export const mine = (session: { userId: string; trip?: { role: string } }, item: { createdBy: string }) =>',
        "  session.trip?.role === 'editor' && item.createdBy === session.userId;",
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses the role checks of the policy and of core imported into a route', async () => {
    const errors = await policyErrorsIn(
      [
        "import { mayOnTrip } from '@wayfarer/core';",
        "import { authorizeOnTrip } from '../http/trip-policy';",
        'export const both = [mayOnTrip, authorizeOnTrip];',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
  });

  it('lets a handler ask the policy', async () => {
    const errors = await policyErrorsIn(
      [
        "import { mayOnPathTrip } from '../http/trip-policy';",
        "export const seesInvitations = (request: Parameters<typeof mayOnPathTrip>[0]) => mayOnPathTrip(request, 'manageMembers');",
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
