import { fileTypeFromBuffer } from 'file-type';

/** What a file really is, from its content: the type it is stored and served with, and its extension. */
export type VerifiedType = { mime: string; ext: string };

/** Types accepted in uploads, by what `file-type` reads from the content (magic bytes). */
const ACCEPTED: Record<string, VerifiedType> = {
  'image/png': { mime: 'image/png', ext: '.png' },
  'image/jpeg': { mime: 'image/jpeg', ext: '.jpg' },
  'image/gif': { mime: 'image/gif', ext: '.gif' },
  'image/webp': { mime: 'image/webp', ext: '.webp' },
  'application/pdf': { mime: 'application/pdf', ext: '.pdf' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: '.docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: '.xlsx',
  },
  // Word 97-2003 documents are OLE compound files; file-type names the container.
  'application/x-cfb': { mime: 'application/msword', ext: '.doc' },
};

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * The real type of an uploaded file, or undefined when it is not one we accept. The name's extension
 * is not trusted: HTML or SVG named `.png` is refused. Plain text (valid UTF-8 without NULs) is
 * accepted only where the name says `.txt`, and is always served as a download.
 */
export async function verifyUpload(data: Uint8Array, claimedExt: string, opts: { imagesOnly: boolean }): Promise<VerifiedType | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (detected) {
    const type = ACCEPTED[detected.mime];
    if (!type || (opts.imagesOnly && !IMAGE_TYPES.has(type.mime))) return undefined;
    return type;
  }
  if (opts.imagesOnly || claimedExt !== '.txt' || data.byteLength === 0) return undefined;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return text.includes('\u0000') ? undefined : { mime: 'text/plain; charset=utf-8', ext: '.txt' };
  } catch {
    return undefined;
  }
}
