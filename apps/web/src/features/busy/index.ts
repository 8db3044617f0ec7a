export { GlobalSpinner } from './GlobalSpinner';
export { withBusy } from './busyStore';
