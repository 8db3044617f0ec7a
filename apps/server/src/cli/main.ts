import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { translate } from '@sprout/shared/i18n/server';
import { GENDERS, RELATIONS, type Gender, type Relation } from '@sprout/shared';
import { boot, StartupError } from '../boot.js';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import type { JobKind } from '../jobs/kinds.js';
import { presentSupportFeedback } from '../presenters/feedback.presenter.js';
import {
  runStorageCommand,
  STORAGE_COMMANDS,
  STORAGE_USAGE,
  StorageUsageError,
  type StorageCommand,
} from './backup-commands.js';
import type { User } from '../db/schema.js';
import type { Viewer } from '../policies/viewer.js';
import { presentUser } from '../presenters/user.presenter.js';
import { VIP_COMMANDS, VIP_USAGE, VipUsageError } from './vip-commands.js';
import { nowSeconds } from '../util/time.js';

const USAGE = `Sprout operator CLI

  npm run cli -- user create --email E --password P [--name N]
  npm run cli -- baby create --owner EMAIL --name N --birthday YYYY-MM-DD --gender boy|girl|unknown [--relation mom]
  npm run cli -- family add --baby ID --email E --relation REL --permission can_manage|can_upload|can_view
  npm run cli -- user support --email E --on|--off   make an account support staff (the /support console) or not
  npm run cli -- feedback list [--unanswered] [--page N]   feedback of every family, newest first
  npm run cli -- feedback reply --id N --text T       the official reply, mailed to the contact address
  npm run cli -- export --baby ID --out FILE [--as EMAIL]
                                     the whole baby, every privacy, as an album archive (docs/EXPORT.md);
                                     with --as, exactly that member's view (what the web exports)
  npm run cli -- import --file FILE --owner EMAIL
                                     an album archive rebuilt as a new baby owned by EMAIL, its members
                                     matched by address and added to the family (the web invites them)
  npm run cli -- jobs run            run every job that is ready now
  npm run cli -- jobs run KIND       run a recurring job now (orphans.sweep, trash.purge, expired.sweep …),
                                     then every job that is ready; its next run is due a period later
${STORAGE_USAGE}
${VIP_USAGE}

Add --json for JSON on stdout. Reads DATA_DIR and DATABASE_URL like the server,
and works while the server is running.`;

type Flags = Record<string, string | boolean | undefined>;

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

const COMMANDS: Record<string, (ctx: AppContext, flags: Flags) => Promise<unknown>> = {
  async 'user create'(ctx, flags) {
    const user = await ctx.services.users.create({
      email: required(flags, 'email'),
      password: required(flags, 'password'),
      ...(typeof flags.name === 'string' ? { name: flags.name } : {}),
    });
    return { user: presentUser(user) };
  },
  async 'baby create'(ctx, flags) {
    const owner = await ctx.repos.users.findByEmail(required(flags, 'owner'));
    if (!owner) throw new AppError(404, 'not_found');
    const gender = (flags.gender ?? 'unknown') as Gender;
    if (!GENDERS.includes(gender)) throw new UsageError(`--gender must be one of ${GENDERS.join(', ')}`);
    const relation = (flags.relation ?? 'parent') as Relation;
    if (!RELATIONS.includes(relation)) throw new UsageError(`--relation must be one of ${RELATIONS.join(', ')}`);
    const baby = await ctx.services.babies.create(owner, {
      name: required(flags, 'name'),
      birthday: required(flags, 'birthday'),
      gender,
      relation,
    });
    return { baby: { id: baby.id, name: baby.name, birthday: baby.birthday, gender: baby.gender, owner: owner.email } };
  },
  async 'family add'(ctx, flags) {
    const babyId = Number(required(flags, 'baby'));
    if (!Number.isInteger(babyId) || babyId <= 0) throw new UsageError('--baby must be a baby id');
    const member = await ctx.services.family.addByEmail(
      babyId,
      required(flags, 'email'),
      required(flags, 'relation'),
      required(flags, 'permission'),
    );
    return {
      member: {
        baby_id: member.baby_id,
        user_id: member.user_id,
        relation: member.relation,
        permission: member.permission,
      },
    };
  },
  async 'user support'(ctx, flags) {
    if (flags.on === flags.off) throw new UsageError('say --on or --off');
    const user = await ctx.repos.users.setSupport(required(flags, 'email'), flags.on === true, nowSeconds());
    if (!user) throw new AppError(404, 'not_found');
    return { user: { id: user.id, email: user.email, support: user.support === 1 } };
  },
  async 'feedback list'(ctx, flags) {
    const page = typeof flags.page === 'string' ? Number(flags.page) : 1;
    if (!Number.isInteger(page) || page < 1) throw new UsageError('--page must be a page number from 1');
    const found = await ctx.services.feedback.operatorList(page, flags.unanswered === true);
    return { list: found.list.map(presentSupportFeedback), next_page: found.next_page };
  },
  async 'feedback reply'(ctx, flags) {
    const id = Number(required(flags, 'id'));
    if (!Number.isInteger(id) || id <= 0) throw new UsageError('--id must be a feedback id');
    return { feedback: presentSupportFeedback(await ctx.services.feedback.operatorReply(id, required(flags, 'text'))) };
  },
  async export(ctx, flags) {
    const babyId = Number(required(flags, 'baby'));
    if (!Number.isInteger(babyId) || babyId <= 0) throw new UsageError('--baby must be a baby id');
    const out = path.resolve(required(flags, 'out'));
    let exporter: { user: User | null; viewer: Viewer | null } = { user: null, viewer: null };
    if (typeof flags.as === 'string') {
      const user = await ctx.repos.users.findByEmail(flags.as.trim().toLowerCase());
      if (!user) throw new AppError(404, 'not_found');
      exporter = { user, viewer: await ctx.actorFor(user).requireMember(babyId) };
    }
    const plan = await ctx.services.exports.prepare(babyId, exporter, 'en', nowSeconds());
    const layout = ctx.services.exports.layout(plan);
    const partial = `${out}.partial`;
    await pipeline(Readable.from(layout.bytes()), fs.createWriteStream(partial));
    await fs.promises.rename(partial, out);
    return { export: { baby_id: babyId, file: out, bytes: layout.size, originals: plan.originals.length } };
  },
  async import(ctx, flags) {
    const owner = await ctx.repos.users.findByEmail(required(flags, 'owner').trim().toLowerCase());
    if (!owner) throw new AppError(404, 'not_found');
    // The operator is trusted: the archive's members are matched by address and added directly.
    const { baby, moments } = await ctx.services.imports.importFile(
      path.resolve(required(flags, 'file')),
      owner,
      'add',
    );
    return { baby: { id: baby.id, name: baby.name, owner: owner.email, moments } };
  },
  async 'jobs run'(ctx, flags) {
    const kind = flags.kind;
    if (typeof kind !== 'string') return { jobs_run: await ctx.worker.drain() };
    const recurring = ctx.worker.recurringKinds();
    if (!recurring.includes(kind as JobKind))
      throw new UsageError(`a job to run now must be one of ${recurring.join(', ')}`);
    const id = await ctx.worker.dueNow(kind as JobKind);
    const jobsRun = await ctx.worker.drain();
    const job = await ctx.repos.jobs.findById(id);
    return {
      job: { id, kind, status: job?.status ?? 'unknown', last_error: job?.last_error ?? null },
      jobs_run: jobsRun,
    };
  },
  ...VIP_COMMANDS,
};

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      owner: { type: 'string' },
      birthday: { type: 'string' },
      gender: { type: 'string' },
      relation: { type: 'string' },
      baby: { type: 'string' },
      permission: { type: 'string' },
      on: { type: 'boolean' },
      off: { type: 'boolean' },
      unanswered: { type: 'boolean' },
      page: { type: 'string' },
      id: { type: 'string' },
      text: { type: 'string' },
      out: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      date: { type: 'string' },
      file: { type: 'string' },
      as: { type: 'string' },
    },
  });
  const storageCommand = STORAGE_COMMANDS.find((name) => name === positionals[0] && positionals.length === 1);
  // These open the database themselves (restore into an empty target must not make one first).
  if (storageCommand && !values.help) return runStorageCommand(storageCommand as StorageCommand, values, process.env);
  const command = COMMANDS[positionals.slice(0, 2).join(' ')];
  // The one command with an argument after its two words: `jobs run KIND`.
  const extra = positionals.slice(2);
  if (command && extra.length > (positionals.slice(0, 2).join(' ') === 'jobs run' ? 1 : 0))
    throw new UsageError(`unexpected argument: ${extra.join(' ')}`);
  if (values.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  // Its log (a job's warnings) goes to stderr: stdout is the answer, JSON with --json.
  const ctx = await boot(process.env, 'warn', pino.destination(2));
  try {
    const result = await command(ctx, { ...values, kind: extra[0] });
    process.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      const body = { error: { code: error.code, message: translate('en', `errors.${error.code}`) } };
      process.stdout.write(values.json ? `${JSON.stringify(body)}\n` : '');
      process.stderr.write(`sprout: ${body.error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await ctx.db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof VipUsageError ||
      error instanceof StorageUsageError ||
      error instanceof StartupError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      process.stderr.write(`sprout: ${(error as Error).message}\n`);
      process.exit(2);
    }
    process.stderr.write(`sprout: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
