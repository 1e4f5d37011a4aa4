/**
 * The replay server's WebSocket side, written against the TCP socket so it costs next to nothing per message:
 * server frames are unmasked, so a whole stream of book messages is framed once, up front, into one buffer and
 * written in large slices that end at frame ends (the client's pace sets the sender's through `drain`; a pong or
 * another topic's frames written meanwhile never land inside a frame); client frames (subscribe, ping, close) are
 * parsed here. RFC 6455, text frames only, no extensions.
 *
 * @since 0.1.0
 */
import * as crypto from "node:crypto"
import type * as http from "node:http"
import type * as net from "node:net"

const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

/**
 * The frame header of an unmasked, final text frame of `length` bytes.
 *
 * @since 0.1.0
 * @category framing
 */
export const header = (length: number, opcode = 0x1): Buffer => {
  if (length < 126) return Buffer.from([0x80 | opcode, length])
  if (length < 65_536) {
    const h = Buffer.alloc(4)
    h[0] = 0x80 | opcode
    h[1] = 126
    h.writeUInt16BE(length, 2)
    return h
  }
  const h = Buffer.alloc(10)
  h[0] = 0x80 | opcode
  h[1] = 127
  h.writeBigUInt64BE(BigInt(length), 2)
  return h
}

/**
 * Framed text messages in one buffer, and where each frame ends in it.
 *
 * @since 0.1.0
 * @category models
 */
export interface Framed {
  readonly bytes: Buffer
  /** The end offset of every frame, ascending. */
  readonly ends: ReadonlyArray<number>
}

/**
 * Frames text payloads into one buffer.
 *
 * @since 0.1.0
 * @category framing
 */
export const frameAll = (payloads: ReadonlyArray<Buffer>): Framed => {
  const parts: Array<Buffer> = []
  const ends: Array<number> = []
  let end = 0
  for (const p of payloads) {
    const h = header(p.length)
    parts.push(h, p)
    end += h.length + p.length
    ends.push(end)
  }
  return { bytes: Buffer.concat(parts), ends }
}

// The last frame end at or before `limit`, past `from` (at least one frame, however long).
const sliceEnd = (ends: ReadonlyArray<number>, from: number, limit: number): number => {
  let lo = 0
  let hi = ends.length - 1
  // the first end > from
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((ends[mid] as number) > from) hi = mid
    else lo = mid + 1
  }
  let best = ends[lo] as number
  hi = ends.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1
    if ((ends[mid] as number) <= limit) lo = mid
    else hi = mid - 1
  }
  if ((ends[lo] as number) <= limit) best = Math.max(best, ends[lo] as number)
  return best
}

/**
 * One accepted WebSocket connection.
 *
 * @since 0.1.0
 * @category models
 */
export interface Peer {
  /** Sends one text message. */
  readonly send: (text: string) => void
  /**
   * Writes pre-framed bytes in slices that end at frame ends, waiting for the socket to drain; false when the socket
   * closed. Whatever else is written meanwhile (a pong, another topic's stream) goes between whole frames.
   */
  readonly stream: (framed: Framed, isCancelled: () => boolean) => Promise<boolean>
  readonly closed: () => boolean
}

const SLICE = 256 * 1024

/**
 * Accepts an upgrade on `socket` and calls `onText` for every text message the client sends.
 *
 * @since 0.1.0
 * @category server
 */
export const accept = (
  req: http.IncomingMessage,
  socket: net.Socket,
  head: Buffer,
  onText: (peer: Peer, text: string) => void,
  onClose: () => void
): void => {
  const key = req.headers["sec-websocket-key"]
  if (typeof key !== "string") {
    socket.destroy()
    return
  }
  const acceptKey = crypto
    .createHash("sha1")
    .update(key + GUID)
    .digest("base64")
  socket.setNoDelay(true)
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${acceptKey}\r\n\r\n`
  )
  let open = true
  const close = () => {
    if (!open) return
    open = false
    onClose()
  }
  socket.on("close", close)
  socket.on("error", () => {
    close()
    socket.destroy()
  })
  const waitDrain = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        socket.off("drain", done)
        socket.off("close", done)
        resolve()
      }
      socket.on("drain", done)
      socket.on("close", done)
    })
  const peer: Peer = {
    send: (text) => {
      if (!open) return
      const payload = Buffer.from(text)
      socket.write(Buffer.concat([header(payload.length), payload]))
    },
    stream: async ({ bytes, ends }, isCancelled) => {
      for (let offset = 0; offset < bytes.length; ) {
        if (!open || isCancelled()) return false
        const end = sliceEnd(ends, offset, offset + SLICE)
        const written = socket.write(bytes.subarray(offset, end))
        offset = end
        if (!written) await waitDrain()
      }
      return open
    },
    closed: () => !open
  }

  let pending: Buffer = head.length > 0 ? Buffer.from(head) : Buffer.alloc(0)
  const parse = () => {
    while (pending.length >= 2) {
      const b0 = pending[0] as number
      const b1 = pending[1] as number
      const opcode = b0 & 0x0f
      const masked = (b1 & 0x80) !== 0
      let length = b1 & 0x7f
      let at = 2
      if (length === 126) {
        if (pending.length < 4) return
        length = pending.readUInt16BE(2)
        at = 4
      } else if (length === 127) {
        if (pending.length < 10) return
        length = Number(pending.readBigUInt64BE(2))
        at = 10
      }
      const maskAt = at
      if (masked) at += 4
      if (pending.length < at + length) return
      const payload = Buffer.from(pending.subarray(at, at + length))
      if (masked)
        for (let i = 0; i < payload.length; i++)
          payload[i] = (payload[i] as number) ^ (pending[maskAt + (i % 4)] as number)
      pending = pending.subarray(at + length)
      if (opcode === 0x8) {
        if (open) socket.end(Buffer.concat([header(payload.length, 0x8), payload]))
        close()
        return
      }
      if (opcode === 0x9) {
        if (open) socket.write(Buffer.concat([header(payload.length, 0xa), payload]))
        continue
      }
      if (opcode === 0x1) onText(peer, payload.toString("utf8"))
    }
  }
  socket.on("data", (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    parse()
  })
  parse()
}
