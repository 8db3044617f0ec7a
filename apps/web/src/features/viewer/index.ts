export { MomentStage } from './MomentStage';
export { useSwipe } from './useSwipe';
