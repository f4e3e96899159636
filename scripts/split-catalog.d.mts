import type { Plugin } from 'vite'

export declare const FIRST_SCREEN_ORIGINS: RegExp[]
export declare function isFirstScreenOrigin(file: string): boolean
export declare function selectPart(
  messages: Record<string, unknown>,
  origins: Record<string, { origin?: [string, number | null][] }>,
  part: 'first-screen' | 'later',
): Record<string, unknown>
export declare function splitCatalogPlugin(): Plugin
