// Zod compiles fast parsers with `new Function` when it may; the pages' policy has no 'unsafe-eval' (docs/server.md),
// and Zod's probe for it is reported as a policy violation even though it is caught. Jitless from the start: no probe.
// Zod reads its configuration from globalThis.__zod_globalConfig (so that copies of it share one), which lets the page
// set it before Zod loads: Zod itself then loads only with the screens that validate forms, not in the entry chunk.
// zod-jitless.test.ts checks that Zod still takes the setting from there.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/** Set Zod's shared configuration to jitless (run before any Zod module loads: it is imported first in main.tsx). */
export function makeZodJitless(): void {
  // In place: a Zod that has already loaded holds this object, not the property.
  const zodGlobal = globalThis as ZodGlobal;
  (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
}

makeZodJitless();
