import type { MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { readingForm } from './form-errors.js';
import { holdsBadText } from './plugins/text-guard.js';

/**
 * The text of one multipart field. Busboy cuts a value over the field size
 * limit without failing, so a cut value is refused (413) rather than stored
 * short; NUL is refused as everywhere else (400).
 */
export function fieldText(part: MultipartValue): string {
  if (part.valueTruncated || part.fieldnameTruncated) throw new AppError(413, 'form_too_large');
  const value = String(part.value);
  if (holdsBadText(value) || holdsBadText(part.fieldname)) throw new AppError(400, 'bad_request');
  return value;
}

/**
 * The text fields of a request, whatever its encoding: the spec sends these
 * calls as multipart; JSON and form bodies are accepted too. Files and
 * nameless parts are ignored; a malformed form is a 4xx (form-errors.ts).
 */
export async function readFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, string | string[]>;
  return readingForm(async () => {
    const fields: Record<string, string | string[]> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      if (!part.fieldname) continue;
      const value = fieldText(part);
      const name = part.fieldname.replace(/\[\]$/, '');
      const existing = fields[name];
      // Repeated fields (visible_for_ids[]) become arrays.
      fields[name] =
        existing === undefined
          ? part.fieldname.endsWith('[]')
            ? [value]
            : value
          : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    return fields;
  });
}
