import DOMPurify from 'dompurify';
import { safeImageUrl } from '@selfcare/domain';

/**
 * Server HTML is content: nothing in it may run, open over the page, take focus or pull in other
 * documents. Forms and their controls, frames, embedded objects, dialogs (`<dialog open>` would
 * float over the page), templates and portals, and document-level tags are removed (their text
 * stays); so are popover, focus and editing attributes.
 */
const forbiddenTags = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'dialog',
  'template',
  'slot',
  'portal',
  'meta',
  'link',
  'base',
];
const forbiddenAttributes = [
  'style',
  'popover',
  'popovertarget',
  'popovertargetaction',
  'autofocus',
  'tabindex',
  'contenteditable',
  'accesskey',
  'srcset',
];
/** Attributes that load media; their addresses pass the same check as every server image. */
const mediaAddressAttributes = ['src', 'poster'];

/**
 * One purifier for the page, made on first use with its hook and configuration (issue 22: making one and
 * parsing the configuration for every call was most of the cost of sanitising, in the home's first render).
 * Made again for another window (a test environment), and null where there is no DOM to sanitise with.
 */
let purifier: { window: unknown; instance: ReturnType<typeof DOMPurify> | null } | undefined;

function thePurifier() {
  const currentWindow = typeof window === 'undefined' ? undefined : window;
  if (purifier && purifier.window === currentWindow) return purifier.instance;
  const instance = DOMPurify();
  purifier = { window: currentWindow, instance: instance.isSupported ? instance : null };
  if (!instance.isSupported) return null;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // A server image without a text alternative is taken as decorative: screen readers skip it
    // instead of reading its file name (WCAG 1.1.1, axe image-alt).
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    for (const attribute of mediaAddressAttributes) {
      const address = node.getAttribute(attribute);
      if (address !== null && safeImageUrl(address) === undefined) node.removeAttribute(attribute);
    }
  });
  instance.setConfig({
    USE_PROFILES: { html: true },
    FORBID_TAGS: forbiddenTags,
    FORBID_ATTR: forbiddenAttributes,
    ADD_ATTR: ['target'],
  });
  return instance;
}

/**
 * The one sanitiser for server HTML (package DESCRIPTION, roaming description/fullDescription/
 * instructionsVi, news): scripts, styles, frames, forms, overlays and event handlers are removed,
 * images load only from https: or the portal's own paths (domain `safeImageUrl`), and links that
 * open a new window get a safe `rel`.
 */
export function sanitizeHtml(dirty: string): string {
  // Fail closed: without a DOM to sanitise with, no server HTML is rendered at all.
  return thePurifier()?.sanitize(dirty) ?? '';
}
