/** What a file's first bytes say it is; the name and the declared type are the sender's word only. */
export interface SniffedType {
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const SIGNATURES: readonly { test: (bytes: Uint8Array) => boolean; type: SniffedType }[] = [
  { test: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), type: { contentType: 'image/png', extension: '.png' } },
  { test: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]), type: { contentType: 'image/jpeg', extension: '.jpg' } },
  { test: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')), type: { contentType: 'image/gif', extension: '.gif' } },
  { test: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8), type: { contentType: 'image/webp', extension: '.webp' } },
  { test: (bytes) => startsWith(bytes, ascii('%PDF-')), type: { contentType: 'application/pdf', extension: '.pdf' } },
];

export function sniff(bytes: Uint8Array): SniffedType | undefined {
  return SIGNATURES.find((signature) => signature.test(bytes))?.type;
}

// The demo files include SVG images, which no upload may be (they can carry script).
const EXTENSIONS = new Map<string, string>([...SIGNATURES.map(({ type }) => [type.contentType, type.extension] as const), ['image/svg+xml', '.svg']]);

/** The extension a stored file of this type is named with when served; never the uploader's own. */
export function extensionOf(contentType: string): string {
  return EXTENSIONS.get(contentType) ?? '';
}

export const isImage = (type: SniffedType) => type.contentType.startsWith('image/');
export const isPdf = (type: SniffedType) => type.contentType === 'application/pdf';
