// One client connection: cuts the byte stream into wire messages, runs each as a command and writes the replies in
// request order, so a command that answers later (it waits for the journal) holds back the replies queued behind it.
import net from 'node:net';
import { Logger, runCommand, ServerContext } from './commands';
import { Doc } from './values';
import {
  encodeMsg,
  encodeReply,
  MSG_MORE_TO_COME,
  MsgRequest,
  parseMessage,
  ProtocolError,
  QueryRequest,
} from './wire';

type Encode = (d: Doc) => Buffer;

/** What the connections of one server share. */
export interface ConnectionDeps {
  ctx: ServerContext;
  logger: Logger;
  /** Largest accepted message in bytes. */
  maxMessage: number;
  /** The open sockets, so that stopping the server can close them. */
  sockets: Set<net.Socket>;
}

/** The `connection` listener for a server's TCP and Unix socket listeners (connection ids are shared by both). */
export function connectionHandler(deps: ConnectionDeps): (socket: net.Socket) => void {
  let nextConnectionId = 1;
  return (socket) => {
    const connection = new Connection(socket, nextConnectionId++, deps);
    deps.sockets.add(socket);
    deps.ctx.connections.current++;
    deps.ctx.connections.total++;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => connection.receive(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      deps.sockets.delete(socket);
      deps.ctx.connections.current--;
    });
  };
}

/** A reply that cannot be encoded (too large, say) becomes an error reply rather than a dropped connection. */
function encodeSafely(encode: Encode, doc: Doc): Buffer {
  try {
    return encode(doc);
  } catch (err) {
    return encode({
      ok: 0,
      errmsg: `reply could not be encoded: ${(err as Error).message}`,
      code: 10334,
      codeName: 'BSONObjectTooLarge',
    });
  }
}

class Connection {
  private readonly remote: string;
  /** Received bytes not yet handled, and their total length. */
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** Length of the message being received (0 until its header has arrived). */
  private need = 0;
  /** The last reply still waiting to be written; replies after it queue behind it. */
  private tail: Promise<void> | null = null;

  constructor(
    private readonly socket: net.Socket,
    private readonly id: number,
    private readonly deps: ConnectionDeps,
  ) {
    this.remote = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
  }

  /** Takes received bytes and handles every message they complete. */
  receive(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (!this.socket.destroyed) {
      const msg = this.takeMessage();
      if (!msg) return;
      try {
        this.handle(msg);
      } catch (err) {
        this.reject(`internal error: ${(err as Error).message}`);
      }
    }
  }

  /** The next complete message off the buffer; null while it is incomplete, or once its length got it refused. */
  private takeMessage(): Buffer | null {
    if (this.need === 0) {
      if (this.buffered < 4) return null;
      if (this.chunks[0].length < 4) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
      this.need = this.chunks[0].readInt32LE(0);
      const max = this.deps.maxMessage;
      if (this.need < 16) return this.refuse(`invalid message length ${this.need}`);
      if (this.need > max) return this.refuse(`message length ${this.need} exceeds maxMessageSizeBytes ${max}`);
    }
    if (this.buffered < this.need) return null;
    const all = this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.buffered);
    const msg = all.subarray(0, this.need);
    const rest = all.subarray(this.need);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    this.need = 0;
    return msg;
  }

  private refuse(why: string): null {
    this.reject(why);
    return null;
  }

  /** Closes a connection that broke the protocol: nothing it sends afterwards can be framed reliably. */
  private reject(why: string): void {
    this.deps.logger.warn(`embedded-mongo: closing connection ${this.id} from ${this.remote}: ${why}`);
    this.chunks = [];
    this.buffered = 0;
    this.socket.destroy();
  }

  private handle(msg: Buffer): void {
    let req;
    try {
      req = parseMessage(msg);
    } catch (err) {
      this.reject(err instanceof ProtocolError ? err.message : `malformed message (${(err as Error).message})`);
      return;
    }
    if (req.kind === 'query') this.handleQuery(req);
    else this.handleMsg(req);
  }

  /** Legacy OP_QUERY, which drivers still use for the first handshake: commands only, answered with OP_REPLY. */
  private handleQuery(req: QueryRequest): void {
    const dot = req.collection.indexOf('.');
    const db = dot > 0 ? req.collection.slice(0, dot) : req.collection;
    const requestId = req.requestId;
    if (!req.collection.endsWith('.$cmd')) {
      this.send(encodeReply(requestId, { $err: 'OP_QUERY is only supported for commands', code: 352, ok: 0 }, 2));
      return;
    }
    let q = req.query;
    if (q.$query && typeof q.$query === 'object') q = q.$query as Doc;
    else if (q.query && typeof q.query === 'object' && Object.keys(q)[0] === 'query') q = q.query as Doc;
    this.respond(runCommand(this.deps.ctx, q, this.id, db), (d) => encodeReply(requestId, d));
  }

  /** OP_MSG; with moreToCome the client expects no reply, so none is written (nor a failure reported). */
  private handleMsg(req: MsgRequest): void {
    const requestId = req.requestId;
    const result = runCommand(this.deps.ctx, req.body, this.id);
    if (req.flags & MSG_MORE_TO_COME) {
      if (result instanceof Promise) result.catch(() => undefined);
      return;
    }
    this.respond(result, (d) => encodeMsg(requestId, d));
  }

  /** Writes a reply now when nothing is pending, else after the replies before it. */
  private respond(result: Doc | Promise<Doc>, encode: Encode): void {
    if (!(result instanceof Promise) && this.tail === null) {
      this.send(encodeSafely(encode, result));
      return;
    }
    const prev: Promise<unknown> = this.tail ?? Promise.resolve();
    const p: Promise<void> = prev
      .then(() => result)
      .then((doc) => this.send(encodeSafely(encode, doc)))
      .catch((err) =>
        this.deps.logger.warn(`embedded-mongo: reply failed on connection ${this.id}: ${(err as Error).message}`),
      )
      .finally(() => {
        if (this.tail === p) this.tail = null;
      });
    this.tail = p;
  }

  private send(buf: Buffer): void {
    if (!this.socket.destroyed && this.socket.writable) this.socket.write(buf);
  }
}
