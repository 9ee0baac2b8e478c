import { publishedOrSignedIn } from './published-or-signed-in';
import { signedIn } from './signed-in';

/** Site content with a draft/published status: everyone reads what is published; editors edit. */
export const editorialAccess = {
  read: publishedOrSignedIn,
  create: signedIn,
  update: signedIn,
  delete: signedIn,
};
