import { connect } from 'node:net';

/** A request whose head was sent and whose body is held back. */
export interface HeldRequest {
  /** Sends the body; resolves with the answer's status and body. */
  release(): Promise<{ status: number; body: string }>;
}

/** The time the server gets to read a held request's head and check its session before anything else. */
export const HEAD_READ_MS = 300;

/**
 * Sends a JSON request's head at once over a raw socket and keeps its body until `release`, as a slow or
 * hostile client may: what the server decided on reading the head meets what changed before the body.
 */
export async function holdRequest(
  port: number,
  token: string,
  method: string,
  url: string,
  payload: object,
): Promise<HeldRequest> {
  const body = JSON.stringify(payload);
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let answer = '';
  socket.setEncoding('utf8');
  const answered = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (!answer.includes('\r\n\r\n')) return;
      const [head = '', rest = ''] = answer.split('\r\n\r\n');
      // A 204 has no body, and so no length.
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
      if (Buffer.byteLength(rest) >= length) {
        socket.end();
        resolve(answer);
      }
    });
    socket.on('error', reject);
  });
  socket.write(
    `${method} /api${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  await new Promise((wait) => setTimeout(wait, HEAD_READ_MS));
  return {
    async release() {
      socket.write(body);
      const text = await answered;
      const [head = '', rest = ''] = text.split('\r\n\r\n');
      return { status: Number(head.split(' ')[1]), body: rest };
    },
  };
}
