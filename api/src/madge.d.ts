// madge ships no types: the part of its API the import-graph test uses.
declare module 'madge' {
  interface MadgeResult {
    /** Each file (relative to the base folder) and the files it imports. */
    obj(): Record<string, string[]>;
    circular(): string[][];
  }
  interface MadgeConfig {
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string;
    detectiveOptions?: Record<string, unknown>;
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
