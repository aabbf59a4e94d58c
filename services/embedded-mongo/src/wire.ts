// MongoDB wire protocol framing: OP_MSG (2013), legacy OP_QUERY (2004) answered with OP_REPLY (1).
import { deserialize } from 'bson';
import { adoptDecoded } from './bsonTypes';
import { serializeReply } from './encodedDocs';
import { Doc, ownField, setField } from './values';

export const OP_REPLY = 1;
export const OP_QUERY = 2004;
export const OP_COMPRESSED = 2012;
export const OP_MSG = 2013;

export const MSG_CHECKSUM_PRESENT = 1 << 0;
export const MSG_MORE_TO_COME = 1 << 1;

/**
 * How stored values are decoded: keep every BSON type that the driver could send. Int32 and Double keep their
 * wrappers so that adoptDecoded (bsonTypes.ts) can tell them apart before making both JavaScript numbers.
 */
export const DESERIALIZE_OPTIONS = {
  promoteLongs: false,
  promoteBuffers: false,
  promoteValues: false,
  bsonRegExp: false,
} as const;

export class ProtocolError extends Error {}

export interface MsgRequest {
  kind: 'msg';
  requestId: number;
  flags: number;
  body: Doc;
}

export interface QueryRequest {
  kind: 'query';
  requestId: number;
  collection: string;
  query: Doc;
}

export type Request = MsgRequest | QueryRequest;

function readDoc(buf: Buffer, pos: number, end: number): { doc: Doc; next: number } {
  if (pos + 5 > end) throw new ProtocolError('truncated BSON document');
  const size = buf.readInt32LE(pos);
  if (size < 5 || pos + size > end) throw new ProtocolError(`invalid BSON document length ${size}`);
  let doc: Doc;
  try {
    doc = adoptDecoded(deserialize(buf.subarray(pos, pos + size), DESERIALIZE_OPTIONS) as Doc);
  } catch (err) {
    throw new ProtocolError(`malformed BSON: ${(err as Error).message}`);
  }
  return { doc, next: pos + size };
}

function readCString(buf: Buffer, pos: number, end: number): { value: string; next: number } {
  const zero = buf.indexOf(0, pos);
  if (zero < 0 || zero >= end) throw new ProtocolError('unterminated cstring');
  return { value: buf.toString('utf8', pos, zero), next: zero + 1 };
}

/** Parses one complete message (`buf` holds exactly `messageLength` bytes). */
export function parseMessage(buf: Buffer): Request {
  const requestId = buf.readInt32LE(4);
  const opCode = buf.readInt32LE(12);
  const len = buf.length;
  if (opCode === OP_MSG) {
    if (len < 21) throw new ProtocolError('OP_MSG too short');
    const flags = buf.readUInt32LE(16);
    const end = flags & MSG_CHECKSUM_PRESENT ? len - 4 : len;
    let pos = 20;
    let body: Doc | null = null;
    const sequences: Array<[string, Doc[]]> = [];
    while (pos < end) {
      const kind = buf[pos++];
      if (kind === 0) {
        if (body) throw new ProtocolError('OP_MSG with two body sections');
        const r = readDoc(buf, pos, end);
        body = r.doc;
        pos = r.next;
      } else if (kind === 1) {
        if (pos + 4 > end) throw new ProtocolError('truncated document sequence');
        const size = buf.readInt32LE(pos);
        const secEnd = pos + size;
        if (size < 5 || secEnd > end) throw new ProtocolError(`invalid document sequence length ${size}`);
        const id = readCString(buf, pos + 4, secEnd);
        pos = id.next;
        const docs: Doc[] = [];
        while (pos < secEnd) {
          const r = readDoc(buf, pos, secEnd);
          docs.push(r.doc);
          pos = r.next;
        }
        sequences.push([id.value, docs]);
      } else {
        throw new ProtocolError(`unknown OP_MSG section kind ${kind}`);
      }
    }
    if (!body) throw new ProtocolError('OP_MSG without a body section');
    for (const [id, docs] of sequences) {
      const existing = ownField(body, id);
      setField(body, id, Array.isArray(existing) ? [...existing, ...docs] : docs);
    }
    return { kind: 'msg', requestId, flags, body };
  }
  if (opCode === OP_QUERY) {
    if (len < 29) throw new ProtocolError('OP_QUERY too short');
    const name = readCString(buf, 20, len);
    const pos = name.next + 8; // numberToSkip, numberToReturn
    const q = readDoc(buf, pos, len);
    return { kind: 'query', requestId, collection: name.value, query: q.doc };
  }
  throw new ProtocolError(`unsupported opCode ${opCode}`);
}

let nextResponseId = 1;

export function encodeMsg(responseTo: number, doc: Doc): Buffer {
  const out = serializeReply(doc, 21);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_MSG, 12);
  out.writeUInt32LE(0, 16);
  out[20] = 0;
  return out;
}

export function encodeReply(responseTo: number, doc: Doc, flags = 0): Buffer {
  const out = serializeReply(doc, 36);
  out.writeInt32LE(out.length, 0);
  out.writeInt32LE(nextResponseId++ & 0x7fffffff, 4);
  out.writeInt32LE(responseTo, 8);
  out.writeInt32LE(OP_REPLY, 12);
  out.writeInt32LE(flags, 16);
  out.writeBigInt64LE(0n, 20);
  out.writeInt32LE(0, 28);
  out.writeInt32LE(1, 32);
  return out;
}
