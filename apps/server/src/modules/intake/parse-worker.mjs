// Worker threads do not inherit the tsx loader the server runs under: register it here,
// then load the TypeScript worker (as bin/bole.js does for the CLI).
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
