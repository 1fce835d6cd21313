// Zod compiles fast parsers with `new Function` when it may; the pages' policy has no 'unsafe-eval' (docs/server.md),
// and Zod's probe for it is reported as a policy violation even though it is caught. Jitless from the start: no probe.
import { config } from 'zod';

config({ jitless: true });
