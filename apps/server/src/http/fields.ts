import type { FastifyRequest } from 'fastify';

/**
 * The text fields of a request, whatever its encoding: the spec sends these
 * calls as multipart; JSON and form bodies are accepted too. Files are ignored.
 */
export async function readFields(request: FastifyRequest): Promise<Record<string, string | string[]>> {
  if (!request.isMultipart()) return (request.body ?? {}) as Record<string, string | string[]>;
  const fields: Record<string, string | string[]> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    const value = String(part.value);
    const name = part.fieldname.replace(/\[\]$/, '');
    const existing = fields[name];
    // Repeated fields (visible_for_ids[]) become arrays.
    fields[name] = existing === undefined ? (part.fieldname.endsWith('[]') ? [value] : value) : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return fields;
}
