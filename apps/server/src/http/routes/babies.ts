import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createBabyBody } from '@sprout/shared';
import { AppError } from '../../errors.js';
import type { ProfileInput } from '../../services/baby-profile.service.js';
import { actorOf } from '../types.js';
import { fieldText } from '../fields.js';
import { readingForm } from '../form-errors.js';
import { parseWith } from '../validate.js';
import { docs, multipartFields, ok } from '../docs/route-docs.js';
import { babyAddressReply, babyBackgroundReply } from '../docs/baby.reply.js';
import { familyRelationReply } from '../docs/family.reply.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const addressQuery = z.object({ address: z.string().max(100) });
const TEXT_FIELDS = [
  'name',
  'birthday',
  'gender',
  'relation',
  'relation_name',
  'personal_domain',
  'background_y',
] as const;
const FILE_FIELDS = ['profile_picture', 'background'] as const;

/** Reads the multipart profile form; files go to a temp folder the caller removes. */
async function readProfileForm(request: FastifyRequest, dir: string): Promise<ProfileInput> {
  const input: ProfileInput = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!(FILE_FIELDS as readonly string[]).includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const target = path.join(dir, part.fieldname);
      await pipeline(part.file, fs.createWriteStream(target));
      if (part.file.truncated) throw new AppError(413, 'file_too_large');
      input[part.fieldname as (typeof FILE_FIELDS)[number]] = target;
    } else if ((TEXT_FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
      input[part.fieldname as (typeof TEXT_FIELDS)[number]] = fieldText(part);
    }
  }
  return input;
}

export default async function babyRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app.ctx;

  /** Adding a baby is a mobile-app action (spec §1); the API offers it to an app and the operator. */
  app.post('/babies', docs({ body: createBabyBody, replies: { 201: familyRelationReply } }), async (request, reply) => {
    const body = parseWith(createBabyBody, request.body);
    const actor = actorOf(request);
    const baby = await services.babies.create(actor.user, {
      name: body.name,
      birthday: body.birthday,
      gender: body.gender,
      relation: body.relation,
      ...(body.relation_name ? { relationName: body.relation_name } : {}),
      isBaby: body.is_baby,
    });
    return reply.status(201).send(await services.family.relation(actor, baby.id));
  });

  app.put(
    '/babies/:id',
    // The profile form is multipart only: its text fields and the files profile_picture and background.
    ok(familyRelationReply, {
      params: idParams,
      body: multipartFields(TEXT_FIELDS, FILE_FIELDS),
      consumes: ['multipart/form-data'],
    }),
    async (request) => {
      const { id } = parseWith(idParams, request.params, 'not_found', 404);
      const actor = actorOf(request);
      if (!request.isMultipart()) throw new AppError(415, 'bad_request');
      const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'sprout-profile-'));
      try {
        const baby = await services.babyProfile.update(
          actor,
          id,
          await readingForm(() => readProfileForm(request, dir)),
        );
        return await services.family.relation(actor, baby.id);
      } finally {
        await fsp.rm(dir, { recursive: true, force: true });
      }
    },
  );

  app.get('/babies/:id/background', ok(babyBackgroundReply, { params: idParams }), async (request, reply) => {
    const { id } = parseWith(idParams, request.params, 'not_found', 404);
    return reply.send(await services.babyProfile.background(actorOf(request), id));
  });

  app.get('/babies/addresses', ok(babyAddressReply, { query: addressQuery }), async (request) => {
    const { address } = parseWith(addressQuery, request.query);
    return services.babyProfile.lookup(actorOf(request), address);
  });
}
