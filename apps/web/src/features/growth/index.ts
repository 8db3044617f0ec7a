export { AddMeasurementButton } from './AddMeasurementButton';
export { GrowthPanel } from './GrowthPanel';
export { PlaceValues } from './PlaceValues';
export { SidebarGrowthLink } from './SidebarGrowthLink';
export { TagValues } from './TagValues';
