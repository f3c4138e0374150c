// zod compiles object parsers with `new Function` when it may. The server's CSP allows no eval,
// and even zod's probe for it is reported as a violation, so the web app parses without: main.tsx
// imports this first, before any schema is built (they read the setting once, when made).
type ZodGlobalConfig = { jitless?: boolean };
const scope = globalThis as { __zod_globalConfig?: ZodGlobalConfig };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
