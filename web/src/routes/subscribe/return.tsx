import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PaymentReturnPage } from '../../features/subscribe/payment-return-page';
import { readReturnParams } from '../../features/subscribe/return-params';
import { useCurrentUser } from '../../session/current-user';

export const Route = createFileRoute('/subscribe/return')({
  component: PaymentReturnRoute,
});

/**
 * Where the payment provider sends the browser back (`RETURN_PATH` of the api). Its query is
 * read as sent (history's raw search, not the router's JSON-parsed one): see readReturnParams.
 */
function PaymentReturnRoute() {
  const { history } = useRouter();
  const [{ params, returnPath }] = useState(() => ({
    params: readReturnParams(history.location.search),
    returnPath: `${history.location.pathname}${history.location.search}`,
  }));
  const { data: user } = useCurrentUser();
  return <PaymentReturnPage params={params} user={user} returnPath={returnPath} />;
}
