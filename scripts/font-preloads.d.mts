export declare const FIRST_SCREEN_FONTS: Record<'en' | 'ar', string[]>
export declare function fontPreloadLinks(locale: 'en' | 'ar', distDir: string): string
