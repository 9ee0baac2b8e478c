import Database from 'better-sqlite3';

/**
 * For browser journeys only (web/e2e): moves the open section's clock of a simulation so that
 * it ends `secondsLeft` from now, by writing the session's stored state in the stack's SQLite
 * file, as time passing would leave it. No route or setting of the server does this: it needs
 * the database file, which only the machine running the stack has. The server then does the
 * rest as in production (it closes the section when the clock has run out, the next opens).
 */
export function endSectionClockIn(sqlitePath: string, sessionId: string, secondsLeft: number) {
  const db = new Database(sqlitePath);
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare('select section_state from test_sessions where id = ?').get(sessionId) as
      | { section_state: string | null }
      | undefined;
    if (!row?.section_state) throw new Error(`no simulation state for session ${sessionId}`);
    const state = JSON.parse(row.section_state) as { deadlineAt: string | null };
    if (state.deadlineAt === null) throw new Error('the open section has no running clock');
    state.deadlineAt = new Date(Date.now() + secondsLeft * 1000).toISOString();
    db.prepare('update test_sessions set section_state = ? where id = ?').run(
      JSON.stringify(state),
      sessionId,
    );
  } finally {
    db.close();
  }
}
