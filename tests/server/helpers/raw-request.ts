/** Raw HTTP over a socket, for requests a client library would refuse to send (two Host headers, bad encoding). */
import { once } from 'node:events';
import { connect } from 'node:net';

/** Sends `text` on a fresh loopback connection and resolves with all the server wrote before closing it. */
export async function sendRaw(port: number, text: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let response = '';
  socket.setEncoding('utf8').on('data', (chunk: string) => (response += chunk));
  await once(socket, 'connect');
  socket.write(text);
  await once(socket, 'end');
  socket.destroy();
  return response;
}
