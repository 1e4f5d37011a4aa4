/**
 * A WebSocket client written on `node:net`, for tests that send what a well-behaved client never does: a frame head
 * announcing more than the server takes, a payload sent only in part, a message split into many fragments. It keeps
 * every byte the server sends after the upgrade, and reads them as frames (a close frame's code).
 *
 * - `open(port, path, { halfOpen })` upgrades a connection on 127.0.0.1 (fails unless the answer is 101); with
 *   `halfOpen` it goes on sending after the server ended its side (a peer that ignores the close).
 * - `frameHead(length, { opcode, fin })` is a client frame's head announcing `length` bytes (masked with a zero key:
 *   the payload goes on the wire as it is); `frame(payload, options)` is the whole frame.
 * - `frames(bytes)` reads the server's frames; `closeCode(socket)` the code of its close frame, once one came.
 */
import * as net from "node:net"

/** An upgraded connection. */
export interface RawSocket {
  readonly socket: net.Socket
  /** The server's bytes after its 101 answer, as they arrived. */
  readonly received: () => Buffer
  /** Whether the server's side of the TCP connection ended (or the socket was closed). */
  readonly ended: () => boolean
  /** Whether the TCP connection is closed for good. */
  readonly closed: () => boolean
}

/** One frame the server sent. */
export interface ServerFrame {
  readonly opcode: number
  readonly payload: Buffer
}

const HEAD_END = "\r\n\r\n"

/** Upgrades a connection to `path` on 127.0.0.1:`port`; fails with the answer's first line unless it is 101. */
export const open = (port: number, path: string, options: { readonly halfOpen?: boolean } = {}): Promise<RawSocket> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: options.halfOpen === true })
    let head = Buffer.alloc(0)
    let upgraded = false
    let rest: Array<Buffer> = []
    let ended = false
    let closed = false
    socket.on("end", () => {
      ended = true
    })
    socket.on("close", () => {
      ended = true
      closed = true
      if (!upgraded) reject(new Error(`closed before the upgrade answer: ${head.toString("latin1")}`))
    })
    socket.on("error", () => undefined) // a reset after the close frame is the server's to decide; `ended` tells
    socket.on("data", (chunk: Buffer) => {
      if (upgraded) {
        rest.push(chunk)
        return
      }
      head = Buffer.concat([head, chunk])
      const end = head.indexOf(HEAD_END)
      if (end < 0) return
      const first = head.toString("latin1", 0, head.indexOf("\r\n"))
      if (!first.startsWith("HTTP/1.1 101")) {
        socket.destroy()
        reject(new Error(`upgrade refused: ${first}`))
        return
      }
      upgraded = true
      rest = [head.subarray(end + HEAD_END.length)]
      resolve({ socket, received: () => Buffer.concat(rest), ended: () => ended, closed: () => closed })
    })
    socket.on("connect", () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
      )
    )
  })

/** What a frame is: its opcode (1 text, 0 continuation, 9 ping) and whether it ends its message. */
export interface FrameOptions {
  readonly opcode?: number
  readonly fin?: boolean
}

/** A client frame's head announcing `length` payload bytes, masked with a zero key (the payload is sent as it is). */
export const frameHead = (length: number, options: FrameOptions = {}): Buffer => {
  const first = ((options.fin ?? true) ? 0x80 : 0) | (options.opcode ?? 1)
  const mask = Buffer.alloc(4)
  if (length < 126) return Buffer.concat([Buffer.from([first, 0x80 | length]), mask])
  if (length < 65536) {
    const size = Buffer.alloc(2)
    size.writeUInt16BE(length)
    return Buffer.concat([Buffer.from([first, 0x80 | 126]), size, mask])
  }
  const size = Buffer.alloc(8)
  size.writeBigUInt64BE(BigInt(length))
  return Buffer.concat([Buffer.from([first, 0x80 | 127]), size, mask])
}

/** A whole client frame. */
export const frame = (payload: string | Buffer, options: FrameOptions = {}): Buffer => {
  const bytes = typeof payload === "string" ? Buffer.from(payload) : payload
  return Buffer.concat([frameHead(bytes.length, options), bytes])
}

/** The whole frames in what a server sent (unmasked), in order. */
export const frames = (bytes: Buffer): ReadonlyArray<ServerFrame> => {
  const out: Array<ServerFrame> = []
  let offset = 0
  while (offset + 2 <= bytes.length) {
    const opcode = (bytes[offset] as number) & 0x0f
    let length = (bytes[offset + 1] as number) & 0x7f
    let start = offset + 2
    if (length === 126) {
      if (start + 2 > bytes.length) break
      length = bytes.readUInt16BE(start)
      start += 2
    } else if (length === 127) {
      if (start + 8 > bytes.length) break
      length = Number(bytes.readBigUInt64BE(start))
      start += 8
    }
    if (start + length > bytes.length) break
    out.push({ opcode, payload: bytes.subarray(start, start + length) })
    offset = start + length
  }
  return out
}

/** The code of the server's close frame, once one came (`undefined` before). */
export const closeCode = (socket: RawSocket): number | undefined => {
  const close = frames(socket.received()).find((f) => f.opcode === 8)
  return close === undefined || close.payload.length < 2 ? undefined : close.payload.readUInt16BE(0)
}

/** Whether the server sent a pong. */
export const ponged = (socket: RawSocket): boolean => frames(socket.received()).some((f) => f.opcode === 10)
