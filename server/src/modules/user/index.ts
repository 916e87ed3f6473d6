// What other modules and server rendering may use of this module (docs/architecture.md "Server layers").
export { loginGuardFor, throttledCheck } from './throttled-check';
