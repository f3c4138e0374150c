// File kinds by extension (spec sections 2 and 5).

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp'] as const;
/** Word documents, which the server converts to a page for their 预览. */
export const WORD_PREVIEW_EXTENSIONS = ['doc', 'docx'] as const;
/** Files the browser can preview in place (Word as the server's HTML page); others are downloaded. */
export const PREVIEWABLE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', ...WORD_PREVIEW_EXTENSIONS] as const;

/**
 * What a resume attachment may be: documents, images, plain text and office files as job
 * boards and candidates send them, plus zip/rar for portfolios. Executables, scripts and
 * vector images (svg can carry script) are refused; html is accepted but only ever downloaded.
 */
export const ATTACHMENT_EXTENSIONS = [
  'pdf', 'doc', 'docx', 'wps', 'rtf', 'txt', 'html', 'htm',
  'jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp',
  'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar',
] as const;
/** The largest attachment, in MB (the server's upload limit). */
export const ATTACHMENT_MAX_MB = 20;

const imageExtensions: ReadonlySet<string> = new Set(IMAGE_EXTENSIONS);
const attachmentExtensions: ReadonlySet<string> = new Set(ATTACHMENT_EXTENSIONS);
const previewableExtensions: ReadonlySet<string> = new Set(PREVIEWABLE_EXTENSIONS);
const wordExtensions: ReadonlySet<string> = new Set(WORD_PREVIEW_EXTENSIONS);

/** Lower-case extension of a file name, path or URL without its dot ('' when there is none). */
export function fileExtension(name: string | null | undefined): string {
  const path = (name ?? '').replace(/[?#].*$/, '');
  const base = path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file is an image by its extension (case-insensitive). */
export function isImageFile(name: string | null | undefined): boolean {
  return imageExtensions.has(fileExtension(name));
}

/** Whether a file can be previewed: jpg, jpeg, png, pdf, doc or docx (case-insensitive). */
export function isPreviewable(name: string | null | undefined): boolean {
  return previewableExtensions.has(fileExtension(name));
}

/** Whether a file's 预览 is the server's page of a Word document: doc or docx (case-insensitive). */
export function isWordPreview(name: string | null | undefined): boolean {
  return wordExtensions.has(fileExtension(name));
}

/** Whether a file may be uploaded as a resume attachment, by its extension (case-insensitive). */
export function isAllowedAttachment(name: string | null | undefined): boolean {
  return attachmentExtensions.has(fileExtension(name));
}
