import DOMPurify from 'dompurify';

/**
 * The one sanitiser for server HTML (package DESCRIPTION, roaming description/fullDescription/
 * instructionsVi, news): scripts, styles, frames, forms and event handlers are removed, and
 * links that open a new window get a safe `rel`.
 */
export function sanitizeHtml(dirty: string): string {
  const purifier = DOMPurify();
  // Fail closed: without a DOM to sanitise with, no server HTML is rendered at all.
  if (!purifier.isSupported) return '';
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier.sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
