export * from './percentiles.js';
export * from './tag-attrs.js';
