import { describe, expect, it } from 'vitest';
import { FifoLock } from './fair-sqlite-dialect';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the SQLite connection lock', () => {
  it('hands the connection to waiters in the order they asked, never to a latecomer', async () => {
    const lock = new FifoLock(1_000);
    const order: string[] = [];
    await lock.lock();
    const waiters = ['first', 'second', 'third'].map((name) =>
      lock.lock().then(() => {
        order.push(name);
        // Each holder releases, then at once asks again (as a request with several queries
        // does): it must queue behind the others, not take the lock back.
        lock.unlock();
        if (name === 'first') void lock.lock().then(() => order.push('first again'));
      }),
    );
    lock.unlock();
    await Promise.all(waiters);
    await tick();
    expect(order).toEqual(['first', 'second', 'third', 'first again']);
  });

  it('lets the event loop turn once holders have followed each other for the time slice', async () => {
    const lock = new FifoLock(5);
    let loopTurns = 0;
    const counter = setInterval(() => loopTurns++, 0);
    await lock.lock();
    const holders = Array.from({ length: 40 }, () =>
      lock.lock().then(() => {
        const until = performance.now() + 1;
        while (performance.now() < until) {
          // A synchronous query of about a millisecond.
        }
        lock.unlock();
      }),
    );
    lock.unlock();
    await Promise.all(holders);
    clearInterval(counter);
    // 40 ms of back-to-back work in 5 ms slices: timers ran in between several times.
    expect(loopTurns).toBeGreaterThanOrEqual(4);
  });

  it('is free again once the last holder leaves', async () => {
    const lock = new FifoLock();
    await lock.lock();
    lock.unlock();
    await lock.lock();
    expect(lock.waiting).toBe(0);
    lock.unlock();
  });
});
