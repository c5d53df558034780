import { FORMATS_BY_KIND, MAX_BYTES_BY_KIND, tooLargeMessage, wrongFormatMessage, type FileKind } from '@hrbd/contract';

/** The extension of a file name, lower-cased, without the dot ('' when there is none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The file chooser's `accept` for a kind, e.g. `.png,.jpg,.jpeg`. */
export function acceptOf(kind: FileKind): string {
  return FORMATS_BY_KIND[kind].map((format) => `.${format}`).join(',');
}

/** The kind a file name's extension says it is, if it is one the uploads accept. */
export function kindOfFileName(fileName: string): FileKind | undefined {
  const ext = extensionOf(fileName);
  return (Object.keys(FORMATS_BY_KIND) as FileKind[]).find((kind) => FORMATS_BY_KIND[kind].includes(ext));
}

/**
 * Checks a chosen file before anything is sent (spec §5): the format by its
 * extension, then the size, with the contract's messages. `kind` limits the
 * file to pictures or videos; without it either is accepted, each within its
 * own limit. The server checks the content again; this only spares a person
 * a useless upload. Returns the message to show, or null when the file may go.
 */
export function checkUploadFile(file: File, kind?: FileKind): string | null {
  const named = kindOfFileName(file.name);
  if (!named || (kind && named !== kind)) return wrongFormatMessage(kind);
  if (file.size > MAX_BYTES_BY_KIND[named]) return tooLargeMessage(named);
  return null;
}

/** The chooser's `accept` for any file the uploads take. */
export function acceptOfAny(): string {
  return (Object.keys(FORMATS_BY_KIND) as FileKind[]).map(acceptOf).join(',');
}
