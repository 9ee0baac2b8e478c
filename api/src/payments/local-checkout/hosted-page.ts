import { BRAND_NAME, formatMoney } from '@app/domain';
import { escapeHtml } from '../../mail/templates/html';
import type { HostedCheckout } from './state';

export const MOBILE_NETWORKS = ['MTN', 'Telecel', 'AirtelTigo', 'M-Pesa', 'Airtel'] as const;

export type FormValues = Record<string, string>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f6fb;color:#1f2937}
main{max-width:560px;margin:0 auto;padding:16px}
.banner{background:#fff4d6;border:2px solid #b45309;border-radius:8px;padding:12px 16px;margin:16px 0}
.banner strong{display:block;font-size:1.1rem}
.card{background:#fff;border-radius:8px;padding:20px;margin:16px 0;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:8px 0}h2{font-size:1.1rem;margin:0 0 12px}
label{display:block;font-weight:600;margin:12px 0 4px}
input,select{width:100%;font-size:1rem;padding:10px;border:1px solid #6b7280;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{font-size:1rem;padding:12px 18px;border-radius:6px;border:0;cursor:pointer;margin-top:16px}
.pay{background:#1c4fd8;color:#fff;width:100%}.cancel{background:#e5e7eb;color:#111827}
.fail{background:#991b1b;color:#fff}.actions{display:flex;gap:12px;flex-wrap:wrap}
.error{background:#fde8e8;border:1px solid #991b1b;color:#7f1d1d;border-radius:6px;padding:10px 12px}
.amount{font-size:1.6rem;font-weight:700}
:focus-visible{outline:3px solid #1c4fd8;outline-offset:2px}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<div class="banner" role="note"><strong>Test checkout: no money moves.</strong>
This page stands in for the card and mobile-money payment provider while the site runs locally.
Any card or phone number in the right format is accepted; nothing is charged.</div>
${body}
</main></body></html>`;
}

const field = (
  name: string,
  label: string,
  values: FormValues,
  attrs: string,
) => `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attrs}>`;

/** The hosted payment page: card and mobile-money forms, and Cancel and Fail. */
export function hostedPage(
  checkout: HostedCheckout,
  action: string,
  options: { error?: string; values?: FormValues } = {},
): string {
  const values = options.values ?? {};
  const price = formatMoney(Math.round(checkout.amount * 100), checkout.currency);
  const error = options.error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>`
    : '';
  const networks = MOBILE_NETWORKS.map(
    (n) =>
      `<option value="${n}"${values.network === n ? ' selected' : ''}>${escapeHtml(n)}</option>`,
  ).join('');
  return layout(
    `Pay ${price} — test checkout`,
    `<div class="card">
<p>${BRAND_NAME}</p>
<h1>${escapeHtml(checkout.description)}</h1>
<p class="amount">${escapeHtml(price)}</p>
<p>Paying as ${escapeHtml(checkout.customer.email)}</p>
</div>
${error}
<form class="card" method="post" action="${action}" aria-labelledby="card-title">
<h2 id="card-title">Pay with card</h2>
<input type="hidden" name="choice" value="card">
${field('cardNumber', 'Card number', values, 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required')}
<div class="row"><div>${field('expiry', 'Expiry (MM/YY)', values, 'autocomplete="cc-exp" placeholder="12/30" required')}</div>
<div>${field('cvv', 'CVV', values, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" required')}</div></div>
<button class="pay" type="submit">Pay ${escapeHtml(price)} with card</button>
</form>
<form class="card" method="post" action="${action}" aria-labelledby="momo-title">
<h2 id="momo-title">Pay with mobile money</h2>
<input type="hidden" name="choice" value="mobilemoney">
${field('phone', 'Phone number', values, 'type="tel" inputmode="tel" autocomplete="tel" placeholder="+233 24 123 4567" required')}
<label for="network">Network</label>
<select id="network" name="network" required><option value="">Choose your network</option>${networks}</select>
<button class="pay" type="submit">Pay ${escapeHtml(price)} with mobile money</button>
</form>
<form class="card" method="post" action="${action}">
<h2>Other outcomes</h2>
<p>Cancel returns to the site without paying. Fail simulates a declined payment.</p>
<div class="actions">
<button class="cancel" type="submit" name="choice" value="cancel">Cancel</button>
<button class="fail" type="submit" name="choice" value="fail">Fail</button>
</div>
</form>`,
  );
}

/** A page for a checkout that is unknown or already finished. */
export function closedPage(message: string): string {
  return layout('Test checkout', `<div class="card"><h1>${escapeHtml(message)}</h1></div>`);
}
