export { TextSizeSection } from './TextSizeSection';
export { useTextScale } from './textSizeStore';
export { useAppliedTextSize } from './useAppliedTextSize';
