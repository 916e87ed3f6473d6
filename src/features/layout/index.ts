// Public surface of the layout feature: the page frame whose slots src/app fills.
export { Layout, DEFAULT_BRAND, type LayoutSlots } from './Layout';
