/** What `payments.confirm` needs from the provider's redirect back to /subscribe/return. */
export type ReturnParams = { reference: string; transactionId?: string; status?: string };

/** Longer values are not the provider's (the api refuses them too). */
function param(query: URLSearchParams, name: string, max = 100): string | undefined {
  const value = query.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
}

/**
 * Reads the provider's query string exactly as sent (not the router's JSON-parsed search,
 * which would turn a long numeric transaction id into an imprecise number):
 * Flutterwave `?status=successful&tx_ref=REF&transaction_id=ID`, Paystack
 * `?trxref=REF&reference=REF`. Null when no reference is there (an invalid link).
 */
export function readReturnParams(search: string): ReturnParams | null {
  const query = new URLSearchParams(search);
  const reference = param(query, 'tx_ref') ?? param(query, 'reference') ?? param(query, 'trxref');
  if (!reference) return null;
  const params: ReturnParams = { reference };
  const transactionId = param(query, 'transaction_id');
  if (transactionId) params.transactionId = transactionId;
  const status = param(query, 'status', 40);
  if (status) params.status = status;
  return params;
}
