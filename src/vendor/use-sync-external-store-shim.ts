/**
 * wouter imports `use-sync-external-store/shim`, a polyfill for React < 18 that, on React 19,
 * only forwards to React's own hook (and still costs its code). The build resolves that import
 * here instead (vite.config.ts).
 */
export { useSyncExternalStore } from 'react'
