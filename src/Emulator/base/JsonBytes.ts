/**
 * A growing buffer of JSON text written as bytes: a frame the emulator sends line after line (a replayed book's
 * deltas) is written here whole, without building it as a string first.
 *
 * @since 1.1.0
 */

import * as Fixed from "./Fixed.js"

const encoder = new TextEncoder()

const POWERS_OF_TEN: ReadonlyArray<number> = Array.from({ length: 16 }, (_, k) => 10 ** k)

/**
 * JSON text as UTF-8 bytes, appended piece by piece; `reset` starts it over (the bytes are reused).
 *
 * @since 1.1.0
 * @category models
 */
export class JsonBytes {
  private buf = new Uint8Array(1024)
  /** Bytes written. */
  length = 0

  /** Starts over. */
  reset(): void {
    this.length = 0
  }

  /** The bytes written (a view, valid until the next write). */
  view(from = 0, to = this.length): Uint8Array {
    return this.buf.subarray(from, to)
  }

  private room(bytes: number): void {
    if (this.length + bytes <= this.buf.length) return
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.length + bytes))
    next.set(this.buf.subarray(0, this.length))
    this.buf = next
  }

  /** Text known to be printable ASCII with nothing to escape (field names, punctuation, digits). */
  raw(text: string): void {
    this.room(text.length)
    const b = this.buf
    let at = this.length
    for (let k = 0; k < text.length; k++) b[at++] = text.charCodeAt(k)
    this.length = at
  }

  /** Bytes as they are. */
  bytes(bytes: Uint8Array, from = 0, to = bytes.length): void {
    this.room(to - from)
    this.buf.set(bytes.subarray(from, to), this.length)
    this.length += to - from
  }

  /** A string as JSON: quoted as it is when printable ASCII with nothing to escape, else as `JSON.stringify` writes it. */
  string(text: string): void {
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k)
      if (c < 0x20 || c === 0x22 || c === 0x5c || c > 0x7e) {
        this.bytes(encoder.encode(JSON.stringify(text)))
        return
      }
    }
    this.room(text.length + 2)
    this.buf[this.length++] = 0x22
    this.raw(text)
    this.buf[this.length++] = 0x22
  }

  /** A number as JSON writes it (`null` when not finite). */
  number(n: number): void {
    // a time, an update id, a sequence: its digits, without a string
    if (Number.isInteger(n) && n >= 0 && n < 2 ** 48) this.units(n, 0)
    else this.raw(Number.isFinite(n) ? String(n) : "null")
  }

  /**
   * Units as a decimal with exactly `scale` decimals (`Fixed.formatNumber`), digit by digit: a non-negative integer
   * under 2^48 (a book's price or size), else through its text.
   */
  units(units: number, scale: number): void {
    if (!(Number.isInteger(units) && units >= 0 && units < 2 ** 48 && scale < POWERS_OF_TEN.length)) {
      this.raw(Fixed.formatNumber(units, scale))
      return
    }
    const power = POWERS_OF_TEN[scale] as number
    const whole = Math.floor(units / power)
    let fraction = units - whole * power
    this.room(32)
    const b = this.buf
    // the whole part's digits, written backwards from its last (in 32-bit integer steps while it fits)
    let digits = 1
    while (digits < POWERS_OF_TEN.length && whole >= (POWERS_OF_TEN[digits] as number)) digits++
    let at = this.length + digits - 1
    let w = whole
    while (w >= 2 ** 31) {
      const next = Math.floor(w / 10)
      b[at--] = 48 + (w - next * 10)
      w = next
    }
    do {
      const next = (w / 10) | 0
      b[at--] = 48 + (w - next * 10)
      w = next
    } while (w > 0)
    at = this.length + digits
    if (scale > 0) {
      b[at] = 0x2e
      // the fraction is under 10^15: in 32-bit steps once under 2^31
      for (let k = scale; k >= 1; k--) {
        const next = fraction >= 2 ** 31 ? Math.floor(fraction / 10) : (fraction / 10) | 0
        b[at + k] = 48 + (fraction - next * 10)
        fraction = next
      }
      at += scale + 1
    }
    this.length = at
  }
}
