/**
 * The wire contract between the server and its clients, one file per
 * resource: request schemas (zod, validated by the server) and reply shapes
 * (JSON, snake_case).
 */
export * from './users.js';
export * from './babies.js';
export * from './family.js';
export * from './moments.js';
export * from './events.js';
export * from './likes.js';
export * from './comments.js';
export * from './navigations.js';
export * from './trash.js';
export * from './tags.js';
export * from './authentications.js';
export * from './tag-attrs.js';
export * from './notifications.js';
export * from './feedbacks.js';
export * from './album-archives.js';
