import DOMPurify from 'dompurify';

/**
 * Notification messages may carry markup (spec §2); only inert formatting survives: no scripts, event
 * handlers, styles, forms, frames or javascript:/data: URLs.
 */
export function sanitizeMarkup(markup: string): string {
  return DOMPurify.sanitize(markup, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'svg', 'math', 'img', 'video', 'audio', 'source', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction'],
    ALLOW_DATA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}
