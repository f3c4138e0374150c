// What the sign-up and password forms check with, loaded on demand (checks.ts: loadSchemas) so
// zod stays off the first screen of the sign-in pages: the domain's schemas and the catalogue
// messages for links that cannot be valid.
export { acceptInviteBodySchema, ERRORS, forgetBodySchema, registerBodySchema, resetBodySchema } from '@bole/domain';
