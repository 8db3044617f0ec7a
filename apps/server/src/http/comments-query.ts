import { z } from 'zod';
import { COMMENT_CURSOR } from '../services/comment-list.js';

/** GET …/comments on an event, a moment or a tag's value: a malformed cursor is refused before any lookup. */
export const commentsQuery = z.object({ next_page: z.string().regex(COMMENT_CURSOR).optional() });
