import type { z } from 'zod';

/**
 * One readable line out of a schema's complaints: `field: problem; other: problem`. Typed with core's
 * error: the contract's schemas are zod/mini, whose errors lack the classic helpers; classic errors fit too.
 */
export function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}
