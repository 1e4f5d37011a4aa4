/**
 * The modules bench/replay-parts.ts and bench/replay-read.ts load from a tree (a worktree's root, by path, so two
 * trees can be compared in alternating runs): Effect, Stream and the Node file system from its node_modules, the
 * recording reader and the emulator's exchange, public hub, faults and frame buffer from its sources.
 *
 * @since 1.1.0
 */
import * as path from "node:path"

/**
 * An RSA key pair the exchange is built with: never used by a replay (no RSA-signed request comes).
 *
 * @since 1.1.0
 */
export const RSA = {
  publicKeyPem: "-----BEGIN PUBLIC KEY-----\nTEST\n-----END PUBLIC KEY-----\n",
  privateKeyPem: "PRIV"
}

/**
 * Loads a tree's modules.
 *
 * @since 1.1.0
 */
export const treeModules = async (root: string) => {
  const at = (p: string) => path.join(root, p)
  return {
    Effect: await import(at("node_modules/effect/dist/Effect.js")),
    Stream: await import(at("node_modules/effect/dist/Stream.js")),
    NodeFileSystem: await import(at("node_modules/@effect/platform-node/dist/NodeFileSystem.js")),
    Reader: await import(at("src/Recording/Reader.ts")),
    Exchange: (await import(at("src/Emulator/Exchange.ts"))).Exchange,
    PublicHub: (await import(at("src/Emulator/wire/WsPublic.ts"))).PublicHub,
    Faults: (await import(at("src/Emulator/Faults.ts"))).Faults,
    FrameBuffer: (await import(at("src/Emulator/wire/WsConnection.ts"))).FrameBuffer
  }
}

/**
 * A linear public connection of the emulator's WebSocket server that frames what it is sent into `frames` (a
 * tree's `FrameBuffer`), with no socket under it.
 *
 * @since 1.1.0
 */
export const framingConnection = (
  id: string,
  frames: { readonly push: (frame: string) => void; readonly pushText: (bytes: Uint8Array) => void }
) => ({
  id,
  channel: "linear",
  topics: new Set<string>(),
  uid: undefined,
  apiKey: undefined,
  sendData: (frame: string) => frames.push(frame),
  sendText: (bytes: Uint8Array) => frames.pushText(bytes)
})
