/**
 * The key the test runs derive the app role's password from: one for every run, so runs
 * sharing a server agree on the cluster-wide role (global-setup.ts sets it).
 */
export const TEST_APP_ROLE_KEY = Buffer.from('bole test runs');
