import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';

/**
 * The SDK's settings for the configured bucket, shared by object storage and
 * the tus store. A store that does not answer a connection within 5 s is
 * down; one that goes quiet for a minute mid-request is too.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  const checksums = settings.checksums === 'when_supported' ? 'WHEN_SUPPORTED' : 'WHEN_REQUIRED';
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  };
}

export function makeS3Client(settings: S3Settings): S3Client {
  return new S3Client(s3ClientConfig(settings));
}

// The SDK warns on every start that its releases from 2027 on will need Node 22; this one runs on
// Node 20 as locked (ADR 0029). Said once there, not as lines around an operator's start-up error.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The bucket key of a Sprout key: under the configured prefix. */
export function bucketKey(prefix: string, key: string): string {
  return prefix ? `${prefix}/${key}` : key;
}

interface KeyedInput {
  Key?: unknown;
}

/**
 * Puts every key a client sends under `prefix`, for a library that names its
 * objects itself (@tus/s3-store writes `{id}`, `{id}.info`, `{id}.part` at the
 * bucket's root). Only single-key commands are rewritten; the store sends no other.
 */
export function prefixKeys(client: Pick<S3Client, 'middlewareStack'>, prefix: string): void {
  client.middlewareStack.add(
    (next) => (args) => {
      const input = args.input as KeyedInput;
      if (typeof input.Key !== 'string') return next(args);
      return next({ ...args, input: { ...input, Key: bucketKey(prefix, input.Key) } as typeof args.input });
    },
    { step: 'initialize', name: 'sproutKeyPrefix' },
  );
}
