/** Escapes text for HTML e-mail bodies. */
import { BRAND_NAME } from '@app/domain';
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The last line of every e-mail. */
export const SIGN_OFF = `— The ${BRAND_NAME} team`;

/** A plain, accessible single-column e-mail layout (inline styles: mail clients drop CSS). */
export function emailLayout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1c4fd8">${BRAND_NAME}</p>
${bodyHtml}
</div></body></html>`;
}
