// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { getSiteConfig } from './service';
export { SiteConfig } from '@protocol/api/config';
