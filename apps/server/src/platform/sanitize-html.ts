import { FILE_URL_PREFIX, OBJECT_KEY_PATTERN, richTextLength } from '@hrbd/contract';
import sanitize from 'sanitize-html';
import { badRequest } from './errors.js';
import type { FileUrlSigner } from './storage/signed-url.js';

/**
 * Rich text as the console's editor (Tiptap StarterKit + Image) writes it,
 * cleaned on an allow-list before a domain stores it: only the tags and
 * attributes the editor produces survive; scripts, styles, event handlers
 * and frames go; links keep http(s), mailto and tel targets; images keep
 * http(s) sources and our own stored files (`/files/…`), never `data:` or
 * `javascript:`. A picture may name its stored file (`data-object-key`, a
 * valid object key only), so a domain can hand out a fresh signed URL when it
 * shows the text again. Parsing is htmlparser2's (through sanitize-html), so
 * malformed markup is read the way a browser would read it, not by regex.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
] as const;

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];
const IMAGE_SCHEMES = ['http', 'https'];

/** `text` with percent-escapes undone until none are left (`%252e` is `%2e` is `.`); undefined when malformed. */
function fullyDecoded(text: string): string | undefined {
  let current = text;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined; // still changing: nobody writes a picture address like that
}

/**
 * An image source we serve ourselves: `/files/` and an object key of the form
 * the server makes, read after decoding (so `/files/%2e%2e/…` is a path
 * elsewhere on the site, and refused), with nothing but a query after it.
 */
function isOwnFile(src: string): boolean {
  const decoded = fullyDecoded(src);
  if (decoded === undefined || !decoded.startsWith(FILE_URL_PREFIX)) return false;
  const key = decoded.slice(FILE_URL_PREFIX.length).split('?')[0];
  return OBJECT_KEY_PATTERN.test(key);
}
const hasScheme = (src: string) => /^[a-z][a-z\d+.-]*:/i.test(src);

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-object-key'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: IMAGE_SCHEMES },
  allowProtocolRelative: false,
  // Text of dropped elements stays; script-like elements go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    img: (tagName, attribs) => {
      const { 'data-object-key': objectKey, ...rest } = attribs;
      return { tagName, attribs: objectKey !== undefined && OBJECT_KEY_PATTERN.test(objectKey) ? { ...rest, 'data-object-key': objectKey } : rest };
    },
    a: (tagName, attribs) => {
      const { target, rel, ...rest } = attribs;
      // A link opening a new tab must not hand the new page our window (reverse tabnabbing).
      return target === '_blank'
        ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } }
        : { tagName, attribs: { ...rest, rel: rel ?? 'nofollow' } };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    // sanitize-html has already dropped disallowed schemes; a relative source must be one of our files.
    const src = frame.attribs.src?.trim() ?? '';
    return src === '' || (!hasScheme(src) && !isOwnFile(src));
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}

/**
 * Rich text as a domain stores it: what the allow-list keeps of what was
 * sent. Markup that keeps neither text nor a picture (only a script, say) is
 * no text at all and is refused with `emptyMessage` (请输入岗位描述 …); with a
 * `limit`, text longer than its `max` characters is refused naming the field.
 */
export function storedRichText(html: string, emptyMessage: string, limit?: { label: string; max: number }): string {
  const text = sanitizeRichText(html);
  if (text.replace(/<[^>]*>/g, '').trim() === '' && !text.includes('<img')) throw badRequest(emptyMessage);
  if (limit && richTextLength(text) > limit.max) throw badRequest(`${limit.label}已超出字数限制（最多 ${limit.max} 字）`);
  return text;
}

/**
 * Stored rich text as it is shown again: every picture that names its stored
 * file gets a freshly signed address (the one written with it expired an hour
 * later). The text was cleaned when stored, so nothing else changes.
 */
export function withFreshPictureUrls(html: string, signer: FileUrlSigner): string {
  if (!html.includes('data-object-key')) return html;
  return sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        const key = attribs['data-object-key'];
        return key && OBJECT_KEY_PATTERN.test(key) ? { tagName, attribs: { ...attribs, src: signer.sign(key).url } } : { tagName, attribs };
      },
    },
  });
}
