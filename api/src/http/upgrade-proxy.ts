import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Forwards WebSocket upgrades (development hot reload of Next and Vite) to the server that owns
 * the path, by piping the raw sockets after replaying the request head.
 */
export function forwardUpgrade(pickUpstream: (path: string) => string | undefined) {
  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = pickUpstream(req.url ?? '/');
    if (!upstream) {
      socket.destroy();
      return;
    }
    const target = new URL(upstream);
    const out = connect(Number(target.port || 80), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      out.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) out.write(head);
      out.pipe(socket);
      socket.pipe(out);
    });
    const close = () => {
      out.destroy();
      socket.destroy();
    };
    out.on('error', close);
    socket.on('error', close);
  };
}
