/**
 * A lingering close for an answer sent before its request's body has all arrived (a body over the
 * limit). Closing a socket that still has unread bytes makes the kernel send a reset, and a client
 * still sending then loses the answer it had not read yet: it sees "EPIPE" or "connection reset"
 * instead of the 413 and its message. As web servers do (nginx's lingering_close), the socket sends
 * its end after the answer and goes on reading, and discarding, what the client still sends: until
 * the client stops, stays silent for a while, or a total time runs out.
 */
import type { Socket } from 'node:net';

export interface Lingering {
  /** The longest the socket goes on reading after the answer. */
  totalMs: number;
  /** The longest a silent client keeps it. */
  idleMs: number;
}

export const LINGERING: Lingering = { totalMs: 30_000, idleMs: 5_000 };

/**
 * Makes the server's close of this socket, once its answer is sent, a lingering one. Node's HTTP
 * server closes a `connection: close` answer's socket by `destroySoon()`, which is replaced here for
 * this socket alone.
 */
export function lingerOnClose(socket: Socket, lingering: Lingering = LINGERING): void {
  socket.destroySoon = () => {
    socket.end();
    let lastRead = socket.bytesRead;
    const started = Date.now();
    const check = setInterval(() => {
      const read = socket.bytesRead;
      const idle = read === lastRead;
      lastRead = read;
      if (idle || Date.now() - started >= lingering.totalMs) socket.destroy();
    }, lingering.idleMs);
    check.unref();
    socket.once('close', () => clearInterval(check));
    // The client has sent all it will: nothing is left unread.
    socket.once('end', () => socket.destroy());
  };
}
