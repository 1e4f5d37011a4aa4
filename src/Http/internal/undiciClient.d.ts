/**
 * undici's `Client` file (`lib/dispatcher/client.js`, CommonJS: its `module.exports` is the `Client` class), which
 * undici ships without a declaration of its own. Its default export is checked before use (`undiciSend.loadWith`):
 * a future undici may hold something else there.
 */
declare module "undici/lib/dispatcher/client.js" {
  const Client: unknown
  export default Client
}
