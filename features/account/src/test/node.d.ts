/**
 * The little of Node the message test reads the sources with: jest runs on Node, but this
 * browser package does not carry Node's types (and its code must not use them).
 */
declare module 'node:fs' {
  export function readdirSync(path: string, options: { withFileTypes: true }): { name: string; isDirectory(): boolean }[];
  export function readFileSync(path: string, encoding: 'utf8'): string;
}

declare module 'node:path' {
  export function join(...parts: string[]): string;
  export function dirname(path: string): string;
}

declare const __dirname: string;
