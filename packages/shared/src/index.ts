export * from './constants.js';
export * from './enums.js';
export * from './errors.js';
export * from './text.js';
export * from './api/index.js';
export * from './age.js';
export * from './rules.js';
export * from './recommend-tags.js';
