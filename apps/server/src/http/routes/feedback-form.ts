import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@sprout/shared';
import { AppError } from '../../errors.js';
import type { FeedbackInput } from '../../services/feedback.service.js';
import { fieldText } from '../fields.js';
import { readingForm } from '../form-errors.js';
import { multipartFields } from '../docs/route-docs.js';

const TEXT_FIELDS = ['content', 'contact_email', 'category'] as const;

/** The form as the OpenAPI document shows it: its text fields and up to three screenshots (any field name). */
export const feedbackFormDocs = multipartFields(TEXT_FIELDS, ['screenshot']);

/**
 * The feedback form (spec §7: multipart, `category` empty; JSON and form bodies too, without
 * screenshots). Every file part is a screenshot, saved into `dir`; a fourth is refused (422
 * `too_many_screenshots`) before its bytes are read.
 */
export async function readFeedbackForm(request: FastifyRequest, dir: string): Promise<FeedbackInput> {
  const fields: Record<string, string> = {};
  const screenshots: string[] = [];
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    for (const name of TEXT_FIELDS) if (typeof body[name] === 'string') fields[name] = body[name];
  } else {
    await readingForm(async () => {
      // One file more than allowed is let through the parser, so the answer names the rule, not the form's size.
      for await (const part of request.parts({ limits: { files: LIMITS.maxFeedbackPictures + 1 } })) {
        if (part.type === 'file') {
          if (screenshots.length === LIMITS.maxFeedbackPictures) {
            part.file.resume();
            throw new AppError(422, 'too_many_screenshots');
          }
          const file = path.join(dir, `screenshot-${screenshots.length}`);
          await pipeline(part.file, fs.createWriteStream(file));
          if (part.file.truncated) throw new AppError(413, 'file_too_large');
          screenshots.push(file);
        } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname)) {
          fields[part.fieldname] = fieldText(part);
        }
      }
    });
  }
  return {
    content: fields.content ?? '',
    contactEmail: fields.contact_email ?? '',
    category: fields.category ?? '',
    locale: request.locale,
    screenshots,
  };
}
