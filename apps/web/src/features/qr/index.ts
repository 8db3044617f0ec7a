export { useQrApprove } from './useQrApprove';
