/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the sub host (e.g. https://app.bole.example); login targets and a few addresses are built on it. */
  readonly VITE_SUB_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
