import type { z } from 'zod';

/** One readable line out of a schema's complaints: `field: problem; other: problem`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(body)'}: ${issue.message}`)
    .join('; ');
}
