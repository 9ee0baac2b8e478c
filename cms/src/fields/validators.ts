/**
 * Field validations with editor-facing messages. Each composes with Payload's own validator
 * for the field type, so `required` keeps working.
 */
import type {
  NumberFieldSingleValidation,
  TextareaFieldValidation,
  TextFieldSingleValidation,
} from 'payload';
import { number, text, textarea } from 'payload/shared';

function tooLong(value: unknown, limit: number, label: string): string | null {
  if (typeof value !== 'string' || value.length <= limit) return null;
  return `${label} must be ${limit} characters or fewer (it has ${value.length}).`;
}

/** A text field of at most `limit` characters. */
export function maxCharsText(limit: number, label: string): TextFieldSingleValidation {
  return (value, options) => tooLong(value, limit, label) ?? text(value, options);
}

/** A textarea of at most `limit` characters. */
export function maxCharsTextarea(limit: number, label: string): TextareaFieldValidation {
  return (value, options) => tooLong(value, limit, label) ?? textarea(value, options);
}

/** An absolute http(s) URL (or empty when the field is optional). */
export const httpUrl: TextFieldSingleValidation = (value, options) => {
  if (value === null || value === undefined || value === '') return text(value, options);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return true;
  } catch {
    // fall through to the message
  }
  return 'Must be an http(s) URL, e.g. https://example.com/page';
};

/** A link target: a site path (/services#ged), an http(s) URL, or a mailto:/tel: link. */
export const linkHref: TextFieldSingleValidation = (value, options) => {
  if (value === null || value === undefined || value === '') return text(value, options);
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    if (['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) return true;
  } catch {
    // fall through to the message
  }
  return 'Must be a site path such as /services, an http(s) URL, or a mailto:/tel: link';
};

/** A CSS hex colour: #rgb or #rrggbb. */
export const hexColor: TextFieldSingleValidation = (value, options) => {
  if (value === null || value === undefined || value === '') return text(value, options);
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return true;
  return 'Must be a hex colour such as #2563eb';
};

/** A whole number from `min` to `max`, inclusive. */
export function wholeNumberBetween(
  min: number,
  max: number,
  label: string,
): NumberFieldSingleValidation {
  return (value, options) => {
    if (value === null || value === undefined) return number(value, options);
    if (!Number.isInteger(value) || value < min || value > max) {
      return `${label} must be a whole number from ${min} to ${max}.`;
    }
    return true;
  };
}

/** An optional in-page anchor id in kebab case, e.g. 'study-guides' (for /resources#study-guides). */
export const kebabAnchor: TextFieldSingleValidation = (value, options) => {
  if (value === null || value === undefined || value === '') return text(value, options);
  if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return true;
  return "Must be lowercase letters, digits and single hyphens, e.g. 'study-guides'";
};
