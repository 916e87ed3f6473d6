// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { categoryList } from './service';
export { RESOURCE_TYPES } from '@protocol/api/resource';
