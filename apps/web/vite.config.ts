import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const SERVER = 'http://127.0.0.1:3000';

// Writes dist/version.json; the app polls it every 60 s and reloads when it changes (spec section 4).
function versionFile(): Plugin {
  return {
    name: 'bole-version-file',
    apply: 'build',
    generateBundle() {
      const version = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

const ANTD_CORE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@rc-component[\\/](util|motion)|antd[\\/]es[\\/]theme|@emotion|stylis|@babel[\\/]runtime|clsx|react-is)[\\/]/;

const PURE_MODULES = /[\\/](packages[\\/]domain|node_modules[\\/]@rc-component[\\/](form|async-validator))[\\/]/;

/**
 * The name of a lazy chunk of a feature folder: the area (`features/report/index.tsx` -> report),
 * the page folder (`features/company/accounts/index.tsx` -> company-accounts) or the module
 * (`features/company/accounts/AccountDrawer.tsx` -> company-AccountDrawer).
 */
function featureChunkName(id: string | null | undefined): string | undefined {
  const match = id?.match(/[\\/]src[\\/]features[\\/]([^\\/]+)[\\/](.+)\.tsx?$/);
  if (!match) return undefined;
  const [, area, rest] = match;
  const name = rest?.replace(/(^|[\\/])index$/, '').split(/[\\/]/).filter(Boolean).pop();
  return name ? `${area}-${name}` : area;
}

export default defineConfig({
  plugins: [react(), versionFile()],
  server: {
    port: 5173,
    proxy: { '/api': SERVER, '/version.json': SERVER, '/portal': SERVER },
  },
  preview: {
    proxy: { '/api': SERVER, '/portal': SERVER },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each entry and lazy chunk imports (scripts/first-screen.mjs reads it).
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // The domain package is pure: what the web app does not use must not ship (zod schemas stay out of /login).
      // @rc-component/* (antd's internals) are pure component modules without a sideEffects flag: without
      // this, importing antd's Input also keeps the whole form engine that its context file re-exports.
      treeshake: { moduleSideEffects: (id) => (PURE_MODULES.test(id) ? false : undefined) },
      output: {
        // Each area, page and on-demand dialog is a lazy import and so its own chunk; name it after its module.
        chunkFileNames: (chunk) => {
          const name = featureChunkName(chunk.facadeModuleId);
          return name ? `assets/area-${name}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            // React, the router and TanStack Query: one long-cached chunk shared by every page.
            { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 30 },
            // antd's engine (theme tokens, CSS-in-JS, colours, motion): every page needs it. The
            // components are split by use instead, so /login does not carry the table or the date picker.
            { name: 'vendor-antd', test: ANTD_CORE, priority: 20 },
          ],
        },
      },
    },
  },
});
