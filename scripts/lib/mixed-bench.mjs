// The mixed student workload of `pnpm bench` (issue 14): many students at once, each in a
// loop of what a student does: sign in, open the dashboard, start a 20-question test, answer
// the 20 questions one by one, submit. Requests go round-robin over the api nodes given (as
// a load balancer would), each student from an address of its own (X-Forwarded-For: the
// nodes run with TRUST_PROXY=1, as behind nginx). Bounded in time; loopback only.
import { readdirSync, readFileSync } from 'node:fs';

const PASSWORD = 'mixed-bench-password-1';

/** A response of any item type (item-types.ts), as a student would give it. */
function responseTo(q, i) {
  if (q.type === 'numeric') return String(10 + i);
  if (q.type === 'multiple-select') return 'AC';
  if (q.type === 'ordered') {
    return ['A', 'B', 'C', 'D', 'E', 'F']
      .filter((l) => q[`option${l}`])
      .reverse()
      .join('');
  }
  return ['A', 'B', 'C', 'D'][i % 4];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** The resident memory (MiB) of the api processes listening on these ports (Linux /proc). */
export function apiMemoryMiB(ports) {
  const out = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('api/dist/server.mjs')) continue;
      const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const port = env.find((e) => e.startsWith('PORT='))?.slice(5);
      if (!ports.includes(Number(port))) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) out.push(Math.round(Number(rss[1]) / 1024));
    } catch {
      // A process that ended meanwhile.
    }
  }
  return out;
}

/**
 * Registers `students` accounts (through the api, each from its own address) and returns
 * their e-mails; `grant(emails)` then gives them premium access to ATI TEAS 7.
 */
export async function createStudents({ nodes, origin, students, tag, grant }) {
  const emails = [];
  for (let i = 0; i < students; i++) {
    const email = `mixed-${tag}-${i}@bench.test`;
    const res = await fetch(`${nodes[i % nodes.length]}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': addressOf(i) },
      body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: `${i}` }),
    });
    if (res.status !== 201) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
    emails.push(email);
  }
  await grant(emails);
  return emails;
}

const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** Runs the workload for `seconds` with one loop per student; returns the figures. */
export async function runMixed({ nodes, origin, emails, seconds }) {
  const latencies = [];
  /** Sign-ins apart: their password hashing is slow on purpose. */
  const signIns = [];
  let errors = 0;
  let journeys = 0;
  let turn = 0;
  const deadline = Date.now() + seconds * 1000;
  const firstError = [];

  async function call(student, method, path, body) {
    const node = nodes[turn++ % nodes.length];
    const started = performance.now();
    const res = await fetch(`${node}${path}`, {
      method,
      headers: {
        origin,
        'x-forwarded-for': student.address,
        ...(student.cookie ? { cookie: student.cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    (path === '/api/auth/login' ? signIns : latencies).push(performance.now() - started);
    if (res.status >= 400) {
      errors++;
      if (firstError.length < 3)
        firstError.push(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
      throw new Error('request failed');
    }
    return { res, body: text ? JSON.parse(text) : null };
  }

  async function journey(student) {
    const login = await call(student, 'POST', '/api/auth/login', {
      email: student.email,
      password: PASSWORD,
      firstName: '',
      lastName: '',
    });
    student.cookie = login.res.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    await Promise.all([
      call(student, 'GET', '/api/auth/user'),
      call(student, 'GET', '/api/user-progress'),
      call(student, 'GET', '/trpc/progress.access'),
      call(student, 'GET', '/api/test-sessions?limit=5'),
      call(student, 'GET', '/api/subscription-status'),
    ]);
    const start = await call(student, 'POST', '/api/test-sessions', {
      examTypeId: 1,
      restart: true,
    });
    for (const [i, q] of start.body.questions.entries()) {
      await call(student, 'POST', '/trpc/practice.answer', {
        sessionId: start.body.id,
        questionId: q.id,
        answer: responseTo(q, i),
      });
    }
    await call(student, 'PATCH', `/api/test-sessions/${start.body.id}`, { answers: {} });
    journeys++;
  }

  const began = performance.now();
  await Promise.all(
    emails.map(async (email, i) => {
      const student = { email, address: addressOf(i), cookie: null };
      while (Date.now() < deadline) {
        await journey(student).catch(() => {});
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  signIns.sort((a, b) => a - b);
  return {
    requests: latencies.length + signIns.length,
    perSecond: (latencies.length + signIns.length) / elapsed,
    signInP50: percentile(signIns, 0.5),
    signInP99: percentile(signIns, 0.99),
    journeysPerSecond: journeys / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    firstError,
  };
}
