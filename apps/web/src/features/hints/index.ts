export { FirstRunHints } from './FirstRunHints';
