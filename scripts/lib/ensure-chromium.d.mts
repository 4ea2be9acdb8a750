export declare const CHROMIUM_FLAGS: string[];
export declare function ensureChromium(): Promise<string>;
