import type { Plugin } from 'vite'

export declare const PRECOMPRESSED: RegExp
export declare function precompress(dir: string): Promise<number>
export declare function precompressPlugin(): Plugin
