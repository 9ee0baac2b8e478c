/** One JSON line per event on stdout (info) or stderr (error). */
export type Logger = {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
};

function line(level: string, msg: string, fields?: Record<string, unknown>): string {
  return `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
}

export function createLogger(options: { quiet?: boolean } = {}): Logger {
  return {
    info(msg, fields) {
      if (!options.quiet) process.stdout.write(line('info', msg, fields));
    },
    error(msg, fields) {
      process.stderr.write(line('error', msg, fields));
    },
  };
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}
