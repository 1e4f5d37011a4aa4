/**
 * The binary market-data messages of the market-maker streams (`/v5/public-sbe/{spot,linear,inverse}`), in Simple
 * Binary Encoding (schema id 1, little-endian): `BestOBRpiEvent` (template 20000, topic `ob.rpi.1.sbe.{symbol}`),
 * `OBL50Event` (20001, `ob.50.sbe.{symbol}`) and `PublicTradeEvent` (20002, `publicTrade.sbe.{symbol}`).
 *
 * A frame is an 8-byte header (block length, template id, schema id, version), the fixed block, repeating groups
 * (each with its own entry length and count) and variable-length strings (one length byte, then UTF-8). The decoder
 * follows the lengths the frame declares, so a newer schema that appends fields still decodes; a frame shorter than
 * what it declares, or whose block is too short for the fields of its template, is refused, never misread.
 *
 * Prices and sizes travel as int64 mantissas with an exponent: the exponent is the number of decimal places
 * (mantissa 1060342500 with exponent 2 is `10603425.00`). They are decoded to exact decimal strings; timestamps are
 * microseconds.
 *
 * @since 0.1.0
 */
// The decoder lives in internal/sbe.ts: the socket loads that module on the first binary stream, and esbuild would put
// a module the package root imports directly (this one) in the start-up chunks, where a lazy one must not be.
export * from "./internal/sbe.js"
