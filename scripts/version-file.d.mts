import type { Plugin } from 'vite'

export declare const DEV_VERSION_ID: 'dev'
export declare function buildVersion(now?: Date, sha?: string | null): { id: string; built_at: string }
export declare function versionFile(): Plugin
