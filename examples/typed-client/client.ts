// A TypeScript program of your own calling the api's procedures with full types: inputs,
// outputs and errors all come from the api's router type; nothing is generated or copied.
import type { AppRouter } from '@app/api/router';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';

const origin = process.env.SITE_URL ?? 'http://localhost:3000';
let cookie = '';

const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: `${origin}/trpc`,
      // State-changing calls must carry the site's Origin; the session is a cookie.
      headers: () => ({ Origin: origin, ...(cookie ? { Cookie: cookie } : {}) }),
      async fetch(url, init) {
        const response = await fetch(url, init);
        const set = response.headers.getSetCookie();
        if (set.length) cookie = set.map((line) => line.split(';')[0]).join('; ');
        return response;
      },
    }),
  ],
});

const exams = await api.exams.list.query();
console.log(exams.map((exam) => `${exam.id} ${exam.name}`).join('\n'));

try {
  await api.auth.login.mutate({
    email: process.env.EMAIL ?? 'demo@preppilot.app',
    password: process.env.PASSWORD ?? 'try-the-demo-2026',
  });
  const test = await api.practice.start.mutate({ examTypeId: 1, mode: 'timed' });
  console.log(`Test ${test.id}: ${test.questions.length} questions, ${test.remainingSeconds}s`);
} catch (error) {
  // Programs decide on the stable code, never on the message text.
  if (error instanceof TRPCClientError && error.data?.appCode === 'FREE_LIMIT_REACHED') {
    console.log('The free questions of this exam are used: subscribe for more.');
  } else throw error;
}
