import { describe, expect, it } from 'vitest';
import { readReturnParams } from './return-params';
import { validateSubscribeSearch } from './subscribe-search';

describe('/subscribe?exam=', () => {
  it('preselects a positive whole exam id', () => {
    expect(validateSubscribeSearch({ exam: 3 })).toEqual({ exam: 3 });
    expect(validateSubscribeSearch({ exam: '7' })).toEqual({ exam: 7 });
  });

  it.each([[0], [-1], [2.5], ['abc'], [''], [null], [undefined]])('ignores %s', (exam) => {
    expect(validateSubscribeSearch({ exam })).toEqual({ exam: undefined });
  });
});

describe("the provider's return query", () => {
  it('reads Flutterwave: status, tx_ref, transaction_id', () => {
    expect(
      readReturnParams('?status=successful&tx_ref=pp-abc&transaction_id=98765432101234567890'),
    ).toEqual({ reference: 'pp-abc', transactionId: '98765432101234567890', status: 'successful' });
  });

  it('reads Paystack: reference (or trxref)', () => {
    expect(readReturnParams('?trxref=pp-abc&reference=pp-abc')).toEqual({ reference: 'pp-abc' });
    expect(readReturnParams('?trxref=pp-xyz')).toEqual({ reference: 'pp-xyz' });
  });

  it('has nothing to confirm without a reference', () => {
    expect(readReturnParams('')).toBeNull();
    expect(readReturnParams('?status=cancelled')).toBeNull();
    expect(readReturnParams('?tx_ref=%20%20')).toBeNull();
  });
});
