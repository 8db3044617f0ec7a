import { z } from 'zod';
import { ERROR_CODES } from '@sprout/shared';

/**
 * What every refusal and failure answers (plugins/errors.ts, sendError): a stable code a client may
 * branch on, its message in the request's language, and facts besides the code where there are any.
 */
export const errorReply = z.object({
  error: z.object({
    code: z.enum(Object.values(ERROR_CODES) as [string, ...string[]]).meta({
      description: 'A stable code; each has a message in every language',
    }),
    message: z.string().meta({ description: "The code's message in the request's language" }),
    details: z.record(z.string(), z.union([z.boolean(), z.string(), z.number()])).optional(),
  }),
});

/**
 * The error replies every route may give, by status class: its own 4xx (404 for what the member may not see,
 * 403 for what they may see but not do, 422 for bad input …) and a 503/507 when the database or storage fails.
 */
export const ERROR_REPLIES = {
  '4xx': { schema: errorReply, description: 'Refused: the error code says why and what to do next' },
  '5xx': {
    schema: errorReply,
    description: 'The server, its database or its storage failed (503 and 507 may be retried later)',
  },
} as const;
