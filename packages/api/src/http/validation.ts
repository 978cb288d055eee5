import type { z } from 'zod';
import { failure } from './envelope.js';

export interface ValidationIssue {
  readonly path: string;
  readonly code: string;
}

/** A zod failure as the API reports it: which field, and which rule, per issue. */
export function invalidRequest(error: z.ZodError) {
  const issues: ValidationIssue[] = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(body)',
    code: issue.code,
  }));
  return failure('INVALID_REQUEST', { issues });
}
